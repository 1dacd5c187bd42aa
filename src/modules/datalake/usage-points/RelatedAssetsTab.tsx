import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../../shared/routing';
import { useT } from '../../../shared/i18n';
import { QueryError } from '../../../shared/ui';
import { datalakeQueries } from '../queries';
import { relatedAssetMessages as m } from './assetMessages';

/** The assets of the usage point (spec 2.4): its metering points and meters, linked into Assets. */
export function RelatedAssetsTab({ org, usagePointId }: { org: number; usagePointId: string }) {
  const t = useT();
  const assets = useQuery(datalakeQueries.relatedAssets(org, usagePointId));
  if (assets.isError) {
    return <QueryError error={assets.error} onRetry={() => void assets.refetch()} />;
  }
  if (!assets.data) return <Skeleton height={120} />;
  if (assets.data.data.length === 0) return <Text size="sm">{t(m.none)}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label={t(m.table)} fz="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(m.meteringPoint)}</Table.Th>
            <Table.Th>{t(m.meter)}</Table.Th>
            <Table.Th>{t(m.commodity)}</Table.Th>
            <Table.Th>{t(m.status)}</Table.Th>
            <Table.Th>{t(m.connection)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {assets.data.data.map((asset) => (
            <Table.Tr key={asset.id}>
              <Table.Td>
                <Anchor
                  component={Link}
                  href={paths.assets.asset(asset.id)}
                  aria-label={t(m.open, { mrId: asset.mrId })}
                >
                  {asset.mrId}
                </Anchor>
              </Table.Td>
              <Table.Td>{asset.meterMrId ?? '–'}</Table.Td>
              <Table.Td>{asset.commodity}</Table.Td>
              <Table.Td>{asset.status}</Table.Td>
              <Table.Td>{asset.connectionState}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
