import type { SheetCell } from '../../../../shared/lib/spreadsheet';

/** How the page shows a sheet cell: numbers grouped, fixed decimals kept, in the locale. */
export function cellFormatter(intlLocale: string): (cell: SheetCell) => string {
  const whole = new Intl.NumberFormat(intlLocale);
  const fixed = new Map<number, Intl.NumberFormat>();
  return (cell) => {
    if (typeof cell === 'string') return cell;
    if (typeof cell === 'number') return whole.format(cell);
    let format = fixed.get(cell.decimals);
    if (!format) {
      format = new Intl.NumberFormat(intlLocale, {
        minimumFractionDigits: cell.decimals,
        maximumFractionDigits: cell.decimals,
      });
      fixed.set(cell.decimals, format);
    }
    return format.format(cell.value);
  };
}
