import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The transaction a change and its audit event are written in. */
export type CrudTransaction = Transaction<DB>;

/** The routes the kit makes of a resource. */
export type CrudRoute = 'list' | 'get' | 'create' | 'update' | 'delete';

/** What reading a body knows besides it. */
export interface CrudContext<Row> {
  org: number;
  request: FastifyRequest;
  /** The row an update changes (null on create, and on an update that reads the body first). */
  existing: Row | null;
}

/** A page of a list: its rows and how many the whole list has. */
export interface CrudPage<Row> {
  rows: Row[];
  total: number;
}

/** What a paged list is asked: where it starts, how many, and the words searched for. */
export interface CrudListQuery {
  offset: number;
  limit: number;
  search?: string;
}

/** A list answered a page at a time (`{ rows, meta }`), optionally searched. */
export interface CrudPaging {
  /** Rows of a page when the caller does not say, and the most a page may have. */
  size: number;
  max: number;
  /** The furthest offset asked for. */
  offsetMax: number;
  /** Free-text search of at most this many characters (none: no search). */
  searchMax?: number;
}

/**
 * Deleting one row (`DELETE <path>/:id`, 204, 404 when the organization has no such row):
 * deletes it and says what its audit event keeps of it, or null when there was none.
 */
export type CrudDeleteOne = (
  trx: CrudTransaction,
  org: number,
  id: number,
) => Promise<object | null>;

/** Deleting several rows: `POST <path>/delete` with a list of ids, 200 `{ deleted, failed }`. */
export interface CrudDeleteByIds {
  /** The body's property listing the ids, and how many it may list. */
  field: string;
  max: number;
  /** Whether the list may name an id twice (then it counts once). */
  repeats?: boolean;
  reply: object;
  /** Deletes those of the ids that are the organization's; the deleted ones. */
  remove: (
    trx: CrudTransaction,
    org: number,
    ids: readonly number[],
  ) => Promise<{ id: number; name: string }[]>;
}

/**
 * One resource of an organization, declared once: its path under `/v1/:org/`, who may read
 * and change it (route config), how it is read, checked and written (store functions), its
 * audit entity type and the answers it gives. `crudRoutes` makes its list, get, create,
 * update and delete routes of it.
 *
 * `Body` is what is sent, `Input` the body as checked (`prepare`), `Row` what the store
 * reads, `Reply` what is answered of a row (`toReply`; the row itself when not given).
 */
export interface CrudResource<Body, Input, Row, Reply = Row> {
  /** Its path under `/v1/:org/`. */
  path: string;
  /** The path parameter of one row (`id` when not given). */
  idParam?: string;
  /** The route config (role access, feature) of reads and of changes. */
  config: { read: FastifyContextConfig; write: FastifyContextConfig };
  /** Its type in the audit log. */
  entityType: string;
  /** The answer (404) to a row the organization does not have. */
  notFound: string;
  /** Checks that the path's organization exists (404 if not), on these routes (all if none). */
  organization?: { check: (org: number) => Promise<void>; on?: readonly CrudRoute[] };
  /** The schema of a create's and an update's body (strict). */
  body: object;
  /** The schema of the answer of one row. */
  reply: object;
  toReply?: (row: Row) => Reply;
  /** The organization's rows (a page of them when `paging` is declared). */
  list: (org: number, query: CrudListQuery) => Promise<Row[] | CrudPage<Row>>;
  /** The list's answer schema: an array of `reply` when not given. */
  listReply?: object;
  paging?: CrudPaging;
  /** The id of a row. */
  idOf: (row: Row) => number;
  /** One row of the organization, or none. */
  one: (org: number, id: number) => Promise<Row | null | undefined>;
  /** Whether `GET <path>/:id` is a route (the row is read by the others anyway). */
  get?: boolean;
  /** Trims and checks the body (throws a 400 with the reason). */
  prepare: (body: Body, context: CrudContext<Row>) => Input | Promise<Input>;
  /** An update reads the body before it looks the row up (else the row first: 404 first). */
  bodyFirst?: boolean;
  /** The value no two rows may share: refused with `message` (409 unless said). */
  unique?: {
    taken: (org: number, input: Input, except?: number) => Promise<boolean>;
    message: string;
    status?: number;
  };
  /** The most rows an organization may have, and the answer (409) past it. */
  limit?: {
    count: (org: number) => Promise<number>;
    most: number;
    message: string;
    /** Counted before the body is read (else after). */
    first?: boolean;
  };
  /** Writes a new row: its id (the answer is then read with `one`) or the row itself. */
  insert: (trx: CrudTransaction, org: number, input: Input, by: number) => Promise<number | Row>;
  /** Changes a row: false or null when there is none, true (read again) or the row itself. */
  update: (
    trx: CrudTransaction,
    org: number,
    id: number,
    input: Input,
    by: number,
  ) => Promise<boolean | Row | null>;
  /** What the audit event of a create or an update keeps: the checked input when not given. */
  auditPayload?: (input: Input, body: Body) => unknown;
  /** How rows are deleted: one by its id, or several by a list of ids (one of the two). */
  deleteOne?: CrudDeleteOne;
  deleteByIds?: CrudDeleteByIds;
}
