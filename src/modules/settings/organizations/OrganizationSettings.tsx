import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  MODULE_IDS,
  type ModuleId,
  type OrganizationConfiguration,
} from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useDraft } from '../../../shared/lib';
import { useBuiltModules } from '../../../shared/modules';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt, NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { AppearanceSelects } from '../components/AppearanceSelects';
import {
  moduleNameMessages,
  organizationErrorMessages as e,
  organizationSettingsMessages as m,
} from './messages';
import { organizationsQueries, useSaveOrganizationConfiguration } from './queries';

interface Hosts {
  dataLakeApiHost: string;
  dataLakeGraphqlHost: string;
}
const isHosts = (value: unknown): value is Hosts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Hosts).dataLakeApiHost === 'string' &&
  typeof (value as Hosts).dataLakeGraphqlHost === 'string';

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Organization settings (spec 2.4): dark mode, language and modules save as they change; the
 * DataLake API and GraphQL URLs with a button. Each save reloads the configuration, so the
 * console follows. Offline the controls are disabled, saying why.
 */
export function OrganizationSettings({ organizationId }: { organizationId: number }) {
  const t = useT();
  const current = useQuery(organizationsQueries.configuration(organizationId));
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t(m.title)}
        </Title>
        {current.data ? (
          <SettingsForm organizationId={organizationId} saved={current.data} />
        ) : current.isError ? (
          <QueryError error={current.error} onRetry={() => void current.refetch()} />
        ) : (
          <PendingPage />
        )}
        {current.data && <FetchedAt updatedAt={current.dataUpdatedAt} />}
      </Stack>
    </Card>
  );
}

function SettingsForm({
  organizationId,
  saved,
}: {
  organizationId: number;
  saved: OrganizationConfiguration;
}) {
  const t = useT();
  const save = useSaveOrganizationConfiguration(organizationId);
  const noteId = `organization-settings-${organizationId}-offline-note`;
  const needsServer = useNeedsServer(noteId);
  const [hosts, setHosts, discardHosts] = useDraft<Hosts>(
    `settings.organization.${organizationId}.hosts`,
    {
      dataLakeApiHost: saved.dataLakeApiHost ?? '',
      dataLakeGraphqlHost: saved.dataLakeGraphqlHost ?? '',
    },
    isHosts,
  );
  const [checked, setChecked] = useState(false);
  const pending = save.isPending ? save.variables : {};
  const theme = pending.theme ?? saved.theme;
  const locale = pending.locale ?? saved.locale;
  const modules = pending.modules ?? saved.modules;
  // Only modules this console has: an id kept for a module still to come is not offered.
  const built = useBuiltModules();
  const offered = MODULE_IDS.filter((id) => built.includes(id));
  const urlError = (value: string) =>
    checked && value.trim() && !isHttpUrl(value.trim()) ? t(e.invalidFormat) : undefined;

  function change(changes: Partial<OrganizationConfiguration>) {
    if (needsServer.disabled || save.isPending) return;
    save.mutate(changes);
  }

  function saveHosts(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    const api = hosts.dataLakeApiHost.trim();
    const graphql = hosts.dataLakeGraphqlHost.trim();
    if ((api && !isHttpUrl(api)) || (graphql && !isHttpUrl(graphql))) return;
    if (needsServer.disabled) return;
    save.mutate(
      { dataLakeApiHost: api || null, dataLakeGraphqlHost: graphql || null },
      { onSuccess: discardHosts },
    );
  }

  function toggleModule(module: ModuleId, on: boolean) {
    const next = MODULE_IDS.filter((id) => (id === module ? on : modules.includes(id)));
    change({ modules: next });
  }

  return (
    <Stack gap="sm" aria-busy={save.isPending}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <AppearanceSelects
          theme={theme}
          locale={locale}
          onChange={change}
          names={{ theme: 'organization-theme', locale: 'organization-locale' }}
          controlProps={needsServer}
        />
      </SimpleGrid>
      <Checkbox.Group label={t(m.modules)} value={modules}>
        <Group gap="md" mt={4}>
          {offered.map((module) => (
            <Checkbox
              key={module}
              value={module}
              label={t(moduleNameMessages[module])}
              onChange={(event) => toggleModule(module, event.currentTarget.checked)}
              {...needsServer}
            />
          ))}
        </Group>
      </Checkbox.Group>
      <form onSubmit={saveHosts} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t(m.dataLakeApiHost)}
              type="url"
              value={hosts.dataLakeApiHost}
              onChange={(event) =>
                setHosts({ ...hosts, dataLakeApiHost: event.currentTarget.value })
              }
              error={urlError(hosts.dataLakeApiHost)}
            />
            <TextInput
              label={t(m.dataLakeGraphqlHost)}
              type="url"
              value={hosts.dataLakeGraphqlHost}
              onChange={(event) =>
                setHosts({ ...hosts, dataLakeGraphqlHost: event.currentTarget.value })
              }
              error={urlError(hosts.dataLakeGraphqlHost)}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={save.isPending} {...needsServer}>
              {t(m.saveUrls)}
            </Button>
          </Group>
        </Stack>
      </form>
      <NeedsServerNote id={noteId} />
      {save.isError && <QueryError error={save.error} title={m.saveFailed} />}
      {save.isSuccess && (
        <Alert color="green" role="status">
          {t(m.saved)}
        </Alert>
      )}
    </Stack>
  );
}
