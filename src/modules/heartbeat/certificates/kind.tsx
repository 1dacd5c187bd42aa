import { Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { registryApi } from '../../../shared/api';
import {
  CERTIFICATE_CONTENT_MAX,
  CERTIFICATE_NAME_MAX,
  CERTIFICATES_LIMIT,
  PEM_CERTIFICATE,
  type Certificate,
  type CertificateInput,
} from '../../../shared/contracts';
import { useI18n, useT } from '../../../shared/i18n';
import { fieldMessages } from '../../../shared/ui';
import {
  removeEach,
  resourceMessages,
  sameShape,
  TextCell,
  TextField,
  textError,
  type FieldsProps,
  type ResourceKind,
} from '../../../shared/ui/resource';
import { CellButton, fixedText } from '../../../shared/ui/table';
import { saveBlob } from '../lib/saveBlob';
import { certificateKeys } from './keys';
import { certificateMessages as m } from './messages';

const emptyCertificate: CertificateInput = { name: '', content: '' };

/** Saves the PEM as a file named after the certificate. */
function download(certificate: Certificate) {
  const name = certificate.name.replace(/[^A-Za-z0-9._-]+/g, '_') || 'certificate';
  saveBlob(`${name}.pem`, new Blob([certificate.content], { type: 'application/x-pem-file' }));
}

function DownloadCell({ certificate }: { certificate: Certificate }) {
  const t = useT();
  return (
    <CellButton
      label={t(m.download, { name: certificate.name })}
      onClick={() => download(certificate)}
    >
      {fixedText(t, m.downloadButton)}
    </CellButton>
  );
}

function ValidToCell({ validTo }: { validTo: string }) {
  const { formatDateTime } = useI18n();
  return <TextCell text={formatDateTime(validTo)} />;
}

/** Name and PEM content (typed, pasted or read from a file). */
function CertificateFields({ draft, set, errors }: FieldsProps<CertificateInput>) {
  const t = useT();
  const [fileError, setFileError] = useState<string | null>(null);
  const readFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > CERTIFICATE_CONTENT_MAX) {
      setFileError(t(fieldMessages.fileTooLarge));
      return;
    }
    setFileError(null);
    set({ content: await file.text() });
  };
  return (
    <>
      <TextField
        label={resourceMessages.columnName}
        required
        maxLength={CERTIFICATE_NAME_MAX + 1}
        value={draft.name}
        onChange={(name) => set({ name })}
        error={errors.name}
      />
      <TextField
        label={m.content}
        description={m.contentHint}
        required
        code
        value={draft.content}
        onChange={(content) => set({ content })}
        error={errors.content}
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
    </>
  );
}

/**
 * CA certificates (spec 2.4: name, content, download) the flows of the organization trust:
 * the foundation feature's, for admins.
 */
export const certificatesKind: ResourceKind<Certificate, CertificateInput> = {
  module: 'heartbeat',
  name: 'certificate',
  key: certificateKeys.certificates,
  list: (org) => registryApi.certificates(org),
  save: (org, id, { name, content }) => {
    const input = { name: name.trim(), content };
    return id === null
      ? registryApi.createCertificate(org, input)
      : registryApi.updateCertificate(org, id, input);
  },
  remove: removeEach((org, id) => registryApi.deleteCertificate(org, id)),
  deleteBatch: CERTIFICATES_LIMIT,
  idOf: (certificate) => certificate.certificateId,
  labelOf: (certificate) => certificate.name,
  emptyInput: emptyCertificate,
  toInput: ({ name, content }) => ({ name, content }),
  isInput: sameShape(emptyCertificate),
  validate: (t, { name, content }) => ({
    name: textError(t, name, CERTIFICATE_NAME_MAX, true),
    content:
      textError(t, content, CERTIFICATE_CONTENT_MAX, true) ??
      (PEM_CERTIFICATE.test(content) ? null : t(m.notPem)),
  }),
  Fields: CertificateFields,
  columns: (t) => [
    {
      key: 'subject',
      header: t(m.subject),
      minWidth: 200,
      grow: 3,
      priority: 'low',
      render: (row) => <TextCell text={row.subject} />,
    },
    {
      key: 'validTo',
      header: t(m.validTo),
      minWidth: 170,
      priority: 'high',
      render: (row) => <ValidToCell validTo={row.validTo} />,
    },
    {
      key: 'download',
      header: t(m.downloadButton),
      minWidth: 120,
      render: (row) => <DownloadCell certificate={row} />,
    },
  ],
  messages: {
    ...m,
    heading: m.title,
    createTitle: m.create,
    editTitle: resourceMessages.edit,
    nameTaken: fieldMessages.nameTaken,
  },
};
