import type { MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useI18n, type Message, type Translate, type Translator } from '../../i18n';
import { addDaysIn, startOfDayIn } from '../../lib';

/**
 * Helpers of the plain table cells (TableCells.module.css): the virtualised tables render a
 * screenful of rows on mount and a few more in every frame of a scroll, so what is the same in
 * every row is worked out once.
 */

type BadgeVariant = 'filled' | 'light';
const badgeVarsCache = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/**
 * The colours of a Mantine Badge (`color`, `variant`, `autoContrast`) as the CSS variables of
 * the `badge` class, resolved by the theme once per colour.
 */
export function badgeVars(
  theme: MantineTheme,
  color: string,
  variant: BadgeVariant,
  autoContrast = false,
): CSSProperties {
  let byKey = badgeVarsCache.get(theme);
  if (!byKey) {
    byKey = new Map();
    badgeVarsCache.set(theme, byKey);
  }
  const key = `${color} ${variant} ${autoContrast}`;
  let vars = byKey.get(key);
  if (!vars) {
    const colors = theme.variantColorResolver({ color, variant, theme, autoContrast });
    vars = { '--badge-bg': colors.background, '--badge-color': colors.color } as CSSProperties;
    byKey.set(key, vars);
  }
  return vars;
}

const textCache = new WeakMap<Translate, Map<string, string>>();

/**
 * `t(message)` for a message without values, remembered per translator: formatting a message
 * costs far more than a lookup, and the same few texts (statuses, "none") fill every row.
 */
export function fixedText(t: Translate, message: Message): string {
  let byId = textCache.get(t);
  if (!byId) {
    byId = new Map();
    textCache.set(t, byId);
  }
  let text = byId.get(message.id);
  if (text === undefined) {
    text = t(message);
    byId.set(message.id, text);
  }
  return text;
}

type TimeFormats = Pick<Translator, 'timeZone' | 'formatDateTime' | 'formatClock'>;

/**
 * The compact form of a time in a table, in the console's zone: the time of day alone when it
 * is today there, date and time otherwise. Today is worked out once, when the function is made
 * (for each render of a table), not for every cell.
 */
export function compactTimeFormat(
  i18n: TimeFormats,
  now: number = Date.now(),
): (value: Date | string | number) => string {
  const start = startOfDayIn(now, i18n.timeZone);
  const end = addDaysIn(start, 1, i18n.timeZone);
  return (value) => {
    const at = value instanceof Date ? value.getTime() : new Date(value).getTime();
    return at >= start && at < end ? i18n.formatClock(at) : i18n.formatDateTime(at);
  };
}

/**
 * compactTimeFormat for a table on screen: the same function all day, and a new one when the
 * day changes in the zone (at midnight there, yesterday's times take their date).
 */
export function useCompactTime(): (value: Date | string | number) => string {
  const i18n = useI18n();
  const zone = i18n.timeZone;
  const [now, setNow] = useState(() => Date.now());
  const today = startOfDayIn(now, zone);
  const tomorrow = addDaysIn(today, 1, zone);
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, tomorrow - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [tomorrow]);
  return useMemo(() => compactTimeFormat(i18n, today), [i18n, today]);
}
