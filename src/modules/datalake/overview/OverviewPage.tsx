import { Anchor, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useI18n } from '../../../shared/i18n';
import { QueryError, SectionCard } from '../../../shared/ui';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { datalakeMessages } from '../messages';
import { datalakePaths } from '../paths';
import { datalakeQueries } from '../queries';
import { useDatalakePage } from '../useDatalakePage';
import { overviewMessages as m } from './messages';

/** Data lake overview (spec 2.4): notebooks, dashboards, data services, workflows, usage points. */
export function OverviewPage() {
  const { t } = useI18n();
  const { org } = useDatalakePage();
  const configuration = useQuery(datalakeQueries.configuration(org));
  const workflows = useQuery(datalakeQueries.workflows(org, 'recent'));
  const usagePoints = useQuery(datalakeQueries.usagePoints(org, ''));
  useRangeToolbar(workflows.dataUpdatedAt, { range: false });
  const host = configuration.data?.dataLakeApiHost?.replace(/\/+$/, '') ?? null;
  const external = (path: string) =>
    host ? (
      <Anchor href={`${host}${path}`} target="_blank" rel="noreferrer">
        {t(m.open)}
      </Anchor>
    ) : (
      <Text size="sm" c="dimmed">
        {t(m.notConfigured)}
      </Text>
    );
  const unfinished = workflows.data?.filter((w) => w.finishedAt === null).length;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      {configuration.isError && (
        <QueryError error={configuration.error} onRetry={() => void configuration.refetch()} />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <SectionCard title={t(m.notebooks)}>
          <Text size="sm">{t(m.notebooksText)}</Text>
          {configuration.isPending ? <Skeleton height={20} /> : external('/notebooks')}
        </SectionCard>
        <SectionCard title={t(m.dashboards)}>
          <Text size="sm">{t(m.dashboardsText)}</Text>
          {configuration.isPending ? <Skeleton height={20} /> : external('/dashboards')}
        </SectionCard>
        <SectionCard title={t(m.dataServices)}>
          <Text size="sm">
            {t(m.dataServicesText, {
              endpoint: configuration.data?.dataLakeGraphqlHost ?? '/api/datalake/graphql',
            })}
          </Text>
          <Anchor component={Link} href={datalakePaths.graphql()}>
            {t(m.show)}
          </Anchor>
        </SectionCard>
        <SectionCard title={t(datalakeMessages.workflowsTitle)}>
          {unfinished === undefined ? (
            <Skeleton height={20} />
          ) : (
            <Text size="sm">{t(m.workflowsText, { count: unfinished })}</Text>
          )}
          <Anchor component={Link} href={datalakePaths.workflows()}>
            {t(m.show)}
          </Anchor>
        </SectionCard>
        <SectionCard title={t(datalakeMessages.usagePointsTitle)}>
          {usagePoints.data ? (
            <Text size="sm">{t(m.usagePointsText, { count: usagePoints.data.total })}</Text>
          ) : (
            <Skeleton height={20} />
          )}
          <Anchor component={Link} href={datalakePaths.usagePoints()}>
            {t(m.show)}
          </Anchor>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
