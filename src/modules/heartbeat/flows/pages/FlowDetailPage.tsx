import { Anchor, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { isApiError } from '../../../../shared/api';
import { useT } from '../../../../shared/i18n';
import { FetchedAt, oldestFetch } from '../../../../shared/ui/offline';
import { DisablementNotice } from '../components/DisablementNotice';
import { FlowAccessTab } from '../../access';
import { FlowControlButton } from '../components/FlowControlButton';
import { FlowDocumentationTab } from '../components/FlowDocumentationTab';
import { FlowOverviewTab } from '../components/FlowOverviewTab';
import { FlowSpecTab } from '../components/FlowSpecTab';
import { FlowStatusBadge } from '../../model/components/FlowStatusBadge';
import { FlowTracesTab } from '../../traces';
import { QueryError } from '../../../../shared/ui';
import { flowDetailMessages as m } from '../messages';
import { useRangeToolbar } from '../../../../shared/ui/page-frame';
import { useHeartbeatPage } from '../../hooks/useHeartbeatPage';
import { useRangeQuery } from '../../hooks/useRangeLink';
import { canControlFlows } from '../../lib/permissions';
import { flowHostOf, useFlowHost } from '../lib/flowHost';
import { flowStatus } from '../../model/flowStatus';
import { flowQueries } from '../../model/flows';
import { trafficQueries } from '../../model/traffic';
import { FLOW_TABS, heartbeatPaths, type FlowTab } from '../../paths';

const TAB_LABELS = {
  overview: m.tabOverview,
  spec: m.tabSpec,
  documentation: m.tabDocumentation,
  access: m.tabAccess,
  traces: m.tabTraces,
} as const;

const tabOf = (segment: string | undefined): FlowTab =>
  FLOW_TABS.find((tab) => tab === segment?.split('/')[0]) ?? 'overview';

/**
 * Flow detail (spec 2.2): overview, spec, documentation, access and traces, at flows/{id}/*,
 * and of a flow as a beatbox or an agent runs it, at flows/beatbox/{beatboxId}/{id}/* and
 * flows/agent/{agentId}/{id}/* (the page then says where it runs and leads back there).
 */
export function FlowDetailPage() {
  const t = useT();
  const params = useParams<{ id: string; '*'?: string; beatboxId?: string; agentId?: string }>();
  const [, navigate] = useLocation();
  const flowId = params.id;
  const tab = tabOf(params['*']);
  const { org, role, features, range } = useHeartbeatPage();
  const query = useRangeQuery();
  const flowHost = flowHostOf(params);
  const host = useFlowHost(org, flowHost, flowId, query);
  const flow = useQuery(flowQueries.flow(org, flowId));
  const metrics = useQuery(trafficQueries.metrics(org, range, flowId));
  useRangeToolbar(oldestFetch(flow.dataUpdatedAt, host?.updatedAt ?? 0));
  const backHref = host?.backHref ?? heartbeatPaths.flows(query);
  const backLabel = host?.texts.back ?? m.backToFlows;

  const flowGone = flow.isError && isApiError(flow.error) && flow.error.status === 404;
  if (flowGone || host?.gone || host?.runs === false) {
    const title = host?.gone
      ? t(host.texts.gone, { id: flowHost?.id ?? '' })
      : host?.runs === false && !flowGone
        ? t(host.texts.notHere, { name: host.name ?? '', id: flowId })
        : t(m.notFound, { id: flowId });
    return (
      <Stack gap="sm" data-testid="flow-not-found">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{t(m.notFoundHint)}</Text>
        <Anchor component={Link} href={backHref}>
          {t(backLabel)}
        </Anchor>
      </Stack>
    );
  }

  const data = flow.data;
  const entry = metrics.data?.find((item) => item.flowId === flowId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Anchor component={Link} href={backHref} size="sm">
            {t(backLabel)}
          </Anchor>
          <Group gap="sm">
            <Title order={1} size="h2">
              {flowId}
            </Title>
            {data && <FlowStatusBadge status={flowStatus(data, entry)} />}
          </Group>
          {host?.name && (
            <Text size="sm" fw={500} data-testid="flow-host">
              {t(host.texts.runsOn, { name: host.name })}
            </Text>
          )}
          {data && (
            <Text size="sm" c="dimmed">
              {data.flowSpec.description}
            </Text>
          )}
          {data && <FetchedAt updatedAt={flow.dataUpdatedAt} />}
        </Stack>
        {data && canControlFlows(role, features) && <FlowControlButton org={org} flow={data} />}
      </Group>
      {flow.isError && <QueryError error={flow.error} onRetry={() => void flow.refetch()} />}
      {flow.isPending && <Skeleton height={300} />}
      {data?.disablement && <DisablementNotice disablement={data.disablement} />}
      {data && (
        <Tabs
          value={tab}
          onChange={(next) => {
            navigate(
              heartbeatPaths.flow(flowId, tabOf(next ?? undefined), query, flowHost ?? undefined),
            );
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t(m.tabs)}>
            {FLOW_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(TAB_LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <FlowOverviewTab org={org} features={features} flow={data} range={range} />
          </Tabs.Panel>
          <Tabs.Panel value="spec" pt="md">
            <FlowSpecTab spec={data.flowSpec} />
          </Tabs.Panel>
          <Tabs.Panel value="documentation" pt="md">
            <FlowDocumentationTab documentation={data.documentation} />
          </Tabs.Panel>
          <Tabs.Panel value="access" pt="md">
            <FlowAccessTab org={org} flow={data} />
          </Tabs.Panel>
          <Tabs.Panel value="traces" pt="md">
            <FlowTracesTab org={org} flowId={flowId} range={range} role={role} query={query} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
