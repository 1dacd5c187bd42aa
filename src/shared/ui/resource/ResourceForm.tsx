import { Group, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../api';
import { useT } from '../../i18n';
import { useDraft } from '../../lib';
import { NeedsServerNote, useNeedsServer } from '../offline';
import { CancelSave } from '../overlays';
import { ActionFeedback } from './ActionFeedback';
import { useSaveResource } from './queries';
import type { FieldErrors, ResourceKind } from './types';

interface ResourceFormProps<Entity, Input> {
  kind: ResourceKind<Entity, Input>;
  organizationId: number;
  /** The one being edited; null for a new one. */
  entity: Entity | null;
  onDone: () => void;
}

/**
 * Create or edit a row of a kind. What is typed is kept as a draft through a reload and going
 * offline (saving is disabled offline, saying why); a taken name shows at the name field.
 */
export function ResourceForm<Entity, Input>({
  kind,
  organizationId,
  entity,
  onDone,
}: ResourceFormProps<Entity, Input>) {
  const t = useT();
  const { Fields } = kind;
  const save = useSaveResource(kind, organizationId);
  const noteId = `${kind.module}-${kind.name}-offline-note`;
  const needsServer = useNeedsServer(noteId);
  const id = entity === null ? null : kind.idOf(entity);
  const [draft, setDraft, discardDraft] = useDraft<Input>(
    `${kind.module}.${organizationId}.${kind.name}Form.${id ?? 'new'}`,
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
        <ActionFeedback
          failure={
            save.isError && !nameTaken
              ? {
                  error: save.error,
                  title: entity ? kind.messages.editFailed : kind.messages.createFailed,
                }
              : null
          }
        />
        <Group justify="flex-end" gap="sm">
          <CancelSave onCancel={onDone} saving={save.isPending} needsServer={needsServer} />
        </Group>
        <NeedsServerNote id={noteId} />
      </Stack>
    </form>
  );
}
