import { Anchor } from '@mantine/core';
import { memo, useMemo } from 'react';
import { Link } from 'wouter';
import type { OrgUser } from '../../../shared/contracts/org-users';
import { useT } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { roleMessages } from '../../../shared/ui';
import {
  tableCellClasses as classes,
  textColumn,
  VirtualTable,
  type ColumnLayout,
  type VirtualColumn,
  useCompactTime,
} from '../../../shared/ui/table';
import { usersMessages } from './messages';

interface UsersTableProps {
  organizationId: number;
  users: readonly OrgUser[];
  footer?: React.ReactNode;
}

const userKey = (user: OrgUser) => user.userId;
const userLabel = (user: OrgUser) => user.name;
/** A column of cut plain text. */
const plain: typeof textColumn<OrgUser> = (key, header, layout, text) =>
  textColumn(key, header, layout, text, { truncate: true });
const DATE_LAYOUT: ColumnLayout = { minWidth: 170, priority: 'low' };

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
  // One clock and format for every time on the page (the organization's zone), as elsewhere.
  const formatTime = useCompactTime();
  const columns = useMemo<VirtualColumn<OrgUser>[]>(() => {
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
      plain('role', t(usersMessages.columnRole), { minWidth: 110 }, (row) =>
        t(roleMessages[row.role]),
      ),
      plain(
        'email',
        t(usersMessages.columnEmail),
        { minWidth: 200, grow: 2, priority: 'high' },
        (row) => row.email,
      ),
      plain('type', t(usersMessages.columnType), { minWidth: 100, priority: 'low' }, (row) =>
        t(row.type === 'INTERNAL' ? usersMessages.typeInternal : usersMessages.typeExternal),
      ),
      plain(
        'external',
        t(usersMessages.columnExternal),
        { minWidth: 160, priority: 'low' },
        (row) =>
          row.externalRoles
            .map((r) => `${r.organizationDetails.shortName}: ${t(roleMessages[r.role])}`)
            .join(', '),
      ),
      plain('created', t(usersMessages.columnCreated), DATE_LAYOUT, (row) =>
        formatTime(row.created),
      ),
      plain('updated', t(usersMessages.columnUpdated), DATE_LAYOUT, (row) =>
        formatTime(row.updated),
      ),
      plain(
        'lastLogin',
        t(usersMessages.columnLastLogin),
        { minWidth: 170, priority: 'high' },
        (row) => (row.lastLogin ? formatTime(row.lastLogin) : t(usersMessages.never)),
      ),
    ];
  }, [t, organizationId, formatTime]);
  return (
    <VirtualTable
      label={t(usersMessages.table)}
      rows={users}
      columns={columns}
      rowKey={userKey}
      rowLabel={userLabel}
      rowHeight={44}
      height={{ viewportOffset: 300, fit: true }}
      footer={footer}
      empty={t(usersMessages.empty)}
    />
  );
});
