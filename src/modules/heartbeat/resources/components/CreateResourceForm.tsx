import { Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../../shared/api';
import {
  RESOURCE_ID_PATTERN,
  type ResourceSummary,
  type ResourceType,
} from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { useConsoleSession } from '../../../../shared/session';
import { FormActions } from '../../../../shared/ui/overlays';
import { draftKeys, EMPTY_NEW_RESOURCE, isNewResourceDraft } from '../lib/drafts';
import { resourceMessages as m } from '../messages';
import { useCreateResource } from '../queries';
import { FileToText } from './FileToText';

const ID_RULE = new RegExp(RESOURCE_ID_PATTERN);

interface CreateResourceFormProps {
  org: number;
  types: readonly ResourceType[];
  existing: readonly ResourceSummary[];
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
  onDone: () => void;
}

/** A new resource at revision 1; kept as a draft until it is created. */
export function CreateResourceForm({
  org,
  types,
  existing,
  needsServer,
  onDone,
}: CreateResourceFormProps) {
  const t = useT();
  const { user } = useConsoleSession();
  const [draft, setDraft, discard] = useDraft(
    draftKeys.newResource(user.userId, org),
    EMPTY_NEW_RESOURCE,
    isNewResourceDraft,
  );
  const [tried, setTried] = useState(false);
  const create = useCreateResource(org);
  const taken =
    existing.some((r) => r.type === draft.type && r.id === draft.id) ||
    (isApiError(create.error) && create.error.status === 409);
  const idError = !draft.id
    ? tried && t(m.required)
    : !ID_RULE.test(draft.id)
      ? t(m.idRule)
      : taken && t(m.idTaken);
  const set = (patch: Partial<typeof draft>) => {
    if (create.isError) create.reset();
    setDraft({ ...draft, ...patch });
  };

  const submit = () => {
    setTried(true);
    if (!draft.type || !draft.id || !ID_RULE.test(draft.id) || taken || !draft.shortDescription) {
      return;
    }
    create.mutate(draft, {
      onSuccess: () => {
        setDraft(EMPTY_NEW_RESOURCE);
        discard();
        onDone();
      },
    });
  };

  return (
    <Stack gap="sm">
      <Select
        label={t(m.type)}
        data={types.map((type) => ({ value: type.type, label: type.name }))}
        value={draft.type || null}
        onChange={(value) => set({ type: value ?? '' })}
        error={tried && !draft.type && t(m.required)}
        required
      />
      <TextInput
        label={t(m.id)}
        value={draft.id}
        onChange={(event) => set({ id: event.currentTarget.value })}
        error={idError || undefined}
        required
        maxLength={100}
      />
      <TextInput
        label={t(m.shortDescription)}
        value={draft.shortDescription}
        onChange={(event) => set({ shortDescription: event.currentTarget.value })}
        error={tried && !draft.shortDescription && t(m.required)}
        required
        maxLength={200}
      />
      <Textarea
        label={t(m.description)}
        value={draft.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
        autosize
        minRows={2}
        maxLength={4000}
      />
      <TextInput
        label={t(m.changeComment)}
        value={draft.changeComment}
        onChange={(event) => set({ changeComment: event.currentTarget.value })}
        maxLength={500}
      />
      <Textarea
        label={t(m.content)}
        value={draft.content}
        onChange={(event) => set({ content: event.currentTarget.value })}
        autosize
        minRows={6}
        maxRows={16}
        styles={{ input: { fontFamily: 'monospace' } }}
      />
      <FileToText onText={(content) => set({ content })} />
      <FormActions
        failure={create.isError && !taken ? create : null}
        failedTitle={m.createFailed}
        onCancel={onDone}
        onSave={submit}
        saving={create.isPending}
        needsServer={needsServer}
      />
    </Stack>
  );
}
