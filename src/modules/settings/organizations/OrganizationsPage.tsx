import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { isOwner, type Organization } from '../../../shared/contracts';
import { useI18n } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { paths } from '../../../shared/routing';
import { useConsoleSession } from '../../../shared/session';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import {
  organizationFieldMessages as fields,
  organizationsMessages as m,
  organizationTypeMessages,
} from './messages';
import { organizationsQueries } from './queries';

const OFFLINE_NOTE_ID = 'organizations-offline-note';
const organizationKey = (organization: Organization) => organization.organizationId;
const organizationLabel = (organization: Organization) => organization.name;

/**
 * Organizations (spec 2.4): the ones the admin may see (an owner: all), by name, a page at a
 * time, searchable; an owner creates new ones. Offline the last list shows with its age.
 */
export function OrganizationsPage() {
  const { t, formatNumber } = useI18n();
  const owner = isOwner(useConsoleSession().roles);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const list = useInfiniteQuery(organizationsQueries.list(debounced));
  const online = useIsOnline();
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const organizations = useMemo(
    () => list.data?.pages.flatMap((page) => page.organizations) ?? [],
    [list.data],
  );
  const total = list.data?.pages.at(-1)?.total ?? 0;
  const plain = (value: string | null) => (
    <p className={`${classes.text} ${classes.truncate}`}>{value ?? t(m.none)}</p>
  );
  const columns: VirtualColumn<Organization>[] = [
    {
      key: 'name',
      header: t(fields.name),
      minWidth: 160,
      grow: 2,
      render: (row) => (
        <Anchor
          component={Link}
          href={`~${paths.settings.organization(row.organizationId)}`}
          className={classes.truncate}
        >
          {row.name}
        </Anchor>
      ),
    },
    {
      key: 'shortName',
      header: t(fields.shortName),
      minWidth: 110,
      render: (row) => plain(row.shortName),
    },
    {
      key: 'type',
      header: t(fields.type),
      minWidth: 100,
      priority: 'high',
      render: (row) => plain(t(organizationTypeMessages[row.type])),
    },
    {
      key: 'place',
      header: t(fields.place),
      minWidth: 120,
      priority: 'low',
      render: (row) => plain(row.place),
    },
    {
      key: 'country',
      header: t(fields.country),
      minWidth: 110,
      priority: 'low',
      render: (row) => plain(row.country),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t(m.menu)}
        </Title>
        {owner && (
          <Button component={Link} href={`~${paths.settings.newOrganization()}`}>
            {t(m.create)}
          </Button>
        )}
      </Group>
      <TextInput
        label={t(m.search)}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
      />
      {list.isPending && <PendingPage />}
      {list.isError && (online || !list.data) && (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.data && (
        <>
          <Group justify="space-between" gap="sm">
            <Text size="sm" aria-live="polite">
              {t(m.count, { shown: formatNumber(organizations.length), total })}
            </Text>
            <FetchedAt updatedAt={list.dataUpdatedAt} />
          </Group>
          <NeedsServerNote id={OFFLINE_NOTE_ID} />
          <VirtualTable
            label={t(m.table)}
            rows={organizations}
            columns={columns}
            rowKey={organizationKey}
            rowLabel={organizationLabel}
            rowHeight={44}
            height={{ viewportOffset: 330 }}
            footer={
              list.hasNextPage ? (
                <Button
                  variant="subtle"
                  loading={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                  {...needsServer}
                >
                  {t(m.loadMore)}
                </Button>
              ) : null
            }
            empty={t(m.empty)}
          />
        </>
      )}
    </Stack>
  );
}
