import { Anchor, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { Link } from 'wouter';
import type { OrgUser } from '../../../shared/contracts/org-users';
import { useT } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { roleMessages } from '../../../shared/ui';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { usersMessages } from './messages';

interface UsersTableProps {
  organizationId: number;
  users: readonly OrgUser[];
  footer?: React.ReactNode;
}

const userKey = (user: OrgUser) => user.userId;
const userLabel = (user: OrgUser) => user.name;
const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * An organization's users. On a phone the name (a link to the user's page) and the role
 * stay; the rest moves into the row's details.
 */
export const UsersTable = memo(function UsersTable({
  organizationId,
  users,
  footer,
}: UsersTableProps) {
  const t = useT();
  const columns = useMemo<VirtualColumn<OrgUser>[]>(() => {
    const plain = (value: string) => (
      <p className={`${classes.text} ${classes.truncate}`}>{value}</p>
    );
    return [
      {
        key: 'name',
        header: t(usersMessages.columnName),
        minWidth: 150,
        grow: 2,
        render: (row) => (
          <Anchor
            component={Link}
            href={`~${paths.settings.organizationUser(organizationId, row.userId)}`}
            className={classes.truncate}
          >
            {row.name}
          </Anchor>
        ),
      },
      {
        key: 'role',
        header: t(usersMessages.columnRole),
        minWidth: 110,
        render: (row) => plain(t(roleMessages[row.role])),
      },
      {
        key: 'email',
        header: t(usersMessages.columnEmail),
        minWidth: 200,
        grow: 2,
        priority: 'high',
        render: (row) => plain(row.email),
      },
      {
        key: 'type',
        header: t(usersMessages.columnType),
        minWidth: 100,
        priority: 'low',
        render: (row) =>
          plain(
            t(row.type === 'INTERNAL' ? usersMessages.typeInternal : usersMessages.typeExternal),
          ),
      },
      {
        key: 'external',
        header: t(usersMessages.columnExternal),
        minWidth: 160,
        priority: 'low',
        render: (row) =>
          plain(
            row.externalRoles
              .map((r) => `${r.organizationDetails.shortName}: ${t(roleMessages[r.role])}`)
              .join(', '),
          ),
      },
      {
        key: 'created',
        header: t(usersMessages.columnCreated),
        minWidth: 170,
        priority: 'low',
        render: (row) => plain(when(row.created)),
      },
      {
        key: 'updated',
        header: t(usersMessages.columnUpdated),
        minWidth: 170,
        priority: 'low',
        render: (row) => plain(when(row.updated)),
      },
      {
        key: 'lastLogin',
        header: t(usersMessages.columnLastLogin),
        minWidth: 170,
        priority: 'high',
        render: (row) => plain(row.lastLogin ? when(row.lastLogin) : t(usersMessages.never)),
      },
    ];
  }, [t, organizationId]);
  return (
    <VirtualTable
      label={t(usersMessages.table)}
      rows={users}
      columns={columns}
      rowKey={userKey}
      rowLabel={userLabel}
      rowHeight={44}
      height={{ viewportOffset: 300 }}
      footer={footer}
      empty={
        <Text p="md" size="sm">
          {t(usersMessages.empty)}
        </Text>
      }
    />
  );
});
