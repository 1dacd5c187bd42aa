import { zonedParts } from '../../../shared/lib';

const pad = (value: number) => String(value).padStart(2, '0');

/** A bucket's start on the chart's axis, in `zone`: MM.DD HH:mm when `withDate`, else HH:mm. */
export function axisTime(at: number, zone: string, withDate: boolean): string {
  const p = zonedParts(at, zone);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  return withDate ? `${pad(p.month)}.${pad(p.day)} ${time}` : time;
}
