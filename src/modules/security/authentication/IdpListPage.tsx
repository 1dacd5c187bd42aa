import { Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { FetchedAt } from '../../../shared/ui/offline';
import { SideDrawer } from '../../../shared/ui/overlays';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { QueryState, RowLinkButton } from '../../../shared/ui/resource';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { securityQueries } from '../queries';
import { AuthenticationTabs } from './AuthenticationTabs';
import { IdpForm } from './IdpForm';
import { LDAP_LIST, type IdpItem, type IdpList } from './lists';
import { authenticationMessages as m } from './messages';

/** What the form edits: a new row, one of the list, or nothing (closed). */
type Editing = { item: IdpItem | null } | null;

/** A cell's text: lists joined, switches as yes or no, an authenticator by its name. */
function useCellText(names: Map<number, string>) {
  const t = useT();
  return (value: unknown, key: string): string => {
    if (key === 'authenticatorId' && typeof value === 'number') return names.get(value) ?? '';
    if (key === 'approved') return t(value === true ? m.approved : m.awaitingApproval);
    if (Array.isArray(value)) return value.join(', ');
    if (typeof value === 'boolean') return t(value ? m.yes : m.no);
    if (value === null || value === undefined || value === '') return t(m.none);
    return String(value);
  };
}

/**
 * One list of the authentication settings (spec 2.4, securityIDP): its rows, create, and
 * the name opening the edit form (with delete). Offline the last list shows with its age;
 * the form keeps what was typed and saving waits for the server (NeedsServerNote).
 */
export function IdpListPage({ list }: { list: IdpList }) {
  const t = useT();
  const { activeRole } = useConsoleSession();
  const organizationId = activeRole.organizationId;
  const items = useQuery(securityQueries.idpList(organizationId, list.path));
  const authenticators = useQuery({
    ...securityQueries.idpList(organizationId, LDAP_LIST.path),
    enabled: list.fields.some((field) => field.kind === 'authenticator'),
  });
  useRangeToolbar(items.dataUpdatedAt, { range: false });
  const [editing, setEditing] = useState<Editing>(null);
  const names = useMemo(
    () =>
      new Map((authenticators.data ?? []).map((a) => [Number(a[LDAP_LIST.idKey]), String(a.name)])),
    [authenticators.data],
  );
  const cellText = useCellText(names);
  const columns = useMemo<VirtualColumn<IdpItem>[]>(
    () => [
      {
        key: list.nameKey,
        header: t(list.fields.find((f) => f.key === list.nameKey)?.label ?? m.name),
        minWidth: 160,
        grow: 2,
        render: (row) => (
          <RowLinkButton
            label={t(m.edit, { name: String(row[list.nameKey]) })}
            onClick={() => setEditing({ item: row })}
          >
            {String(row[list.nameKey])}
          </RowLinkButton>
        ),
      },
      ...list.columns.map((column, index): VirtualColumn<IdpItem> => ({
        key: column.key,
        header: t(column.label),
        minWidth: 120,
        grow: 1,
        priority: index === 0 ? 'high' : 'low',
        render: (row) => (
          <p className={`${classes.text} ${classes.truncate}`}>
            {cellText(row[column.key], column.key)}
          </p>
        ),
      })),
    ],
    [t, list, cellText],
  );
  const editingName = editing?.item ? String(editing.item[list.nameKey]) : '';

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <AuthenticationTabs current={list} />
      <Title order={2} size="h4">
        {t(list.title)}
      </Title>
      <QueryState query={items} />
      {items.data && (
        <>
          <Group justify="space-between" gap="sm">
            <FetchedAt updatedAt={items.dataUpdatedAt} />
            <Button onClick={() => setEditing({ item: null })}>{t(m.create)}</Button>
          </Group>
          <VirtualTable
            label={t(list.title)}
            rows={items.data}
            columns={columns}
            rowKey={(row) => Number(row[list.idKey])}
            rowLabel={(row) => String(row[list.nameKey])}
            rowHeight={44}
            height={{ viewportOffset: 360 }}
            empty={t(m.empty)}
          />
        </>
      )}
      <SideDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.item
            ? t(m.editTitle, { name: editingName })
            : t(m.createTitle, { list: t(list.title) })
        }
      >
        {editing && (
          <IdpForm
            key={editing.item ? String(editing.item[list.idKey]) : 'new'}
            organizationId={organizationId}
            list={list}
            item={editing.item}
            authenticators={authenticators.data ?? []}
            onDone={() => setEditing(null)}
          />
        )}
      </SideDrawer>
    </Stack>
  );
}
