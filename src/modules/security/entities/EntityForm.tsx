import { Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api';
import { useT } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { QueryError } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useSaveEntity } from './queries';
import type { EntityKind, FieldErrors } from './types';
import { CancelSave } from '../../../shared/ui/overlays';

interface EntityFormProps<Entity, Input> {
  kind: EntityKind<Entity, Input>;
  organizationId: number;
  /** The one being edited; null for a new one. */
  entity: Entity | null;
  onDone: () => void;
}

/**
 * Create or edit a row of a kind. What is typed is kept as a draft through a reload and going
 * offline (saving is disabled offline, saying why); a taken name shows at the name field.
 */
export function EntityForm<Entity, Input>({
  kind,
  organizationId,
  entity,
  onDone,
}: EntityFormProps<Entity, Input>) {
  const t = useT();
  const { Fields } = kind;
  const save = useSaveEntity(kind, organizationId);
  const noteId = `security-${kind.draftName}-offline-note`;
  const needsServer = useNeedsServer(noteId);
  const id = entity === null ? null : kind.idOf(entity);
  const [draft, setDraft, discardDraft] = useDraft<Input>(
    `security.${organizationId}.${kind.draftName}.${id ?? 'new'}`,
    entity === null ? kind.emptyInput : kind.toInput(entity),
    kind.isInput,
  );
  const [submitted, setSubmitted] = useState(false);
  const errors = kind.validate(t, draft);
  const invalid = Object.values(errors).some(Boolean);
  const nameTaken =
    kind.messages.nameTaken && save.error instanceof ApiError && save.error.status === 409;
  const shown: FieldErrors<Input> = submitted ? { ...errors } : {};
  // What is wrong with the name as typed comes first; else the server's answer to the last save.
  const named = shown as Record<string, string | null | undefined>;
  if (nameTaken && kind.messages.nameTaken && !named.name) {
    named.name = t(kind.messages.nameTaken);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (needsServer.disabled || invalid) return;
    save.mutate(
      { id, input: draft },
      {
        onSuccess: () => {
          discardDraft();
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Fields
          draft={draft}
          set={(patch) => setDraft({ ...draft, ...patch })}
          errors={shown}
          organizationId={organizationId}
        />
        {save.isError && !nameTaken && (
          <QueryError
            error={save.error}
            title={entity ? kind.messages.editFailed : kind.messages.createFailed}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <CancelSave onCancel={onDone} saving={save.isPending} needsServer={needsServer} />
        </Group>
        <NeedsServerNote id={noteId} />
      </Stack>
    </form>
  );
}
