import { Anchor } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import type { ServiceAccount } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { ListTable, useCompactTime, type VirtualColumn } from '../../../../shared/ui/table';
import { heartbeatPaths } from '../../paths';
import { accountMessages as m, credentialTypeMessages } from '../messages';

const accountKey = (account: ServiceAccount) => account.serviceAccountId;

/** The accounts; on a phone the name and credential type stay, the rest in the row's details. */
export function AccountsTable({
  accounts,
  query,
}: {
  accounts: readonly ServiceAccount[];
  query: string;
}) {
  const t = useT();
  const tableTime = useCompactTime();
  const rowLabel = useCallback((a: ServiceAccount) => a.name, []);
  const columns = useMemo<VirtualColumn<ServiceAccount>[]>(
    () => [
      {
        key: 'name',
        header: t(m.name),
        minWidth: 150,
        grow: 1,
        render: (a) => (
          <Anchor component={Link} href={heartbeatPaths.serviceAccount(a.serviceAccountId, query)}>
            {a.name}
          </Anchor>
        ),
      },
      {
        key: 'type',
        header: t(m.credentialType),
        minWidth: 170,
        render: (a) => t(credentialTypeMessages[a.credentialType]),
      },
      {
        key: 'id',
        header: t(m.accountId),
        minWidth: 110,
        priority: 'low',
        render: (a) => a.serviceAccountId,
      },
      {
        key: 'created',
        header: t(m.created),
        minWidth: 150,
        priority: 'low',
        render: (a) => tableTime(a.created),
      },
      {
        key: 'updated',
        header: t(m.updated),
        minWidth: 150,
        priority: 'high',
        render: (a) => tableTime(a.updated),
      },
    ],
    [t, tableTime, query],
  );
  return (
    <ListTable
      texts={m}
      rows={accounts}
      columns={columns}
      rowKey={accountKey}
      rowLabel={rowLabel}
      viewportOffset={300}
    />
  );
}
