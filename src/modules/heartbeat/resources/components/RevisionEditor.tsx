import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { describeError } from '../../../../shared/api';
import type { ResourceRevision } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { useConsoleSession } from '../../../../shared/session';
import { heartbeatPaths } from '../../paths';
import { draftKeys, isRevisionDraft, type RevisionDraft } from '../lib/drafts';
import { resourceMessages as m } from '../messages';
import { useAddRevision } from '../queries';
import { ContentEditor } from './ContentEditor';
import { FileToText } from './FileToText';

interface RevisionEditorProps {
  org: number;
  revision: ResourceRevision;
  language: 'json' | 'xml' | 'text';
  canEdit: boolean;
  query: string;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

const invalidJson = (text: string) => {
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
};

/**
 * The revision's content; a Deployer edits it (or uploads a file) and saves the result as a new
 * revision on top of the latest. What was typed is a draft that survives a reload.
 */
export function RevisionEditor({
  org,
  revision,
  language,
  canEdit,
  query,
  needsServer,
}: RevisionEditorProps) {
  const t = useT();
  const { user } = useConsoleSession();
  const [, navigate] = useLocation();
  const [draft, setDraft, discardDraft] = useDraft<RevisionDraft | null>(
    draftKeys.revision(user.userId, org, revision.type, revision.id),
    null,
    isRevisionDraft,
  );
  const [uploaded, setUploaded] = useState<string | null>(null);
  const save = useAddRevision(org, revision.type, revision.id);
  const mine = draft !== null && draft.fromRevision === revision.revision ? draft : null;
  const edit = (patch: Partial<RevisionDraft>) =>
    setDraft({
      ...(mine ?? {
        fromRevision: revision.revision,
        baseRevision: revision.latestRevision,
        shortDescription: revision.shortDescription,
        description: revision.description,
        changeComment: '',
        content: revision.content,
      }),
      ...patch,
    });
  const discard = () => {
    setDraft(null);
    discardDraft();
    setUploaded(null);
    save.reset();
  };
  const badJson = mine !== null && language === 'json' && invalidJson(mine.content);

  const submit = () => {
    if (!mine || badJson) return;
    const { fromRevision: _from, ...input } = mine;
    void _from;
    save.mutate(input, {
      onSuccess: (saved) => {
        discard();
        navigate(heartbeatPaths.resource(saved.type, saved.id, saved.revision, query));
      },
    });
  };

  return (
    <Stack gap="sm">
      {draft && !mine && (
        <Alert color="yellow">
          <Anchor
            component={Link}
            href={heartbeatPaths.resource(revision.type, revision.id, draft.fromRevision, query)}
          >
            {t(m.draftNote, { revision: draft.fromRevision })}
          </Anchor>
        </Alert>
      )}
      {mine && (
        <Text size="sm" c="dimmed" role="status">
          {t(m.draftNote, { revision: mine.fromRevision })}
        </Text>
      )}
      <ContentEditor
        value={mine?.content ?? revision.content}
        onChange={(content) => edit({ content })}
        editable={canEdit}
        language={language}
        label={t(m.editorLabel, { id: revision.id })}
      />
      {badJson && (
        <Text size="sm" c="red" role="alert">
          {t(m.invalidJson)}
        </Text>
      )}
      {canEdit && (
        <>
          <FileToText
            onText={(content, file) => {
              edit({ content, changeComment: mine?.changeComment || file });
              setUploaded(file);
            }}
          />
          {uploaded && <Text size="sm">{t(m.uploaded, { file: uploaded })}</Text>}
          {mine && (
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                label={t(m.shortDescription)}
                value={mine.shortDescription}
                onChange={(event) => edit({ shortDescription: event.currentTarget.value })}
                maxLength={200}
                style={{ flex: 1, minWidth: 200 }}
              />
              <TextInput
                label={t(m.changeComment)}
                value={mine.changeComment}
                onChange={(event) => edit({ changeComment: event.currentTarget.value })}
                maxLength={500}
                style={{ flex: 1, minWidth: 200 }}
              />
            </Group>
          )}
          {save.isError && (
            <Alert color="red" role="alert" title={t(m.saveFailed)}>
              {describeError(save.error, t)}
            </Alert>
          )}
          {mine && (
            <Group gap="sm">
              <Button
                onClick={submit}
                loading={save.isPending}
                {...needsServer}
                disabled={needsServer.disabled || badJson || !mine.shortDescription}
              >
                {t(m.saveRevision)}
              </Button>
              <Button variant="default" onClick={discard}>
                {t(m.discardDraft)}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
