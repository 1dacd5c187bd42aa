import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { SecretSummary } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { QueryTableList, useCompactTime, type VirtualColumn } from '../../../../shared/ui/table';
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
    <QueryTableList
      list={secrets}
      texts={m}
      columns={columns}
      rowKey={rowKey}
      intro={m.writeOnly}
      fetchFailed={m.fetchFailed}
      create={{
        allowed: canEdit,
        needsServer,
        size: 'lg',
        form: (onDone) => (
          <SecretForm org={org} secret={null} needsServer={needsServer} onDone={onDone} />
        ),
      }}
    />
  );
}
