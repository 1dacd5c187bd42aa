import { memo, useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import type { AssetSummary } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import {
  fixedText,
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../shared/ui/table';
import { assetsPaths } from '../paths';
import { assetListMessages as m } from './messages';

const assetKey = (asset: AssetSummary) => asset.id;

/** A page of metering points; on a phone the point, its meter and city stay in the row. */
export const AssetsTable = memo(function AssetsTable({
  assets,
  query,
}: {
  assets: readonly AssetSummary[];
  query: string;
}) {
  const t = useT();
  const rowLabel = useCallback((asset: AssetSummary) => t(m.rowLabel, { mrId: asset.mrId }), [t]);
  const columns = useMemo<VirtualColumn<AssetSummary>[]>(
    () => [
      {
        key: 'mrId',
        header: t(m.columnMrId),
        minWidth: 190,
        grow: 1,
        render: (asset) => (
          <Link
            href={assetsPaths.asset(asset.id, query)}
            className={`mantine-focus-auto ${classes.link}`}
          >
            {asset.mrId}
          </Link>
        ),
      },
      {
        key: 'meter',
        header: t(m.columnMeter),
        minWidth: 130,
        priority: 'high',
        render: (asset) => asset.meterMrId ?? fixedText(t, commonMessages.none),
      },
      {
        key: 'city',
        header: t(m.columnCity),
        minWidth: 110,
        priority: 'high',
        render: (asset) => asset.city,
      },
      {
        key: 'commodity',
        header: t(m.columnCommodity),
        minWidth: 120,
        priority: 'low',
        render: (asset) => asset.commodity,
      },
      {
        key: 'status',
        header: t(m.columnStatus),
        minWidth: 90,
        priority: 'low',
        render: (asset) => asset.status,
      },
      {
        key: 'connection',
        header: t(m.columnConnection),
        minWidth: 130,
        priority: 'low',
        render: (asset) => asset.connectionState,
      },
    ],
    [t, query],
  );
  return (
    <VirtualTable
      label={t(m.table)}
      rows={assets}
      columns={columns}
      rowKey={assetKey}
      rowLabel={rowLabel}
      rowHeight={40}
      height={{ viewportOffset: 360 }}
      empty={t(m.empty)}
    />
  );
});
