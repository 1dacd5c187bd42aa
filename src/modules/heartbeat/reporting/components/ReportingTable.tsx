import { memo, useMemo } from 'react';
import { Link } from 'wouter';
import type { FlowReportRow } from '../../../../shared/contracts';
import { intlLocaleOf, useI18n } from '../../../../shared/i18n';
import {
  tableCellClasses as classes,
  VirtualTable,
  type VirtualColumn,
} from '../../../../shared/ui/table';
import { heartbeatPaths } from '../../paths';
import { cellFormatter } from '../lib/cellText';
import { REPORT_COLUMNS } from '../lib/reportSheet';
import { reportingMessages } from '../messages';

const flowKey = (row: FlowReportRow) => row.flowId;

/**
 * The report's rows, virtualised (thousands of flows cost the rows in view). Each cell shows
 * the value the exports write, formatted for the locale. Memoised on its rows.
 */
export const ReportingTable = memo(function ReportingTable({
  rows,
  query,
}: {
  rows: readonly FlowReportRow[];
  query: string;
}) {
  const { t, locale } = useI18n();
  const columns = useMemo<VirtualColumn<FlowReportRow>[]>(() => {
    const format = cellFormatter(intlLocaleOf(locale));
    return REPORT_COLUMNS.map((column) =>
      column.key === 'flowId'
        ? {
            key: column.key,
            header: t(column.header),
            minWidth: 180,
            grow: 3,
            render: (row) => (
              <Link
                href={heartbeatPaths.flow(row.flowId, 'overview', query)}
                className={`mantine-focus-auto ${classes.link}`}
              >
                {row.flowId}
              </Link>
            ),
          }
        : {
            key: column.key,
            header: t(column.header),
            minWidth: 110,
            grow: 1,
            priority: column.priority,
            render: (row) => <p className={classes.text}>{format(column.cell(row))}</p>,
          },
    );
  }, [t, locale, query]);
  return (
    <VirtualTable
      label={t(reportingMessages.table)}
      rows={rows}
      columns={columns}
      rowKey={flowKey}
      rowLabel={flowKey}
      rowHeight={40}
      height={{ viewportOffset: 360 }}
      empty={t(reportingMessages.empty)}
    />
  );
});
