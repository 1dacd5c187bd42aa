import { Alert, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { FeatureDefinition } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { ConfirmDialog, SideDrawer } from '../../../shared/ui/overlays';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { organizationsQueries } from '../organizations';
import { FeatureForm } from './FeatureForm';
import { featuresMessages as m } from './messages';
import { featuresQueries, useChangeFeature } from './queries';

const OFFLINE_NOTE_ID = 'features-offline-note';
type Editing = { feature: FeatureDefinition | null } | null;

/**
 * Feature configuration (spec 2.4; owners only, hidden in foundation mode): the features with
 * the organizations they are on for; create, edit and delete. Offline the last list shows with
 * its age and changes are disabled.
 */
export function FeaturesPage() {
  const t = useT();
  const list = useQuery(featuresQueries.list());
  const organizationList = useInfiniteQuery(organizationsQueries.list(''));
  const online = useIsOnline();
  const needsServer = useNeedsServer(OFFLINE_NOTE_ID);
  const change = useChangeFeature();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FeatureDefinition | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const organizations = useMemo(
    () =>
      (organizationList.data?.pages.flatMap((page) => page.organizations) ?? []).map((o) => ({
        value: String(o.organizationId),
        label: o.name,
      })),
    [organizationList.data],
  );
  const nameOf = (id: number) =>
    organizations.find((o) => o.value === String(id))?.label ?? String(id);
  const features = list.data ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {t(m.title)}
        </Title>
        <Button onClick={() => setEditing({ feature: null })} {...needsServer}>
          {t(m.create)}
        </Button>
      </Group>
      <Text>{t(m.intro)}</Text>
      <NeedsServerNote id={OFFLINE_NOTE_ID} />
      {done && (
        <Alert color="green" role="status" withCloseButton onClose={() => setDone(null)}>
          {done}
        </Alert>
      )}
      {change.isError && !editing && <QueryError error={change.error} title={m.deleteFailed} />}
      {list.isPending && <PendingPage />}
      {list.isError && (online || !list.data) && (
        <QueryError error={list.error} onRetry={() => void list.refetch()} />
      )}
      {list.data && (
        <>
          <FetchedAt updatedAt={list.dataUpdatedAt} />
          {features.length === 0 ? (
            <Text>{t(m.empty)}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label={t(m.table)}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t(m.key)}</Table.Th>
                    <Table.Th>{t(m.name)}</Table.Th>
                    <Table.Th>{t(m.description)}</Table.Th>
                    <Table.Th>{t(m.enabled)}</Table.Th>
                    <Table.Th>{t(m.organizations)}</Table.Th>
                    <Table.Th>{t(m.actions)}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {features.map((feature) => (
                    <Table.Tr key={feature.key}>
                      <Table.Td>{feature.key}</Table.Td>
                      <Table.Td>{feature.name}</Table.Td>
                      <Table.Td>{feature.description}</Table.Td>
                      <Table.Td>{t(feature.enabled ? m.yes : m.no)}</Table.Td>
                      <Table.Td>
                        {feature.allOrganizations
                          ? t(m.everyOrganization)
                          : feature.organizations.map(nameOf).join(', ')}
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={t(m.editLabel, { name: feature.name })}
                            onClick={() => setEditing({ feature })}
                            {...needsServer}
                          >
                            {t(m.edit)}
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t(m.deleteLabel, { name: feature.name })}
                            onClick={() => setDeleting(feature)}
                            {...needsServer}
                          >
                            {t(m.delete)}
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      <SideDrawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.feature ? t(m.editTitle, { name: editing.feature.name }) : t(m.create)}
      >
        {editing && (
          <FeatureForm
            key={editing.feature?.key ?? 'new'}
            feature={editing.feature}
            organizations={organizations}
            takenKeys={features.map((feature) => feature.key)}
            onCancel={() => setEditing(null)}
            onDone={(saved) => {
              setDone(t(editing.feature ? m.saved : m.created, { name: saved.name }));
              setEditing(null);
            }}
          />
        )}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={t(m.deleteTitle)}
        text={t(m.deleteText, { name: deleting?.name ?? '' })}
        confirmLabel={t(m.delete)}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting || needsServer.disabled) return;
          const { key, name } = deleting;
          setDeleting(null);
          change.mutate(
            { kind: 'delete', key },
            { onSuccess: () => setDone(t(m.deleted, { name })) },
          );
        }}
      />
    </Stack>
  );
}
