import type { ActionRule } from './rules';

// (template) The contract of the module template (src/modules/_template and its server twin,
// (template) server/src/services/_template): scripts/new-module.ts copies it as a new module's.

/** An item of an organization: a name unique within it, and a description. */
export interface TemplateItem {
  itemId: number;
  name: string;
  description: string;
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

export interface TemplateItemInput {
  name: string;
  /** Free text over lines; may be empty. */
  description: string;
}

/** The answer to a delete: the ids deleted, and those the organization does not have. */
export interface DeleteTemplateItemsResult {
  deleted: number[];
  failed: number[];
}

export const TEMPLATE_ITEM_NAME_MAX = 100;
export const TEMPLATE_ITEM_DESCRIPTION_MAX = 1000;
/** The most items an organization may have: all of them are listed in one answer. */
export const TEMPLATE_ITEMS_LIMIT = 500;
/** The most ids one delete may name. */
export const TEMPLATE_DELETE_LIMIT = 100;
/** Spec 5's answer to a name the organization already has. */
export const TEMPLATE_ITEM_NAME_TAKEN = 'Name is taken';

/** Who may read the items and who may change them: the console offers what the server allows. */
export const TEMPLATE_ACTIONS = {
  viewItems: { role: 'MONITOR' },
  manageItems: { role: 'ADMIN' },
} as const satisfies Record<string, ActionRule>;
