import type { MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { Message, Translate } from '../../i18n';

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
