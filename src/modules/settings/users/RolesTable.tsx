import { Button, NativeSelect, Table, Text } from '@mantine/core';
import type { OrgUser } from '../../../shared/contracts/org-users';
import { ROLES, isOwner, type Role, type RoleEntry } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { roleMessages } from '../../../shared/ui';
import { userPageMessages, usersMessages } from './messages';

interface RolesTableProps {
  user: OrgUser;
  /** The organization whose page this is. */
  organizationId: number;
  organizationName: string;
  /** Off (offline, or a change under way): the controls are disabled. */
  disabled: boolean;
  onChange: (organizationId: number, role: Role) => void;
  onRemove: (entry: RoleEntry) => void;
}

/**
 * The user's roles: this organization's, then those in other organizations the viewer
 * administers. Each can be changed or removed by an admin of its organization; otherwise the
 * row says 'No actions allowed'.
 */
export function RolesTable({
  user,
  organizationId,
  organizationName,
  disabled,
  onChange,
  onRemove,
}: RolesTableProps) {
  const t = useT();
  const { roles } = useConsoleSession();
  const owner = isOwner(roles);
  const mayChange = (orgId: number) =>
    owner || roles.some((r) => r.role === 'ADMIN' && r.organizationId === orgId);
  const own: RoleEntry = {
    role: user.role,
    userId: user.userId,
    organizationId,
    organizationDetails: { name: organizationName, shortName: '' },
  };
  const entries = [own, ...user.externalRoles];
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table aria-label={t(userPageMessages.roles)} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(userPageMessages.organization)}</Table.Th>
            <Table.Th>{t(usersMessages.columnRole)}</Table.Th>
            <Table.Th>{t(userPageMessages.actions)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const allowed = mayChange(entry.organizationId);
            const organization = entry.organizationDetails.name;
            return (
              <Table.Tr key={entry.organizationId}>
                <Table.Td>{organization}</Table.Td>
                <Table.Td>
                  {allowed ? (
                    <NativeSelect
                      aria-label={t(userPageMessages.changeRole, { organization })}
                      value={entry.role}
                      disabled={disabled}
                      data={ROLES.map((r) => ({ value: r, label: t(roleMessages[r]) }))}
                      onChange={(event) =>
                        onChange(entry.organizationId, event.currentTarget.value as Role)
                      }
                    />
                  ) : (
                    t(roleMessages[entry.role])
                  )}
                </Table.Td>
                <Table.Td>
                  {allowed ? (
                    <Button
                      color="red"
                      variant="light"
                      disabled={disabled}
                      onClick={() => onRemove(entry)}
                    >
                      {t(userPageMessages.removeRole)}
                    </Button>
                  ) : (
                    <Text size="sm">{t(userPageMessages.noActions)}</Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
