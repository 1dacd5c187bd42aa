import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../../../shared/i18n';
import { flowRowWarnings, type FlowRow } from '../../model/flowRows';
import { overviewMessages } from '../messages';
import { FlowStatusBadge } from '../../model/components/FlowStatusBadge';
import { FlowWarnings } from '../../model/components/FlowWarnings';
import { heartbeatPaths } from '../../paths';
import { TableHead } from '../../../../shared/ui/table/TableHead';

const SHOWN = 50;

interface AttentionListProps {
  rows: readonly FlowRow[];
  query: string;
  captionId: string;
}

/** Flows that are failing, down or paused, most urgent first, each linking to its detail. */
export function AttentionList({ rows, query, captionId }: AttentionListProps) {
  const t = useT();
  if (rows.length === 0) return <Text>{t(overviewMessages.attentionEmpty)}</Text>;
  return (
    <>
      <Table striped highlightOnHover withTableBorder aria-labelledby={captionId}>
        <TableHead
          columns={[
            t(overviewMessages.columnFlow),
            t(overviewMessages.columnStatus),
            t(overviewMessages.columnWarnings),
          ]}
        />
        <Table.Tbody>
          {rows.slice(0, SHOWN).map((row) => (
            <Table.Tr key={row.id} data-flow-id={row.id}>
              <Table.Th scope="row" fw={500}>
                <Anchor component={Link} href={heartbeatPaths.flow(row.id, 'overview', query)}>
                  {row.id}
                </Anchor>
              </Table.Th>
              <Table.Td>
                <FlowStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <FlowWarnings warnings={flowRowWarnings(row)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {rows.length > SHOWN && (
        <Anchor component={Link} href={heartbeatPaths.flows(query)} size="sm">
          {t(overviewMessages.attentionMore, { shown: SHOWN, total: rows.length })}
        </Anchor>
      )}
    </>
  );
}
