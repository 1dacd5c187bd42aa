import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Locale } from '../contracts';
import { isKnownTimeZone } from '../lib';
import { intlLocaleOf, type MessageCatalogue } from './locales';
import type { MessageValues, Translate } from './messages';

export interface Translator {
  readonly locale: Locale;
  /** The one zone every time is shown and typed in (IANA name). */
  readonly timeZone: string;
  readonly t: Translate;
  /** Date and time in 24-hour form, in the configured time zone. */
  readonly formatDateTime: (value: Date | string | number) => string;
  /** The time of day (hours and minutes, 24-hour), in the configured time zone. */
  readonly formatTime: (value: Date | string | number) => string;
  /** The time of day with seconds (hh:mm:ss, 24-hour), in the configured time zone. */
  readonly formatClock: (value: Date | string | number) => string;
  readonly formatNumber: (value: number) => string;
  /**
   * The number of a percentage (12.7 for 12.7 %) as the locale writes it, at most one decimal:
   * "12,7" in Norwegian. The message places the percent sign as its language does.
   */
  readonly formatPercentage: (percent: number) => string;
  /**
   * Works out the zone and sets up Intl now, which the first formatted text would otherwise
   * do (the I18nProvider calls it when the app is idle).
   */
  readonly prepare: () => void;
}

const cache = createIntlCache();

/** A message without ICU syntax (no arguments, tags or quoting): its text is the result. */
const PLAIN_TEXT = /^[^{}<']*$/;

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
  // Made on first use: reading the browser's zone and setting up Intl take tens of
  // milliseconds on a slow phone, and a screen of plain texts (the sign-in page) needs neither.
  let zone: string | undefined;
  // A zone this browser does not know (a name from a newer zone database) would make every
  // date format throw: the browser's zone is then the best there is.
  const zoneOf = () =>
    (zone ??= timeZone !== null && isKnownTimeZone(timeZone) ? timeZone : browserTimeZone());
  let made: IntlShape | undefined;
  const intlOf = (): IntlShape =>
    (made ??= createIntl(
      {
        locale: intlLocaleOf(locale),
        defaultLocale: 'en-GB',
        messages: { ...messages },
        timeZone: zoneOf(),
        // A message missing from a catalogue uses its English default; that is no error.
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION' && import.meta.env.DEV) console.warn(error);
        },
      },
      cache,
    ));
  // Compiled once per message: `intl.formatMessage` looks its formatter up in a memo keyed by
  // the serialised arguments on every call, which costs more than the formatting in the rows
  // of a long table. Text without arguments is remembered as it is.
  const compiled = new Map<string, { format: (values?: MessageValues) => unknown } | string>();
  const translate: Translate = (message, values) => {
    let entry = compiled.get(message.id);
    if (entry === undefined) {
      const translated = messages[message.id];
      const source = translated ?? message.defaultMessage;
      const intl = PLAIN_TEXT.test(source) ? null : intlOf();
      entry = !intl
        ? source
        : intl.formatters.getMessageFormat(
            source,
            translated === undefined ? intl.defaultLocale : intl.locale,
            intl.formats,
            { formatters: intl.formatters },
          );
      compiled.set(message.id, entry);
    }
    if (typeof entry === 'string') return entry;
    try {
      const text = entry.format(values);
      if (typeof text === 'string') return text;
    } catch {
      // Let formatMessage report it as it reports any formatting error.
    }
    return (intlOf().formatMessage as unknown as FormatMessage)(message, values);
  };
  return {
    locale,
    get timeZone() {
      return zoneOf();
    },
    t: translate,
    formatDateTime: (value) =>
      intlOf().formatDate(value, {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    formatTime: (value) =>
      intlOf().formatTime(value, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    formatClock: (value) =>
      intlOf().formatTime(value, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
    formatNumber: (value) => intlOf().formatNumber(value),
    formatPercentage: (percent) => intlOf().formatNumber(percent, { maximumFractionDigits: 1 }),
    prepare: () => void intlOf(),
  };
}
