import { Anchor, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearch } from 'wouter';
import { isApiError } from '../../../shared/api';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { datalakePaths } from '../paths';
import { datalakeQueries } from '../queries';
import { useDatalakePage } from '../useDatalakePage';
import { DetailsTab } from './DetailsTab';
import { usagePointMessages as m } from './detailMessages';
import { MessageLogTab } from './MessageLogTab';
import { PinButton } from './PinButton';
import { ReadingsTab } from './ReadingsTab';
import { relatedAssetMessages } from './assetMessages';
import { RelatedAssetsTab } from './RelatedAssetsTab';

const TABS = ['details', 'messages', 'readings', 'assets'] as const;
type Tab = (typeof TABS)[number];
const LABELS = {
  details: m.tabDetails,
  messages: m.tabMessages,
  readings: m.tabReadings,
  assets: relatedAssetMessages.tab,
};
const tabOf = (segment: string | undefined): Tab =>
  TABS.find((tab) => tab === segment?.split('/')[0]) ?? 'details';

/** A usage point (spec 2.4): details, message log, meter readings and related assets. */
export function UsagePointPage() {
  const t = useT();
  const params = useParams<{ id: string; '*'?: string }>();
  const [, navigate] = useLocation();
  // A tab switch keeps the address's query: the range and the readings' selectors.
  const search = useSearch();
  const id = params.id;
  const tab = tabOf(params['*']);
  const { org, range } = useDatalakePage();
  const detail = useQuery(datalakeQueries.usagePoint(org, id));
  useRangeToolbar(detail.dataUpdatedAt, { range: tab === 'readings' });
  const back = (
    <Anchor component={Link} href={datalakePaths.usagePoints()} size="sm">
      {t(m.back)}
    </Anchor>
  );

  if (detail.isError && isApiError(detail.error) && detail.error.status === 404) {
    return (
      <Stack gap="sm" data-testid="usage-point-not-found">
        {back}
        <Title order={1} size="h2">
          {t(m.notFound)}
        </Title>
      </Stack>
    );
  }
  const data = detail.data;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {back}
        <Group justify="space-between" gap="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {id}
          </Title>
          <PinButton org={org} usagePointId={id} />
        </Group>
        {data && (
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {data.endDeviceId} · {data.location.address}
            </Text>
            <FetchedAt updatedAt={detail.dataUpdatedAt} />
          </Group>
        )}
      </Stack>
      {detail.isError && <QueryError error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.isPending && <Skeleton height={300} />}
      {data && (
        <Tabs
          value={tab}
          onChange={(next) =>
            navigate(
              `${datalakePaths.usagePoint(id, tabOf(next ?? undefined))}${search ? `?${search}` : ''}`,
            )
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t(m.tabs)}>
            {TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(LABELS[value])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details" pt="md">
            <DetailsTab usagePoint={data} />
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="md">
            <MessageLogTab org={org} usagePointId={id} />
          </Tabs.Panel>
          <Tabs.Panel value="readings" pt="md">
            <ReadingsTab org={org} usagePoint={data} range={range} />
          </Tabs.Panel>
          <Tabs.Panel value="assets" pt="md">
            <RelatedAssetsTab org={org} usagePointId={id} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
