import type { ReactNode } from 'react';
import { MultiSelect, NumberInput, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT, type Message, type Translate } from '../../i18n';
import { useConsoleSession } from '../../session';
import { fieldMessages } from '../messages';
import { resourceMessages } from './messages';
import { TextCell } from './rows';
import type { FieldsProps } from './types';

/** Spec 5's messages for a text: required, and at most `max` characters. */
export function textError(t: Translate, value: string, max: number, required: boolean) {
  if (required && !value.trim()) return t(fieldMessages.required);
  if (value.length > max) return t(fieldMessages.tooLong, { max });
  return null;
}

/** Spec 5's messages for a whole number from `min` to `max`. */
export function numberError(t: Translate, value: number | null, min: number, max: number) {
  if (value === null || Number.isNaN(value)) return t(fieldMessages.required);
  if (!Number.isInteger(value)) return t(fieldMessages.integer);
  if (value < min || value > max) return t(fieldMessages.between, { min, max });
  return null;
}

interface TextFieldProps {
  label: Message;
  value: string;
  onChange: (value: string) => void;
  error: string | null | undefined;
  required?: boolean;
  multiline?: boolean;
  /** A line under the label ("Optional", what the text must look like). */
  description?: Message;
  /** The most characters that can be typed (one past the rule's bound shows its message). */
  maxLength?: number;
  /** The text of a machine (a certificate, a key): over lines, monospace, no spell check. */
  code?: boolean;
}

const CODE_STYLES = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

export function TextField({
  label,
  value,
  onChange,
  error,
  required,
  multiline,
  description,
  maxLength,
  code,
}: TextFieldProps) {
  const t = useT();
  const props = {
    label: t(label),
    description: description && t(description),
    required,
    value,
    error,
    maxLength,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
  };
  if (code) {
    return (
      <Textarea
        autosize
        minRows={4}
        maxRows={12}
        spellCheck={false}
        styles={CODE_STYLES}
        {...props}
      />
    );
  }
  return multiline ? <Textarea autosize minRows={2} {...props} /> : <TextInput {...props} />;
}

/**
 * A row's name (required) and description (over lines), with the kind's own fields that stand
 * between them (`between`).
 */
export function NameAndDescription<Input extends { name: string; description: string }>({
  draft,
  set,
  errors,
  between,
}: FieldsProps<Input> & { between?: ReactNode }) {
  return (
    <>
      <TextField
        label={resourceMessages.columnName}
        required
        value={draft.name}
        onChange={(name) => set({ name } as Partial<Input>)}
        error={errors.name}
      />
      {between}
      <TextField
        label={resourceMessages.columnDescription}
        multiline
        value={draft.description}
        onChange={(description) => set({ description } as Partial<Input>)}
        error={errors.description}
      />
    </>
  );
}

interface NumberFieldProps {
  label: Message;
  value: number | null;
  onChange: (value: number | null) => void;
  error: string | null | undefined;
  min: number;
  max: number;
  required?: boolean;
}

export function NumberField({
  label,
  value,
  onChange,
  error,
  min,
  max,
  required,
}: NumberFieldProps) {
  const t = useT();
  return (
    <NumberInput
      label={t(label)}
      required={required}
      value={value ?? ''}
      min={min}
      max={max}
      allowDecimal={false}
      error={error}
      onChange={(next) => onChange(next === '' ? null : Number(next))}
    />
  );
}

/** The organization's rows to choose from, as a query. */
export interface Options<Option> {
  queryKey: readonly unknown[];
  queryFn: () => Promise<Option[]>;
}

export interface IdsFieldProps<Option> {
  label: Message;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  options: Options<Option>;
  idOf: (option: Option) => number;
  labelOf: (option: Option) => string;
  /** The most ids a row may name (the server's bound). */
  maxValues?: number;
}

/**
 * Choose some of the organization's rows (permissions of a role, user groups of a limit...).
 * Offline, the last list is offered; ids no longer listed stay chosen under their number.
 */
export function IdsField<Option>({
  label,
  value,
  onChange,
  options,
  idOf,
  labelOf,
  maxValues,
}: IdsFieldProps<Option>) {
  const t = useT();
  const list = useQuery(options);
  const listed = (list.data ?? []).map((option) => ({
    value: String(idOf(option)),
    label: labelOf(option),
  }));
  const known = new Set(listed.map((option) => option.value));
  const data = [
    ...listed,
    ...value
      .filter((id) => !known.has(String(id)))
      .map((id) => ({ value: String(id), label: `#${id}` })),
  ];
  return (
    <MultiSelect
      label={t(label)}
      data={data}
      value={value.map(String)}
      searchable
      clearable
      maxValues={maxValues}
      onChange={(ids) => onChange(ids.map(Number))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface LinkedNamesProps<Option> {
  ids: readonly number[];
  /** Said when there are none (a limit for all). */
  none: Message;
  options: (organizationId: number) => Options<Option>;
  idOf: (option: Option) => number;
  labelOf: (option: Option) => string;
}

/** A cell naming the linked rows, from the organization's list (its number if not listed). */
export function LinkedNames<Option>({
  ids,
  none,
  options,
  idOf,
  labelOf,
}: LinkedNamesProps<Option>) {
  const t = useT();
  const organizationId = useConsoleSession().activeRole.organizationId;
  const list = useQuery(options(organizationId));
  const names = new Map((list.data ?? []).map((option) => [idOf(option), labelOf(option)]));
  const text = ids.length === 0 ? t(none) : ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
  return <TextCell text={text} />;
}
