import {
  Autocomplete,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Stack,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../shared/api';
import {
  FEATURE_ERRORS,
  FEATURE_FLAGS,
  FEATURE_KEY_PATTERN,
  FEATURE_LIMITS,
  type FeatureDefinition,
} from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { QueryError, commonMessages } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { featuresMessages as m } from './messages';
import { useChangeFeature } from './queries';

interface Draft {
  key: string;
  name: string;
  description: string;
  enabled: boolean;
  organizations: string[];
  allOrganizations: boolean;
}

const isDraft = (value: unknown): value is Draft => {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    ['key', 'name', 'description'].every((key) => typeof draft[key] === 'string') &&
    typeof draft.enabled === 'boolean' &&
    typeof draft.allOrganizations === 'boolean' &&
    Array.isArray(draft.organizations) &&
    draft.organizations.every((id) => typeof id === 'string')
  );
};

const draftOf = (feature: FeatureDefinition | null): Draft => ({
  key: feature?.key ?? '',
  name: feature?.name ?? '',
  description: feature?.description ?? '',
  enabled: feature?.enabled ?? true,
  organizations: (feature?.organizations ?? []).map(String),
  allOrganizations: feature?.allOrganizations ?? false,
});

interface FeatureFormProps {
  /** The feature edited; null creates one. */
  feature: FeatureDefinition | null;
  /** Organizations to choose from, by id. */
  organizations: { value: string; label: string }[];
  takenKeys: readonly string[];
  onDone: (feature: FeatureDefinition) => void;
  onCancel: () => void;
}

/**
 * Creates or edits a feature (spec 2.4): key (on create), name, description, enabled, the
 * organizations it is on for, or all of them. What is typed survives a reload.
 */
export function FeatureForm({
  feature,
  organizations,
  takenKeys,
  onDone,
  onCancel,
}: FeatureFormProps) {
  const t = useT();
  const change = useChangeFeature();
  const noteId = 'feature-form-offline-note';
  const needsServer = useNeedsServer(noteId);
  const [draft, setDraft, discardDraft] = useDraft(
    `settings.feature.${feature?.key ?? 'new'}`,
    draftOf(feature),
    isDraft,
  );
  const [submitted, setSubmitted] = useState(false);
  const serverMessage = change.error instanceof ApiError ? change.error.serverMessage : null;
  const errors = {
    key: !draft.key.trim()
      ? t(m.required)
      : !new RegExp(FEATURE_KEY_PATTERN).test(draft.key.trim())
        ? t(m.keyFormat)
        : undefined,
    name: !draft.name.trim()
      ? t(m.required)
      : draft.name.trim().length > FEATURE_LIMITS.name
        ? t(m.tooLong, { max: FEATURE_LIMITS.name })
        : undefined,
    description:
      draft.description.trim().length > FEATURE_LIMITS.description
        ? t(m.tooLong, { max: FEATURE_LIMITS.description })
        : undefined,
  };
  const shown = (error: string | undefined) => (submitted ? error : undefined);
  const nameTaken = serverMessage === FEATURE_ERRORS.nameTaken ? t(m.nameTaken) : undefined;
  const keyTaken = serverMessage === FEATURE_ERRORS.keyTaken ? t(m.keyTaken) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (needsServer.disabled || errors.name || errors.description) return;
    if (!feature && errors.key) return;
    const definition: FeatureDefinition = {
      key: feature?.key ?? draft.key.trim(),
      name: draft.name.trim(),
      description: draft.description.trim(),
      enabled: draft.enabled,
      organizations: draft.organizations.map(Number),
      allOrganizations: draft.allOrganizations,
    };
    change.mutate(
      { kind: feature ? 'update' : 'create', feature: definition },
      {
        onSuccess: () => {
          discardDraft();
          onDone(definition);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {feature ? (
          <TextInput label={t(m.key)} value={feature.key} readOnly />
        ) : (
          <Autocomplete
            label={t(m.key)}
            required
            value={draft.key}
            data={FEATURE_FLAGS.filter((flag) => !takenKeys.includes(flag))}
            onChange={(key) => setDraft({ ...draft, key })}
            error={keyTaken ?? shown(errors.key)}
          />
        )}
        <TextInput
          label={t(m.name)}
          required
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={nameTaken ?? shown(errors.name)}
        />
        <Textarea
          label={t(m.description)}
          autosize
          minRows={2}
          value={draft.description}
          onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
          error={shown(errors.description)}
        />
        <Checkbox
          label={t(m.enabled)}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
        />
        <Checkbox
          label={t(m.allOrganizations)}
          checked={draft.allOrganizations}
          onChange={(event) =>
            setDraft({ ...draft, allOrganizations: event.currentTarget.checked })
          }
        />
        <MultiSelect
          label={t(m.organizations)}
          data={organizations}
          value={draft.organizations}
          disabled={draft.allOrganizations}
          searchable
          onChange={(ids) => setDraft({ ...draft, organizations: ids })}
        />
        {change.isError && !nameTaken && !keyTaken && (
          <QueryError error={change.error} title={m.saveFailed} />
        )}
        <NeedsServerNote id={noteId} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              discardDraft();
              onCancel();
            }}
          >
            {t(commonMessages.cancel)}
          </Button>
          <Button type="submit" loading={change.isPending} {...needsServer}>
            {t(feature ? commonMessages.save : m.create)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
