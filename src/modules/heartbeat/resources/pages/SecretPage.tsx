import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../../shared/api';
import {
  HEARTBEAT_ACTIONS,
  mayTake,
  roleAtLeast,
  type SecretChange,
} from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { paths } from '../../../../shared/routing';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useCompactTime, VirtualTable, type VirtualColumn } from '../../../../shared/ui/table';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { heartbeatPaths } from '../../paths';
import { SecretForm } from '../components/SecretForm';
import { useAtBy } from '../lib/useAtBy';
import { resourceMessages } from '../messages';
import { resourceQueries } from '../queries';
import { secretMessages as m } from '../secretMessages';

const changeKey = (change: SecretChange) => change.auditEventId;

/** The changes of a secret: which values changed, by whom, each linked to its audit entry. */
function SecretHistory({
  org,
  secretKey,
  history,
}: {
  org: number;
  secretKey: string;
  history: readonly SecretChange[];
}) {
  const t = useT();
  const tableTime = useCompactTime();
  const { role } = useHeartbeatPage();
  // The audit log is the admins' page; others see the entry's number.
  const auditLink = roleAtLeast(role, 'ADMIN')
    ? paths.settings.entityAudit(org, 'SECRET', secretKey)
    : null;
  const columns = useMemo<VirtualColumn<SecretChange>[]>(
    () => [
      { key: 'when', header: t(m.when), minWidth: 150, render: (c) => tableTime(c.at) },
      { key: 'event', header: t(m.event), minWidth: 100, render: (c) => c.eventType },
      {
        key: 'changed',
        header: t(m.changedKeys),
        minWidth: 150,
        grow: 1,
        render: (c) => c.changedKeys.join(', '),
      },
      {
        key: 'removed',
        header: t(m.removedKeys),
        minWidth: 130,
        priority: 'low',
        render: (c) => c.removedKeys.join(', '),
      },
      {
        key: 'by',
        header: t(m.by),
        minWidth: 130,
        priority: 'low',
        render: (c) => c.byName ?? t(m.system),
      },
      {
        key: 'audit',
        header: t(m.auditEntry, { id: '' }).trim(),
        minWidth: 150,
        render: (c) =>
          auditLink ? (
            <Anchor component={Link} href={`~${auditLink}`}>
              {t(m.auditEntry, { id: c.auditEventId })}
            </Anchor>
          ) : (
            t(m.auditEntry, { id: c.auditEventId })
          ),
      },
    ],
    [t, tableTime, auditLink],
  );
  return (
    <VirtualTable
      label={t(m.historyTable)}
      rows={history}
      columns={columns}
      rowKey={changeKey}
      rowHeight={44}
      height={Math.min(400, 44 * history.length + 90)}
    />
  );
}

/** A secret (spec 2.4): the names of its values, never the values, and its history. */
export function SecretPage() {
  const t = useT();
  const params = useParams<{ key: string }>();
  const { org, role } = useHeartbeatPage();
  const query = useRangeQuery();
  const atBy = useAtBy();
  const details = useQuery(resourceQueries.secret(org, params.key));
  useRangeToolbar(details.dataUpdatedAt, { range: false });
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const [changing, setChanging] = useState(false);
  const canEdit = mayTake(HEARTBEAT_ACTIONS.editResources, role);
  const secret = details.data;
  const missing = isApiError(details.error) && details.error.status === 404;

  return (
    <Stack gap="md">
      <Anchor component={Link} href={heartbeatPaths.resources(query)} size="sm">
        {t(resourceMessages.backToList)}
      </Anchor>
      {missing && <Alert color="yellow">{t(m.notFound, { key: params.key })}</Alert>}
      {details.isError && !missing && (
        <QueryError
          error={details.error}
          title={m.fetchFailed}
          onRetry={() => void details.refetch()}
        />
      )}
      {!secret && !details.isError && <Skeleton height={240} />}
      {secret && (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2">
              {secret.key}
            </Title>
            {canEdit && (
              <Button onClick={() => setChanging(true)} {...needsServer}>
                {t(m.change)}
              </Button>
            )}
          </Group>
          <NeedsServerNote id={noteId} />
          <FetchedAt updatedAt={details.dataUpdatedAt} />
          <Text size="sm">{secret.description}</Text>
          <Text size="sm">{t(m.writeOnly)}</Text>
          <Group gap="xs" aria-label={t(m.valueKeys)} role="list">
            {secret.valueKeys.map((name) => (
              <Badge key={name} variant="light" role="listitem" tt="none">
                {name}
              </Badge>
            ))}
          </Group>
          <Text size="sm">
            {t(resourceMessages.created)}: {atBy(secret.created, secret.createdByName)}
            <br />
            {t(resourceMessages.updated)}: {atBy(secret.updated, secret.updatedByName)}
          </Text>
          <Title order={2} size="h4">
            {t(m.history)}
          </Title>
          <SecretHistory org={org} secretKey={secret.key} history={secret.history} />
          <ModalDialog
            opened={canEdit && changing}
            onClose={() => setChanging(false)}
            title={t(m.change)}
            size="lg"
          >
            <SecretForm
              org={org}
              secret={secret}
              needsServer={needsServer}
              onDone={() => setChanging(false)}
            />
          </ModalDialog>
        </>
      )}
    </Stack>
  );
}
