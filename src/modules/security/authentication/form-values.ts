import type { Message } from '../../../shared/i18n';
import type { IdpDraft, IdpItem, IdpList } from './lists';
import { authenticationMessages as m } from './messages';

/** The form's first values: the row's, or empty ones for a new row. */
export function draftOf(list: IdpList, item: IdpItem | null): IdpDraft {
  const draft: IdpDraft = {};
  for (const field of list.fields) {
    const value = item?.[field.key];
    if (field.kind === 'secret') continue;
    if (field.kind === 'switch') draft[field.key] = value === true;
    else if (field.kind === 'lines')
      draft[field.key] = Array.isArray(value) ? value.join('\n') : '';
    else if (field.kind === 'select')
      draft[field.key] = typeof value === 'string' ? value : (field.options[0]?.value ?? '');
    else draft[field.key] = value === null || value === undefined ? '' : String(value);
  }
  return draft;
}

/** The request body: typed text made into the server's shapes; secrets only when given. */
export function inputOf(
  list: IdpList,
  draft: IdpDraft,
  secrets: Record<string, string | undefined>,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of list.fields) {
    const raw = draft[field.key];
    const text = typeof raw === 'string' ? raw.trim() : '';
    switch (field.kind) {
      case 'secret':
        if (secrets[field.key] !== undefined) input[field.key] = secrets[field.key];
        break;
      case 'switch':
        input[field.key] = raw === true;
        break;
      case 'lines':
        input[field.key] = text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      case 'number':
        input[field.key] = text ? Number(text) : null;
        break;
      case 'authenticator':
        input[field.key] = Number(text);
        break;
      case 'text':
        // Optional texts the server keeps as null when empty.
        input[field.key] = !field.required && NULLABLE.has(field.key) && !text ? null : text;
        break;
      default:
        input[field.key] = text;
    }
  }
  return input;
}

const NULLABLE = new Set(['bindDn', 'servicePrincipal', 'pattern']);

/** The first reason a field may not be saved, per field key. */
export function problemsOf(list: IdpList, draft: IdpDraft): Record<string, Message> {
  const problems: Record<string, Message> = {};
  for (const field of list.fields) {
    const raw = draft[field.key];
    if (field.kind === 'secret' || field.kind === 'switch') continue;
    const value = typeof raw === 'string' ? raw : '';
    let problem: Message | null = null;
    if (
      (field.kind === 'text' && field.required) ||
      field.kind === 'lines' ||
      field.kind === 'authenticator'
    ) {
      if (!value.trim()) problem = m.required;
    }
    if (!problem && 'max' in field && value.length > field.max) problem = m.tooLong;
    if (!problem && 'check' in field && field.check) problem = field.check(value, draft);
    if (!problem && field.kind === 'number' && value.trim() && !/^\d+$/.test(value.trim())) {
      problem = m.invalidFormat;
    }
    if (problem) problems[field.key] = problem;
  }
  return problems;
}
