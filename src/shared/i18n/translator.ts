import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '../contracts';
import { intlLocaleOf, type MessageCatalogue } from './locales';
import type { Message, MessageValues, Translate } from './messages';

export interface Translator {
  readonly locale: Locale;
  readonly timeZone: string;
  readonly t: Translate;
  /** Date and time in 24-hour form, in the configured time zone. */
  readonly formatDateTime: (value: Date | string | number) => string;
  readonly formatNumber: (value: number) => string;
}

const cache = createIntlCache();

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type FormatMessage = (
  descriptor: { id: string; defaultMessage: string },
  values?: MessageValues,
) => string;

export function createTranslator(
  locale: Locale,
  messages: MessageCatalogue,
  timeZone: string | null = null,
): Translator {
  const zone = timeZone ?? browserTimeZone();
  const intl: IntlShape = createIntl(
    {
      locale: intlLocaleOf(locale),
      defaultLocale: 'en-GB',
      messages: { ...messages },
      timeZone: zone,
      // A message missing from a catalogue uses its English default; that is no error.
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION' && import.meta.env.DEV) console.warn(error);
      },
    },
    cache,
  );
  const formatMessage = intl.formatMessage as unknown as FormatMessage;
  return {
    locale,
    timeZone: zone,
    t: (message: Message, values?: MessageValues) => formatMessage(message, values),
    formatDateTime: (value) =>
      intl.formatDate(value, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    formatNumber: (value) => intl.formatNumber(value),
  };
}
