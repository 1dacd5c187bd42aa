import { BASE_DOMAIN_PATTERN, EDGE_FLOWS_MAX, EDGE_NAME_MAX } from '../../../../shared/contracts';
import type { Translate } from '../../../../shared/i18n';
import { fieldMessages as m } from '../../../../shared/ui';

/** No control characters (the server's plain-text rule). */
const PLAIN_TEXT = /^[^\p{Cc}]*$/u;

/** The console's checks of the beatbox and agent forms (the server checks them again). */
export function checkLength(text: string, max: number, t: Translate): string | undefined {
  return text.trim().length > max ? t(m.tooLong, { max }) : undefined;
}

export function checkName(name: string, t: Translate): string | undefined {
  if (!name.trim()) return t(m.required);
  if (!PLAIN_TEXT.test(name)) return t(m.invalidFormat);
  return checkLength(name, EDGE_NAME_MAX, t);
}

const HOSTNAME = new RegExp(BASE_DOMAIN_PATTERN);

/** A DNS name; blank passes unless `required`. */
export function checkHostname(text: string, t: Translate, required = false): string | undefined {
  const value = text.trim();
  if (!value) return required ? t(m.required) : undefined;
  return HOSTNAME.test(value) ? undefined : t(m.invalidFormat);
}

/** A stored draft's values: the text fields are strings and the flows a list of ids. */
export function isStringRecord(value: unknown, fields: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    fields.every((field) => typeof record[field] === 'string') &&
    Array.isArray(record.flowIds) &&
    record.flowIds.length <= EDGE_FLOWS_MAX &&
    record.flowIds.every((id) => typeof id === 'string')
  );
}
