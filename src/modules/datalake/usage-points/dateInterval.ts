import { defineMessages, type Translator } from '../../../shared/i18n';

export const dateIntervalMessages = defineMessages({
  interval: { id: 'datalake.details.dateInterval', defaultMessage: '{from} – {to}' },
  openEnd: { id: 'datalake.details.dateIntervalOpen', defaultMessage: '{from} – ongoing' },
});

/**
 * An ISO 8601 interval of a channel ("2026-11-01T00:00:00.000Z/", an open end; or
 * "start/end") as two dates by the console's rule (README, "Dates and times"): date and
 * time in the organization's zone. What is not such an interval is shown as it is.
 */
export function dateIntervalText(
  interval: string,
  { t, formatDateTime }: Pick<Translator, 't' | 'formatDateTime'>,
): string {
  const parts = interval.split('/');
  if (parts.length !== 2) return interval;
  const [from, to] = parts.map((part) => (part === '' ? null : Date.parse(part)));
  if (from === null || from === undefined || Number.isNaN(from)) return interval;
  if (to === null) return t(dateIntervalMessages.openEnd, { from: formatDateTime(from) });
  if (to === undefined || Number.isNaN(to)) return interval;
  return t(dateIntervalMessages.interval, { from: formatDateTime(from), to: formatDateTime(to) });
}
