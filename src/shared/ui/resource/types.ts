import type { ReactNode } from 'react';
import type { DeleteByIdResult } from '../../contracts';
import type { Message, Translate } from '../../i18n';
import type { VirtualColumn } from '../table';

/** What a kind's page says; the words every kind shares are in `resourceMessages`. */
export interface ResourceMessages {
  heading: Message;
  /** A line under the heading saying what the rows are. */
  intro?: Message;
  table: Message;
  create: Message;
  createTitle: Message;
  editTitle: Message;
  empty: Message;
  confirmTitle: Message;
  /** With `{count}`, and `{name}` (the row's) when one row is deleted from its details. */
  confirmText: Message;
  /** With `{count}` and `{names}`; by default the kit's "Deleted: {names}." */
  deleted?: Message;
  /** With `{names}`; by default the kit's "Could not delete: {names}." */
  deletedWithErrors?: Message;
  /** The title of a failed list; by default "Something went wrong when fetching data". */
  fetchFailed?: Message;
  deleteFailed: Message;
  createFailed: Message;
  editFailed: Message;
  /** Spec 5's answer to a taken name, shown at the name field; none: names may repeat. */
  nameTaken?: Message;
}

export type FieldErrors<Input> = Partial<Record<keyof Input & string, string | null>>;

export interface FieldsProps<Input> {
  draft: Input;
  set: (patch: Partial<Input>) => void;
  /** What to show at each field (null: nothing). */
  errors: FieldErrors<Input>;
  organizationId: number;
}

/**
 * One kind of the organization's rows (permissions, roles, limits, known clients...) as its
 * page shows and edits them: list, create, edit, delete the selected ones.
 */
export interface ResourceKind<Entity, Input> {
  /** The module that has the kind, and the kind's name in it: drafts and notes are named so. */
  module: string;
  name: string;
  /** The query key of the organization's list. */
  key: (organizationId: number) => readonly unknown[];
  list: (organizationId: number) => Promise<Entity[]>;
  save: (organizationId: number, id: number | null, input: Input) => Promise<unknown>;
  remove: (organizationId: number, ids: readonly number[]) => Promise<DeleteByIdResult>;
  /** The most ids one delete request may name. */
  deleteBatch: number;
  idOf: (entity: Entity) => number;
  /** The row's name: its edit button and the failures of a delete say it. */
  labelOf: (entity: Entity) => string;
  emptyInput: Input;
  toInput: (entity: Entity) => Input;
  isInput: (value: unknown) => value is Input;
  validate: (t: Translate, input: Input) => FieldErrors<Input>;
  Fields: (props: FieldsProps<Input>) => ReactNode;
  /**
   * The columns after the selection and the name (which opens the edit form); with `Details`,
   * after the name and before the details button.
   */
  columns: (t: Translate) => VirtualColumn<Entity>[];
  messages: ResourceMessages;
  /**
   * A row in full. Given, each row has a details button instead: the details open in a drawer
   * (titled by the row's name) that holds Edit and Delete (one row, its name in the
   * confirmation), and rows are not selected.
   */
  Details?: (props: { entity: Entity }) => ReactNode;
  /**
   * Whether the form opens offline (what is typed kept until the server is back; the default).
   * False: creating and editing are disabled offline too, saying why (the form needs the
   * server's current lists).
   */
  formsOffline?: boolean;
}

/** The rows chosen for deleting: the page's own, or kept by the module across pages. */
export interface ResourceSelection {
  selected: readonly number[];
  toggle: (id: number, on: boolean) => void;
  /** Exactly these chosen (after a delete: those it could not delete). */
  select: (ids: readonly number[]) => void;
}
