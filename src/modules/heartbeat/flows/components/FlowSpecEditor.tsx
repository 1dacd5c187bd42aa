import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import type { FlowSpec } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { commonMessages } from '../../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { checkSpecText, editOf, specText } from '../lib/specDraft';
import { useFlowSpecSave } from '../queries';
import { specEditMessages as m } from '../specEditMessages';
import { SpecHints } from './SpecHints';
import { SpecIssues } from './SpecIssues';

const SpecEditor = lazy(() =>
  import('./SpecEditor').then((module) => ({ default: module.SpecEditor })),
);
const SpecDiff = lazy(() => import('./SpecDiff').then((module) => ({ default: module.SpecDiff })));

interface SpecDraft {
  text: string;
  /** The spec version the draft was started from. */
  version: number;
}

const isSpecDraft = (value: unknown): value is SpecDraft | null =>
  value === null ||
  (typeof value === 'object' &&
    typeof (value as SpecDraft).text === 'string' &&
    typeof (value as SpecDraft).version === 'number');

/**
 * Editing a flow spec (flowSpecEdit, Deployer): JSON checked against the spec's schema as it is
 * typed, a diff against the deployed spec before saving. The draft stays across a reload.
 */
export function FlowSpecEditor({
  org,
  spec,
  children,
}: {
  org: number;
  spec: FlowSpec;
  /** The spec's read-only views, shown while there is no draft. */
  children: ReactNode;
}) {
  const t = useT();
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const deployed = useMemo(() => specText(editOf(spec)), [spec]);
  const [draft, setDraft, dropDraft] = useDraft<SpecDraft | null>(
    `flow-spec.${org}.${spec.id}`,
    null,
    isSpecDraft,
  );
  const [reviewing, setReviewing] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useFlowSpecSave(org, spec.id);
  const result = useMemo(() => (draft ? checkSpecText(draft.text) : null), [draft]);
  const changed = draft !== null && draft.text !== deployed;

  const discard = () => {
    setDraft(null);
    dropDraft();
    save.reset();
  };

  if (!draft) {
    return (
      <Stack gap="md">
        <Group gap="sm">
          <Button
            variant="light"
            onClick={() => {
              setSaved(false);
              setDraft({ text: deployed, version: spec.specVersion });
            }}
          >
            {t(m.edit)}
          </Button>
          {saved && (
            <Text size="sm" c="teal" role="status">
              {t(m.saved)}
            </Text>
          )}
        </Group>
        {children}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(m.draftKept)}
      </Text>
      {draft.version !== spec.specVersion && (
        <Alert color="yellow">{t(m.staleDraft, { version: spec.specVersion })}</Alert>
      )}
      <Suspense fallback={<Skeleton height={300} />}>
        <SpecEditor
          initial={draft.text}
          label={t(m.editorLabel)}
          onChange={(text) => setDraft({ text, version: draft.version })}
        />
      </Suspense>
      {result && <SpecIssues result={result} />}
      {!changed && (
        <Text size="sm" c="dimmed">
          {t(m.unchanged)}
        </Text>
      )}
      <SpecHints />
      <Group gap="sm">
        <Button disabled={!result?.ok || !changed} onClick={() => setReviewing(true)}>
          {t(m.review)}
        </Button>
        <Button variant="default" onClick={discard}>
          {t(m.discard)}
        </Button>
      </Group>
      <ModalDialog
        opened={reviewing}
        onClose={() => setReviewing(false)}
        title={t(m.diffTitle)}
        size="xl"
      >
        <Stack gap="sm">
          <Suspense fallback={<Skeleton height={300} />}>
            <SpecDiff deployed={deployed} draft={draft.text} label={t(m.diffLabel)} />
          </Suspense>
          {save.isError && (
            <Alert color="red" role="alert" title={t(m.saveFailed)}>
              {save.error.message}
            </Alert>
          )}
          <NeedsServerNote id={noteId} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setReviewing(false)}>
              {t(commonMessages.cancel)}
            </Button>
            <Button
              {...needsServer}
              disabled={needsServer.disabled || !result?.ok}
              loading={save.isPending}
              onClick={() => {
                if (!result?.ok) return;
                save.mutate(result.edit, {
                  onSuccess: () => {
                    setReviewing(false);
                    discard();
                    setSaved(true);
                  },
                });
              }}
            >
              {t(m.save)}
            </Button>
          </Group>
        </Stack>
      </ModalDialog>
    </Stack>
  );
}
