import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import { Fragment, useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api';
import { useT } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { QueryError } from '../../../shared/ui';
import { CancelSave, ConfirmDialog } from '../../../shared/ui/overlays';
import { useConfirmAndRun } from '../../../shared/ui/resource';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useDeleteIdpItem, useSaveIdpItem } from '../queries';
import { draftOf, inputOf, problemsOf } from './form-values';
import { LDAP_LIST, type IdpDraft, type IdpField, type IdpItem, type IdpList } from './lists';
import { MappingApproval } from './MappingApproval';
import { authenticationMessages as m } from './messages';

const OFFLINE_NOTE_ID = 'idp-form-offline-note';

const isDraft = (value: unknown): value is IdpDraft =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'boolean');

interface IdpFormProps {
  organizationId: number;
  list: IdpList;
  /** The row being edited; null for a new one. */
  item: IdpItem | null;
  /** The organization's LDAP authenticators, for a mapping's choice. */
  authenticators: readonly IdpItem[];
  onDone: () => void;
}

/**
 * Create or edit a row of an authentication list. What is typed is kept as a draft through a
 * reload and going offline, except secrets, which are held in memory only and never shown
 * back: a stored one is said to be set, kept when left empty, or removed on request.
 */
export function IdpForm({ organizationId, list, item, authenticators, onDone }: IdpFormProps) {
  const t = useT();
  const id = item ? Number(item[list.idKey]) : null;
  const save = useSaveIdpItem(organizationId, list.path);
  const remove = useDeleteIdpItem(organizationId, list.path);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [draft, setDraft, discardDraft] = useDraft<IdpDraft>(
    `security.${organizationId}.${list.path}.${id ?? 'new'}`,
    draftOf(list, item),
    isDraft,
  );
  const [secrets, setSecrets] = useState<Record<string, string | undefined>>({});
  const [submitted, setSubmitted] = useState(false);
  const deletion = useConfirmAndRun((rowId: number) => remove.mutate(rowId, { onSuccess: onDone }));
  const problems = problemsOf(list, draft);
  const conflict = save.error instanceof ApiError && save.error.status === 409;
  const firstKey = list.fields[0]?.key;

  function problemOf(field: IdpField) {
    if (conflict && field.key === firstKey) return save.error?.message;
    const problem = submitted ? problems[field.key] : undefined;
    return problem ? t(problem, { max: 'max' in field ? field.max : 0 }) : undefined;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (needsServer.disabled || Object.keys(problems).length > 0) return;
    save.mutate(
      { id, input: inputOf(list, draft, secrets) },
      {
        onSuccess: () => {
          discardDraft();
          onDone();
        },
      },
    );
  }

  function field(f: IdpField) {
    const set = (value: string | boolean) => setDraft({ ...draft, [f.key]: value });
    const text = typeof draft[f.key] === 'string' ? (draft[f.key] as string) : '';
    const common = { label: t(f.label), error: problemOf(f) };
    switch (f.kind) {
      case 'switch':
        return (
          <Switch
            {...common}
            checked={draft[f.key] === true}
            onChange={(e) => set(e.currentTarget.checked)}
          />
        );
      case 'lines':
        return (
          <Textarea
            {...common}
            required
            autosize
            minRows={2}
            value={text}
            onChange={(e) => set(e.currentTarget.value)}
          />
        );
      case 'select':
        return (
          <NativeSelect
            {...common}
            value={text}
            data={f.options.map((o) => ({ value: o.value, label: t(o.label) }))}
            onChange={(e) => set(e.currentTarget.value)}
          />
        );
      case 'authenticator':
        return (
          <NativeSelect
            {...common}
            required
            value={text}
            data={[
              { value: '', label: '' },
              ...authenticators.map((a) => ({
                value: String(a[LDAP_LIST.idKey]),
                label: String(a.name),
              })),
            ]}
            onChange={(e) => set(e.currentTarget.value)}
          />
        );
      case 'secret': {
        const stored = item?.[f.setFlag] === true;
        const removing = secrets[f.key] === '';
        const Input = f.multiline ? Textarea : PasswordInput;
        return (
          <Stack gap={4}>
            <Input
              label={t(f.label)}
              autoComplete="off"
              description={t(stored ? m.secretSet : m.secretUnset)}
              value={removing ? '' : (secrets[f.key] ?? '')}
              disabled={removing}
              onChange={(e) =>
                setSecrets({ ...secrets, [f.key]: e.currentTarget.value || undefined })
              }
            />
            {stored && (
              <Checkbox
                label={t(m.secretRemove)}
                checked={removing}
                onChange={(e) =>
                  setSecrets({ ...secrets, [f.key]: e.currentTarget.checked ? '' : undefined })
                }
              />
            )}
          </Stack>
        );
      }
      default:
        return (
          <TextInput
            {...common}
            required={f.kind === 'text' && f.required}
            inputMode={f.kind === 'number' ? 'numeric' : undefined}
            value={text}
            onChange={(e) => set(e.currentTarget.value)}
          />
        );
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {id !== null && item?.approved === false && (
          <MappingApproval
            organizationId={organizationId}
            mappingId={id}
            needsServer={needsServer}
          />
        )}
        {list.fields.map((f) => (
          <Fragment key={f.key}>{field(f)}</Fragment>
        ))}
        {save.isError && !conflict && <QueryError error={save.error} title={m.saveFailed} />}
        {remove.isError && <QueryError error={remove.error} title={m.deleteFailed} />}
        <Group justify="space-between" gap="sm">
          {id !== null ? (
            <Button color="red" variant="light" onClick={() => deletion.ask(id)} {...needsServer}>
              {t(m.delete)}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <CancelSave onCancel={onDone} saving={save.isPending} needsServer={needsServer} />
          </Group>
        </Group>
        <NeedsServerNote id={OFFLINE_NOTE_ID} />
      </Stack>
      <ConfirmDialog
        {...deletion.dialog}
        title={t(m.confirmTitle, { name: item ? String(item[list.nameKey]) : '' })}
        text={t(m.confirmText)}
        confirmLabel={t(m.delete)}
      />
    </form>
  );
}
