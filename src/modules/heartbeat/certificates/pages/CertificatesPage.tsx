import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Certificate } from '../../../../shared/contracts';
import { useIsOnline } from '../../../../shared/network';
import { useT } from '../../../../shared/i18n';
import { useConsoleSession } from '../../../../shared/session';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ConfirmDialog, ModalDialog } from '../../../../shared/ui/overlays';
import { CertificateForm } from '../components/CertificateForm';
import { CertificatesTable } from '../components/CertificatesTable';
import { certificateMessages as m } from '../messages';
import { certificateQueries, useDeleteCertificate } from '../queries';

/** Saves the PEM as a file named after the certificate. */
function download(certificate: Certificate) {
  const url = URL.createObjectURL(
    new Blob([certificate.content], { type: 'application/x-pem-file' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `${certificate.name.replace(/[^A-Za-z0-9._-]+/g, '_') || 'certificate'}.pem`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

type Editing = { certificate: Certificate | null } | null;

/** CA certificates (spec 2.2 certificates: foundation feature, admins): list, add, edit, delete. */
export function CertificatesPage() {
  const t = useT();
  const session = useConsoleSession();
  const org = session.organization.organizationId;
  const list = useQuery(certificateQueries.certificates(org));
  const remove = useDeleteCertificate(org);
  const online = useIsOnline();
  const needsServer = useNeedsServer('certificates-offline-note');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Certificate | null>(null);
  const onEdit = useCallback((certificate: Certificate) => setEditing({ certificate }), []);
  const onDelete = useCallback((certificate: Certificate) => setDeleting(certificate), []);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t(m.title)}
          </Title>
          <Text size="sm">{t(m.intro)}</Text>
          <FetchedAt updatedAt={list.dataUpdatedAt} />
        </Stack>
        <Button onClick={() => setEditing({ certificate: null })} {...needsServer}>
          {t(m.create)}
        </Button>
      </Group>
      <NeedsServerNote id="certificates-offline-note" />
      {list.isError && (
        <QueryError error={list.error} title={m.fetchFailed} onRetry={() => void list.refetch()} />
      )}
      {remove.isError && <QueryError error={remove.error} title={m.deleteFailed} />}
      {list.isPending && <Skeleton height={200} />}
      {list.data && (
        <CertificatesTable
          certificates={list.data}
          onEdit={online ? onEdit : null}
          onDelete={online ? onDelete : null}
          onDownload={download}
        />
      )}
      <ModalDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        size="lg"
        title={editing?.certificate ? t(m.edit, { name: editing.certificate.name }) : t(m.create)}
      >
        {editing && (
          <CertificateForm
            org={org}
            userId={session.user.id}
            editing={editing.certificate}
            onDone={() => setEditing(null)}
          />
        )}
      </ModalDialog>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(m.deleteTitle)}
        text={t(m.deleteText, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.deleteConfirm)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.certificateId);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
