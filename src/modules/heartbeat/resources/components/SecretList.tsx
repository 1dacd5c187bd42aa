import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import type { SecretSummary } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { QueryError } from '../../../../shared/ui';
import { FetchedAt } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { useCompactTime, VirtualTable, type VirtualColumn } from '../../../../shared/ui/table';
import { heartbeatPaths } from '../../paths';
import { resourceMessages } from '../messages';
import { resourceQueries } from '../queries';
import { secretMessages as m } from '../secretMessages';
import { SecretForm } from './SecretForm';

const rowKey = (s: SecretSummary) => s.key;

interface SecretListProps {
  org: number;
  query: string;
  canEdit: boolean;
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/** The organization's secrets with the names of their values. */
export function SecretList({ org, query, canEdit, needsServer }: SecretListProps) {
  const t = useT();
  const tableTime = useCompactTime();
  const secrets = useQuery(resourceQueries.secrets(org));
  const [creating, setCreating] = useState(false);
  const columns = useMemo<VirtualColumn<SecretSummary>[]>(
    () => [
      {
        key: 'key',
        header: t(m.key),
        minWidth: 160,
        grow: 1,
        render: (s) => (
          <Anchor component={Link} href={heartbeatPaths.secret(s.key, query)}>
            {s.key}
          </Anchor>
        ),
      },
      {
        key: 'values',
        header: t(m.valueKeys),
        minWidth: 160,
        grow: 1,
        render: (s) => s.valueKeys.join(', '),
      },
      {
        key: 'description',
        header: t(resourceMessages.description),
        minWidth: 200,
        grow: 2,
        priority: 'low',
        render: (s) => s.description,
      },
      {
        key: 'updated',
        header: t(resourceMessages.updated),
        minWidth: 150,
        priority: 'high',
        render: (s) => tableTime(s.updated),
      },
    ],
    [t, tableTime, query],
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm">{t(m.writeOnly)}</Text>
        {canEdit && (
          <Button onClick={() => setCreating(true)} {...needsServer}>
            {t(m.create)}
          </Button>
        )}
      </Group>
      {secrets.isError && (
        <QueryError
          error={secrets.error}
          title={m.fetchFailed}
          onRetry={() => void secrets.refetch()}
        />
      )}
      {secrets.data ? (
        <>
          <FetchedAt updatedAt={secrets.dataUpdatedAt} />
          <VirtualTable
            label={t(m.table)}
            rows={secrets.data}
            columns={columns}
            rowKey={rowKey}
            rowHeight={44}
            height={{ viewportOffset: 340 }}
            empty={
              <Text p="md" size="sm">
                {t(m.empty)}
              </Text>
            }
          />
        </>
      ) : (
        !secrets.isError && <Skeleton height={160} />
      )}
      <ModalDialog
        opened={canEdit && creating}
        onClose={() => setCreating(false)}
        title={t(m.create)}
        size="lg"
      >
        <SecretForm
          org={org}
          secret={null}
          needsServer={needsServer}
          onDone={() => setCreating(false)}
        />
      </ModalDialog>
    </Stack>
  );
}
