import { Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api';
import {
  KNOWN_CLIENT_DESCRIPTION_MAX,
  KNOWN_CLIENT_NAME_MAX,
  KNOWN_CLIENT_NOTATION_MAX,
  type KnownClient,
  type KnownClientInput,
} from '../../../shared/contracts';
import { useT, type Translate } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { QueryError, commonMessages } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { useSaveKnownClient } from '../queries';
import { knownClientsMessages } from './messages';

const OFFLINE_NOTE_ID = 'known-client-offline-note';

const isInput = (value: unknown): value is KnownClientInput =>
  typeof value === 'object' &&
  value !== null &&
  ['name', 'notation', 'description'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

function fieldError(t: Translate, value: string, max: number, required: boolean) {
  if (required && !value.trim()) return t(knownClientsMessages.required);
  if (value.length > max) return t(knownClientsMessages.tooLong, { max });
  return null;
}

interface KnownClientFormProps {
  organizationId: number;
  /** The one being edited; null for a new one. */
  client: KnownClient | null;
  onDone: () => void;
}

/**
 * Create or edit a known client. What is typed is kept as a draft through a reload and going
 * offline (saving is disabled offline, saying why). A name the organization already has is
 * shown at the name field (spec 5).
 */
export function KnownClientForm({ organizationId, client, onDone }: KnownClientFormProps) {
  const t = useT();
  const save = useSaveKnownClient(organizationId);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [draft, setDraft, discardDraft] = useDraft<KnownClientInput>(
    `security.${organizationId}.knownClient.${client?.knownClientId ?? 'new'}`,
    {
      name: client?.name ?? '',
      notation: client?.notation ?? '',
      description: client?.description ?? '',
    },
    isInput,
  );
  const [submitted, setSubmitted] = useState(false);
  const errors = {
    name: fieldError(t, draft.name, KNOWN_CLIENT_NAME_MAX, true),
    notation: fieldError(t, draft.notation, KNOWN_CLIENT_NOTATION_MAX, true),
    description: fieldError(t, draft.description, KNOWN_CLIENT_DESCRIPTION_MAX, false),
  };
  const nameTaken = save.error instanceof ApiError && save.error.status === 409;
  const show = (error: string | null) => (submitted ? error : null);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (needsServer.disabled || errors.name || errors.notation || errors.description) return;
    save.mutate(
      { knownClientId: client?.knownClientId ?? null, input: draft },
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
        <TextInput
          label={t(knownClientsMessages.columnName)}
          required
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={nameTaken ? t(knownClientsMessages.nameTaken) : show(errors.name)}
        />
        <TextInput
          label={t(knownClientsMessages.columnNotation)}
          required
          value={draft.notation}
          onChange={(event) => setDraft({ ...draft, notation: event.currentTarget.value })}
          error={show(errors.notation)}
        />
        <Textarea
          label={t(knownClientsMessages.columnDescription)}
          autosize
          minRows={2}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          error={show(errors.description)}
        />
        {save.isError && !nameTaken && (
          <QueryError
            error={save.error}
            title={client ? knownClientsMessages.editFailed : knownClientsMessages.createFailed}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t(commonMessages.cancel)}
          </Button>
          <Button type="submit" loading={save.isPending} {...needsServer}>
            {t(commonMessages.save)}
          </Button>
        </Group>
        <NeedsServerNote id={OFFLINE_NOTE_ID} />
      </Stack>
    </form>
  );
}
