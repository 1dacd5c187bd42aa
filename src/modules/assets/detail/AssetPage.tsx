import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../../shared/api';
import type { Asset } from '../../../shared/contracts';
import { useI18n, type Translate } from '../../../shared/i18n';
import { commonMessages, QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useRangeToolbar } from '../../../shared/ui/page-frame';
import { useAssetsPage } from '../hooks/useAssetsPage';
import { assetsPaths } from '../paths';
import { assetsQueries } from '../queries';
import { FieldList } from './FieldList';
import { MeterCard } from './MeterCard';
import { assetDetailMessages as m } from './messages';

function pointRows(asset: Asset, t: Translate) {
  return [
    [t(m.mrId), asset.mrId],
    [t(m.usagePoint), asset.usagePointId],
    [t(m.commodity), asset.commodity],
    [t(m.status), asset.status],
    [t(m.virtual), t(asset.virtual ? commonMessages.yes : commonMessages.no)],
    [t(m.types), asset.types.join(', ')],
    [t(m.connectionState), asset.connectionState],
    [t(m.amiBillingState), asset.amiBillingState],
  ] as const;
}

function locationRows(asset: Asset, t: Translate, formatNumber: (n: number) => string) {
  const { location } = asset;
  const address = location.mainAddress;
  return [
    [
      t(m.address),
      t(m.addressText, {
        street: address.streetName,
        number: address.streetNumber,
        postalCode: address.postalCode,
        city: address.city,
        country: address.country,
      }),
    ],
    [t(m.geoReference), location.geoReferenceSystem],
    [t(m.coordinates), `${formatNumber(location.latitude)}, ${formatNumber(location.longitude)}`],
    [t(m.timeZone), location.timeZone],
  ] as const;
}

/** A metering point (spec 2.4): its fields, location, installation and linked meters. */
export function AssetPage() {
  const { t, formatNumber } = useI18n();
  const { org, query } = useAssetsPage();
  const assetId = Number(useParams<{ assetId: string }>().assetId);
  const valid = Number.isSafeInteger(assetId) && assetId > 0;
  const asset = useQuery({ ...assetsQueries.asset(org, assetId), enabled: valid });
  useRangeToolbar(asset.dataUpdatedAt, { range: false });
  const back = (
    <Anchor component={Link} href={assetsPaths.assets(query)} size="sm">
      {t(m.back)}
    </Anchor>
  );
  const missing = !valid || (isApiError(asset.error) && asset.error.status === 404);
  if (missing) {
    return (
      <Stack gap="md">
        {back}
        <Text>{t(m.notFound)}</Text>
      </Stack>
    );
  }
  const data = asset.data;
  const installation = data?.electricityInstallation;
  return (
    <Stack gap="md">
      {back}
      {asset.isError && <QueryError error={asset.error} onRetry={() => void asset.refetch()} />}
      {data ? (
        <>
          <Group justify="space-between" gap="md">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {t(m.heading, { mrId: data.mrId })}
            </Title>
            <FetchedAt updatedAt={asset.dataUpdatedAt} />
          </Group>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FieldList title={t(m.meteringPoint)} rows={pointRows(data, t)} />
            <FieldList title={t(m.location)} rows={locationRows(data, t, formatNumber)} />
            {installation && (
              <FieldList
                title={t(m.installation)}
                rows={[
                  [t(m.phaseCount), installation.phaseCount],
                  [t(m.ratedCurrent), t(m.amperes, { value: installation.ratedCurrent })],
                  [t(m.ratedVoltage), t(m.volts, { value: installation.ratedVoltage })],
                ]}
              />
            )}
            <FieldList
              title={t(m.multipliers)}
              rows={data.multipliers.map((x) => [`${x.id} (${x.type})`, formatNumber(x.value)])}
            />
            <FieldList
              title={t(m.properties)}
              rows={data.properties.map((p) => [p.name, p.value])}
            />
          </SimpleGrid>
          <Title order={2} size="h3">
            {t(m.meters)}
          </Title>
          {data.meters.length === 0 && <Text>{t(m.noMeters)}</Text>}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {data.meters.map((meter) => (
              <MeterCard key={meter.mrId} meter={meter} />
            ))}
          </SimpleGrid>
        </>
      ) : (
        !asset.isError && <Skeleton height={400} />
      )}
    </Stack>
  );
}
