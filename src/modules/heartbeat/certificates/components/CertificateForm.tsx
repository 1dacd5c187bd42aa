import { Button, FileButton, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import {
  CERTIFICATE_CONTENT_MAX,
  CERTIFICATE_NAME_MAX,
  PEM_CERTIFICATE,
  type Certificate,
  type CertificateInput,
} from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useDraft } from '../../../../shared/lib';
import { QueryError } from '../../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { certificateMessages as m } from '../messages';
import { useSaveCertificate } from '../queries';
import { CancelSave } from '../../../../shared/ui/overlays';

interface CertificateFormProps {
  org: number;
  userId: number;
  /** The certificate edited; null to add one. */
  editing: Certificate | null;
  onDone: () => void;
}

const isInput = (value: unknown): value is CertificateInput =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CertificateInput).name === 'string' &&
  (value as CertificateInput).name.length <= CERTIFICATE_NAME_MAX &&
  typeof (value as CertificateInput).content === 'string' &&
  (value as CertificateInput).content.length <= CERTIFICATE_CONTENT_MAX;

const OFFLINE_NOTE = 'certificate-form-offline-note';

/** Name and PEM content (typed, pasted or read from a file); what is typed survives a reload. */
export function CertificateForm({ org, userId, editing, onDone }: CertificateFormProps) {
  const t = useT();
  const save = useSaveCertificate(org);
  const needsServer = useNeedsServer(OFFLINE_NOTE);
  const [draft, setDraft, discardDraft] = useDraft<CertificateInput>(
    `user.${userId}.heartbeat.certificate.${org}.${editing?.certificateId ?? 'new'}`,
    { name: editing?.name ?? '', content: editing?.content ?? '' },
    isInput,
  );
  const [submitted, setSubmitted] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const nameError = draft.name.trim() === '' ? t(m.required) : null;
  const contentError =
    draft.content.trim() === ''
      ? t(m.required)
      : PEM_CERTIFICATE.test(draft.content)
        ? null
        : t(m.notPem);

  const readFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > CERTIFICATE_CONTENT_MAX) {
      setFileError(t(m.fileTooLarge));
      return;
    }
    setFileError(null);
    setDraft({ ...draft, content: await file.text() });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (nameError || contentError) return;
    save.mutate(
      {
        id: editing?.certificateId ?? null,
        input: { name: draft.name.trim(), content: draft.content },
      },
      {
        onSuccess: () => {
          discardDraft();
          onDone();
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t(m.edit, { name: editing.name }) : t(m.create)}
    >
      <Stack gap="sm">
        <TextInput
          label={t(m.name)}
          required
          maxLength={CERTIFICATE_NAME_MAX}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
          error={submitted ? nameError : null}
        />
        <Textarea
          label={t(m.content)}
          description={t(m.contentHint)}
          required
          autosize
          minRows={6}
          maxRows={14}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          value={draft.content}
          onChange={(event) => setDraft({ ...draft, content: event.currentTarget.value })}
          error={submitted ? contentError : null}
        />
        <Group gap="xs">
          <FileButton onChange={(file) => void readFile(file)} accept=".pem,.crt,.cer,text/plain">
            {(props) => (
              <Button variant="default" size="xs" {...props}>
                {t(m.file)}
              </Button>
            )}
          </FileButton>
          {fileError && (
            <Text size="sm" c="red" role="alert">
              {fileError}
            </Text>
          )}
        </Group>
        {save.isError && (
          <QueryError error={save.error} title={editing ? m.editFailed : m.createFailed} />
        )}
        <Group justify="flex-end">
          <CancelSave onCancel={onDone} saving={save.isPending} needsServer={needsServer} />
        </Group>
        <NeedsServerNote id={OFFLINE_NOTE} />
      </Stack>
    </form>
  );
}
