import { Alert, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { DeployedFlow } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { FetchedAt } from '../../../../shared/ui/offline';
import { useCompactTime, TableHead } from '../../../../shared/ui/table';
import { flowAccessMessages as m } from '../messages';
import { accessQueries } from '../queries';
import { QueryError } from '../../../../shared/ui';

/** Flow access: the service accounts that may call the flow. */
export function FlowAccessTab({ org, flow }: { org: number; flow: DeployedFlow }) {
  const t = useT();
  const tableTime = useCompactTime();
  const headingId = useId();
  const accesses = useQuery(accessQueries.flowAccesses(org, flow.flowSpec.id));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t(m.heading)}
      </Title>
      {flow.flowSpec.allowAnonymousAccess && <Alert color="blue">{t(m.anonymous)}</Alert>}
      {accesses.isError && (
        <QueryError error={accesses.error} onRetry={() => void accesses.refetch()} />
      )}
      {accesses.isPending && <Skeleton height={120} />}
      {accesses.data && <FetchedAt updatedAt={accesses.dataUpdatedAt} />}
      {accesses.data?.length === 0 && <Text>{t(m.empty)}</Text>}
      {accesses.data && accesses.data.length > 0 && (
        <Table withTableBorder striped aria-labelledby={headingId}>
          <TableHead columns={[t(m.account), t(m.accessId), t(m.created), t(m.updated)]} />
          <Table.Tbody>
            {accesses.data.map((access) => (
              <Table.Tr key={access.flowAccessId}>
                <Table.Th scope="row">{access.serviceAccountName}</Table.Th>
                <Table.Td>{access.flowAccessId}</Table.Td>
                <Table.Td>{tableTime(access.created)}</Table.Td>
                <Table.Td>{tableTime(access.updated)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
