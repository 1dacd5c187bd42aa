import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { HEARTBEAT_ACTIONS, mayTake } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { LookupTableList } from '../components/LookupTableList';
import { ResourceList } from '../components/ResourceList';
import { SecretList } from '../components/SecretList';
import { resourceMessages as m } from '../messages';
import { resourcesState, type ResourcesTab } from '../state';

/** Resources (spec 2.4): resources with revisions, secrets and lookup tables, in tabs. */
export function ResourcesPage() {
  const t = useT();
  const { org, role } = useHeartbeatPage();
  const query = useRangeQuery();
  const { tab } = useSnapshot(resourcesState);
  useRangeToolbar(0, { range: false });
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  const canEdit = mayTake(HEARTBEAT_ACTIONS.editResources, role);
  const canSeeSecrets = mayTake(HEARTBEAT_ACTIONS.viewSecrets, role);
  const shown = tab === 'secrets' && !canSeeSecrets ? 'resources' : tab;
  const lists = { org, query, canEdit, needsServer };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <Text size="sm">{t(m.intro)}</Text>
      <NeedsServerNote id={noteId} />
      <Tabs
        value={shown}
        onChange={(value) => {
          if (value) resourcesState.tab = value as ResourcesTab;
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t(m.tabs)}>
          <Tabs.Tab value="resources">{t(m.resourcesTab)}</Tabs.Tab>
          {canSeeSecrets && <Tabs.Tab value="secrets">{t(m.secretsTab)}</Tabs.Tab>}
          <Tabs.Tab value="lookup-tables">{t(m.lookupTablesTab)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="resources" pt="sm">
          <ResourceList {...lists} />
        </Tabs.Panel>
        {canSeeSecrets && (
          <Tabs.Panel value="secrets" pt="sm">
            <SecretList {...lists} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="lookup-tables" pt="sm">
          <LookupTableList {...lists} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
