import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api';
import {
  ORGANIZATION_TYPES,
  OWNER_ORGANIZATION_ID,
  type Organization,
} from '../../../shared/contracts';
import { OWNER_ONLY_ORGANIZATION_FIELDS } from '../../../shared/contracts/organizations';
import { useT } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { QueryError } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import {
  organizationFieldMessages as fields,
  organizationsMessages as m,
  organizationTypeMessages,
} from './messages';
import {
  draftErrors,
  draftOf,
  inputOf,
  isOrganizationDraft,
  serverFieldError,
  type DraftField,
} from './organizationDraft';
import { organizationsQueries, useSaveOrganization } from './queries';
import { CancelSave } from '../../../shared/ui/overlays';

const OFFLINE_NOTE_ID = 'organization-form-offline-note';
const OWNER_ONLY: readonly DraftField[] = OWNER_ONLY_ORGANIZATION_FIELDS;
const ADDRESS_FIELDS = ['streetName', 'streetNumber', 'postalCode', 'place', 'country'] as const;
const REGISTRY_FIELDS = ['registrar', 'registrationId', 'email', 'phoneNumber'] as const;

interface OrganizationFormProps {
  /** The organization edited; null creates one. */
  organization: Organization | null;
  owner: boolean;
  onSaved: (saved: Organization) => void;
  onCancel: () => void;
}

/**
 * Creates or edits an organization (spec 3.4). What is typed survives a reload (a draft per
 * organization) until it is saved or cancelled. An admin who is not an owner sees what only an
 * owner may change, disabled. Offline, saving is disabled and says why.
 */
export function OrganizationForm({
  organization,
  owner,
  onSaved,
  onCancel,
}: OrganizationFormProps) {
  const t = useT();
  const id = organization?.organizationId ?? null;
  const save = useSaveOrganization(id);
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const [draft, setDraft, discardDraft] = useDraft(
    `settings.organization.${id ?? 'new'}`,
    draftOf(organization),
    isOrganizationDraft,
  );
  const [submitted, setSubmitted] = useState(false);
  const parents = useInfiniteQuery({ ...organizationsQueries.list(''), enabled: owner });
  const errors = draftErrors(t, draft);
  const refused =
    save.error instanceof ApiError
      ? serverFieldError(t, save.error.serverMessage ?? undefined)
      : null;
  const errorOf = (field: DraftField) =>
    (refused?.field === field ? refused.message : undefined) ??
    (submitted ? errors[field] : undefined);
  const locked = (field: DraftField) => !owner && OWNER_ONLY.includes(field);
  const text = (
    field:
      | (typeof ADDRESS_FIELDS)[number]
      | (typeof REGISTRY_FIELDS)[number]
      | 'name'
      | 'shortName'
      | 'tenantId',
  ) => (
    <TextInput
      key={field}
      label={t(fields[field])}
      name={field}
      required={field === 'name' || field === 'shortName'}
      value={draft[field]}
      disabled={locked(field)}
      onChange={(event) => setDraft({ ...draft, [field]: event.currentTarget.value })}
      error={errorOf(field)}
    />
  );
  const parentOptions = [
    { value: '', label: t(m.noParent) },
    ...(parents.data?.pages.flatMap((page) => page.organizations) ?? [])
      .filter((candidate) => candidate.organizationId !== id)
      .map((candidate) => ({ value: String(candidate.organizationId), label: candidate.name })),
  ];
  if (draft.parentId && !parentOptions.some((option) => option.value === draft.parentId)) {
    parentOptions.push({ value: draft.parentId, label: draft.parentId });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (needsServer.disabled || Object.keys(errors).length > 0) return;
    save.mutate(inputOf(draft), {
      onSuccess: (saved) => {
        discardDraft();
        onSaved(saved);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={760}>
        {!owner && (
          <Text size="sm" c="dimmed">
            {t(m.ownerOnlyNote)}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {text('name')}
          {text('shortName')}
          <NativeSelect
            label={t(fields.type)}
            name="type"
            value={draft.type}
            disabled={locked('type') || id === OWNER_ORGANIZATION_ID}
            data={ORGANIZATION_TYPES.filter(
              (type) => type !== 'owner' || id === OWNER_ORGANIZATION_ID,
            ).map((type) => ({ value: type, label: t(organizationTypeMessages[type]) }))}
            onChange={(event) =>
              setDraft({ ...draft, type: event.currentTarget.value as typeof draft.type })
            }
          />
          <NativeSelect
            label={t(fields.parentId)}
            name="parentId"
            value={draft.parentId}
            disabled={locked('parentId') || id === OWNER_ORGANIZATION_ID}
            data={parentOptions}
            onChange={(event) => setDraft({ ...draft, parentId: event.currentTarget.value })}
          />
          {text('tenantId')}
          {ADDRESS_FIELDS.map(text)}
          {REGISTRY_FIELDS.map(text)}
        </SimpleGrid>
        <Checkbox
          label={t(fields.managementApiEnabled)}
          checked={draft.managementApiEnabled}
          disabled={locked('managementApiEnabled')}
          onChange={(event) =>
            setDraft({ ...draft, managementApiEnabled: event.currentTarget.checked })
          }
        />
        {save.isError && !refused && <QueryError error={save.error} title={m.saveFailed} />}
        <NeedsServerNote id={OFFLINE_NOTE_ID} />
        <Group justify="flex-end" gap="sm">
          <CancelSave
            onCancel={() => {
              discardDraft();
              onCancel();
            }}
            saving={save.isPending}
            needsServer={needsServer}
          />
        </Group>
      </Stack>
    </form>
  );
}
