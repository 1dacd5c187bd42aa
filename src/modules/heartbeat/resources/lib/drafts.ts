/**
 * Drafts of resource forms (shared/lib useDraft): what was typed survives a reload. Keys carry
 * the user and organization; signing out removes every draft. Secret values are never drafted.
 */

export interface ResourceDraft {
  shortDescription: string;
  description: string;
  changeComment: string;
  content: string;
}

export interface NewResourceDraft extends ResourceDraft {
  type: string;
  id: string;
}

/** An edit of a resource: made on `fromRevision`, saved on top of `baseRevision`. */
export interface RevisionDraft extends ResourceDraft {
  fromRevision: number;
  baseRevision: number;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const hasTexts = (value: unknown, names: readonly string[]): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  names.every((name) => isText((value as Record<string, unknown>)[name]));

const TEXTS = ['shortDescription', 'description', 'changeComment', 'content'] as const;

export const EMPTY_NEW_RESOURCE: NewResourceDraft = {
  type: '',
  id: '',
  shortDescription: '',
  description: '',
  changeComment: '',
  content: '',
};

export const isNewResourceDraft = (value: unknown): value is NewResourceDraft =>
  hasTexts(value, [...TEXTS, 'type', 'id']);

export const isRevisionDraft = (value: unknown): value is RevisionDraft | null =>
  value === null ||
  (hasTexts(value, TEXTS) &&
    Number.isInteger((value as Record<string, unknown>).fromRevision) &&
    Number.isInteger((value as Record<string, unknown>).baseRevision));

/** A row being edited (null: none) with its cells by column id. */
export interface RowDraft {
  rowId: number | null;
  cells: Record<string, string>;
}

export const isRowDraft = (value: unknown): value is RowDraft | null =>
  value === null ||
  (typeof value === 'object' &&
    ((value as Record<string, unknown>).rowId === null ||
      Number.isInteger((value as Record<string, unknown>).rowId)) &&
    typeof (value as Record<string, unknown>).cells === 'object' &&
    (value as Record<string, unknown>).cells !== null &&
    Object.values((value as Record<string, unknown>).cells as object).every(isText));

export const draftKeys = {
  newResource: (user: number, org: number) => `user.${user}.heartbeat.resources.new.${org}`,
  revision: (user: number, org: number, type: string, id: string) =>
    `user.${user}.heartbeat.resources.edit.${org}.${type}.${id}`,
  row: (user: number, org: number, table: string) =>
    `user.${user}.heartbeat.resources.lookupRow.${org}.${table}`,
};
