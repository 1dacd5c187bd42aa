/**
 * Resources of the resource registry (spec 3.3): revisioned resources of a type, secrets whose
 * values are write-only, and lookup tables. Shared by the console and the server.
 */

/** A kind of resource the registry keeps; a FlowSpec revision deploys to the flow server. */
export interface ResourceType {
  type: string;
  name: string;
  description: string;
  /** The content's language in the editor: json, xml or text. */
  contentType: 'json' | 'xml' | 'text';
  deploysFlow: boolean;
}

/** A resource's id (unique within its type) and a secret's key: a name without spaces. */
export const RESOURCE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$';
export const RESOURCE_TYPE_PATTERN = '^[A-Za-z][A-Za-z0-9]{0,49}$';
export const RESOURCE_CONTENT_MAX = 200_000;
export const RESOURCE_SHORT_DESCRIPTION_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 4000;
export const RESOURCE_COMMENT_MAX = 500;
/** The most resources one list answer holds (the console's list is virtualised). */
export const RESOURCE_LIST_MAX = 10_000;

/** A resource at its latest revision, without its content. */
export interface ResourceSummary {
  type: string;
  id: string;
  revision: number;
  shortDescription: string;
  created: string;
  createdByName: string | null;
  updated: string;
  updatedByName: string | null;
}

/** One revision of a resource, with its content. Created/updated are the resource's. */
export interface ResourceRevision extends ResourceSummary {
  latestRevision: number;
  description: string;
  changeComment: string;
  content: string;
  revisionCreated: string;
  revisionCreatedByName: string | null;
}

export interface ResourceInput {
  shortDescription: string;
  description: string;
  changeComment: string;
  content: string;
}

export interface NewResourceInput extends ResourceInput {
  type: string;
  id: string;
}

/** A new revision, made on top of the latest one the editor saw. */
export interface RevisionInput extends ResourceInput {
  baseRevision: number;
}

/** A revision beside the one before it (null for revision 1). */
export interface ResourceDiff {
  type: string;
  id: string;
  current: { revision: number; content: string };
  previous: { revision: number; content: string } | null;
}

/** Where a FlowSpec revision deploys, and whether that overwrites a flow or creates one. */
export interface DeployTarget {
  flowId: string;
  exists: boolean;
}

export interface DeployResult {
  flowId: string;
  created: boolean;
  specVersion: number;
}

export const SECRET_VALUES_MAX = 50;
export const SECRET_VALUE_MAX = 4096;

/** A secret: the names of its values, never the values. */
export interface SecretSummary {
  key: string;
  description: string;
  valueKeys: string[];
  created: string;
  createdByName: string | null;
  updated: string;
  updatedByName: string | null;
}

/** One change of a secret: which value names changed, linked to its audit entry. */
export interface SecretChange {
  auditEventId: number;
  eventType: string;
  changedKeys: string[];
  removedKeys: string[];
  at: string;
  byName: string | null;
}

export interface SecretDetails extends SecretSummary {
  history: SecretChange[];
}

export interface NewSecretInput {
  key: string;
  description: string;
  values: Record<string, string>;
}

export interface SecretUpdate {
  description: string;
  /** Values to set (new or replaced), by name. */
  values: Record<string, string>;
  /** Names of values to remove. */
  remove: string[];
}

export const LOOKUP_COLUMNS_MAX = 30;
export const LOOKUP_CELL_MAX = 500;
export const LOOKUP_ROWS_MAX = 20_000;
export const LOOKUP_PAGE_MAX = 1000;
export const LOOKUP_PAGE_DEFAULT = 100;
/** The most rows one import request carries (the console sends a long file in parts). */
export const LOOKUP_IMPORT_MAX = 2000;

export interface LookupColumn {
  columnId: string;
  name: string;
}

export interface LookupTable {
  name: string;
  description: string;
  columns: LookupColumn[];
  rowCount: number;
  created: string;
  updated: string;
  updatedByName: string | null;
}

/** A row's cells by column id; a missing cell is empty. */
export interface LookupRow {
  rowId: number;
  cells: Record<string, string>;
}

/** Lookup rows paging meta (spec 3.2). */
export interface LookupRowsMeta {
  requestedResultMaxSize: number;
  requestedOffset: number;
  nextOffset: number | null;
  totalNoOfAvailableRows: number;
}

export interface LookupRowsPage {
  rows: LookupRow[];
  meta: LookupRowsMeta;
}

export interface NewLookupTableInput {
  name: string;
  description: string;
  columns: string[];
}

/** CSV rows to append, under a header naming the table's columns. */
export interface LookupImport {
  columns: string[];
  rows: string[][];
}

/** What an import of lookup rows did: the rows it added and the rows the table has now. */
export interface LookupImportResult {
  imported: number;
  totalNoOfAvailableRows: number;
}
