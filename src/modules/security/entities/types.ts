import type { ReactNode } from 'react';
import type { DeleteByIdResult } from '../../../shared/contracts';
import type { Message, Translate } from '../../../shared/i18n';
import type { VirtualColumn } from '../../../shared/ui/table';

/** What a kind's page says; the words every kind shares are in `entityMessages`. */
export interface EntityMessages {
  heading: Message;
  table: Message;
  create: Message;
  createTitle: Message;
  editTitle: Message;
  empty: Message;
  confirmTitle: Message;
  /** With `{count}`. */
  confirmText: Message;
  /** With `{count}`. */
  deleted: Message;
  /** With `{names}`. */
  deletedWithErrors: Message;
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
 * One kind of the organization's rows (permissions, roles, limits...) as its page shows and
 * edits them: list, create, edit, delete the selected ones.
 */
export interface EntityKind<Entity, Input> {
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
  /** The draft's storage name within the module (the kind's, with the row's id). */
  draftName: string;
  emptyInput: Input;
  toInput: (entity: Entity) => Input;
  isInput: (value: unknown) => value is Input;
  validate: (t: Translate, input: Input) => FieldErrors<Input>;
  Fields: (props: FieldsProps<Input>) => ReactNode;
  /** The columns after the selection and the name (which opens the edit form). */
  columns: (t: Translate) => VirtualColumn<Entity>[];
  messages: EntityMessages;
}
