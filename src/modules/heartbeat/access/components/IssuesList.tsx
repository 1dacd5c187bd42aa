import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'wouter';
import type { FlowAccessDiscrepancies } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useCompactTime, TableHead } from '../../../../shared/ui/table';
import { issuesMessages } from '../messages';
import { heartbeatPaths } from '../../paths';

interface IssuesListProps {
  discrepancies: FlowAccessDiscrepancies;
  query: string;
}

/** The issues list (spec 8): accesses to flows that are gone, and flows nobody may call. */
export function IssuesList({ discrepancies, query }: IssuesListProps) {
  const t = useT();
  const tableTime = useCompactTime();
  const orphanedId = useId();
  const unassignedId = useId();
  const { accessesWithoutDeployments: orphaned, deploymentsWithoutAccesses: unassigned } =
    discrepancies;
  if (orphaned.length === 0 && unassigned.length === 0) {
    return <Text>{t(issuesMessages.none)}</Text>;
  }
  return (
    <Stack gap="lg">
      {orphaned.length > 0 && (
        <section aria-labelledby={orphanedId}>
          <Title order={2} size="h4" id={orphanedId} mb="xs">
            {t(issuesMessages.orphanedHeading)}
          </Title>
          <Table striped withTableBorder aria-labelledby={orphanedId}>
            <TableHead
              columns={[
                t(issuesMessages.columnAccount),
                t(issuesMessages.columnFlow),
                t(issuesMessages.columnIssue),
                t(issuesMessages.columnUpdated),
              ]}
            />
            <Table.Tbody>
              {orphaned.map((access) => (
                <Table.Tr key={access.flowAccessId} data-issue="orphaned">
                  <Table.Th scope="row">{access.serviceAccountName}</Table.Th>
                  <Table.Td>{access.flowId}</Table.Td>
                  <Table.Td>
                    {t(issuesMessages.orphaned, {
                      account: access.serviceAccountName,
                      flowId: access.flowId,
                    })}
                  </Table.Td>
                  <Table.Td>{tableTime(access.updated)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
      {unassigned.length > 0 && (
        <section aria-labelledby={unassignedId}>
          <Title order={2} size="h4" id={unassignedId} mb="xs">
            {t(issuesMessages.unassignedHeading)}
          </Title>
          <Table striped withTableBorder aria-labelledby={unassignedId}>
            <TableHead columns={[t(issuesMessages.columnFlow), t(issuesMessages.columnIssue)]} />
            <Table.Tbody>
              {unassigned.map((flowId) => (
                <Table.Tr key={flowId} data-issue="unassigned">
                  <Table.Th scope="row">
                    <Anchor component={Link} href={heartbeatPaths.flow(flowId, 'access', query)}>
                      {flowId}
                    </Anchor>
                  </Table.Th>
                  <Table.Td>{t(issuesMessages.unassigned)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </Stack>
  );
}
