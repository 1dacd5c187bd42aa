import type { Translator } from '../../../shared/i18n';
import { pinMessages as m } from './pinMessages';

/** A size in bytes in kB (below a megabyte) or MB, one decimal, in the user's number format. */
export function formatSize(bytes: number, { t, formatNumber }: Translator): string {
  const tenths = (value: number) => formatNumber(Math.max(0.1, Math.round(value * 10) / 10));
  return bytes < 1_000_000
    ? t(m.kilobytes, { n: tenths(bytes / 1000) })
    : t(m.megabytes, { n: tenths(bytes / 1_000_000) });
}
