import { zonedParts } from '../../../../shared/lib';

const pad = (value: number) => String(value).padStart(2, '0');

/** A moment in file-name form, in the console's zone: 20250131-1504. */
export function formatFileDate(at: number, zone: string): string {
  const p = zonedParts(at, zone);
  return `${p.year}${pad(p.month)}${pad(p.day)}-${pad(p.hour)}${pad(p.minute)}`;
}
