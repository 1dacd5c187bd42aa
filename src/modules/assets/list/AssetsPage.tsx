import { Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useSnapshot } from 'valtio';
import { useI18n } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { useAssetsPage } from '../hooks/useAssetsPage';
import { ASSET_PAGE_SIZE, assetsQueries } from '../queries';
import { assetsState } from '../state';
import { AssetsTable } from './AssetsTable';
import { assetListMessages as m } from './messages';

/** Metering points, searched and paged on the server. */
export function AssetsPage() {
  const { t, formatNumber } = useI18n();
  const { org, query } = useAssetsPage();
  const ui = useSnapshot(assetsState);
  const search = useDeferredValue(ui.assetSearch.trim());
  const assets = useQuery(assetsQueries.assets(org, search, ui.assetOffset));
  useRangeToolbar(assets.dataUpdatedAt, { range: false });
  const meta = assets.data?.meta;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(m.heading)}
      </Title>
      <TextInput
        label={t(m.search)}
        description={t(m.searchHint)}
        value={ui.assetSearch}
        maxLength={100}
        onChange={(event) => {
          assetsState.assetSearch = event.currentTarget.value;
          assetsState.assetOffset = 0;
        }}
        maw={420}
      />
      {assets.isError && <QueryError error={assets.error} onRetry={() => void assets.refetch()} />}
      {assets.data && meta ? (
        <>
          <Group justify="space-between" gap="md">
            <Text size="sm" aria-live="polite" data-testid="assets-shown">
              {t(m.range, {
                from: formatNumber(meta.total === 0 ? 0 : meta.offset + 1),
                to: formatNumber(meta.offset + assets.data.data.length),
                total: meta.total,
              })}
            </Text>
            <FetchedAt updatedAt={assets.dataUpdatedAt} />
          </Group>
          <AssetsTable assets={assets.data.data} query={query} />
          <Group gap="sm">
            <Button
              variant="default"
              disabled={meta.offset === 0}
              onClick={() => {
                assetsState.assetOffset = Math.max(0, meta.offset - ASSET_PAGE_SIZE);
              }}
            >
              {t(m.previous)}
            </Button>
            <Button
              variant="default"
              disabled={meta.offset + ASSET_PAGE_SIZE >= meta.total}
              onClick={() => {
                assetsState.assetOffset = meta.offset + ASSET_PAGE_SIZE;
              }}
            >
              {t(m.next)}
            </Button>
          </Group>
        </>
      ) : (
        !assets.isError && <Skeleton height={400} />
      )}
    </Stack>
  );
}
