import { Paper, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of label and value rows; values wrap anywhere, so long ids fit a phone. */
export function FieldList({
  title,
  rows,
}: {
  title: string;
  rows: readonly (readonly [string, ReactNode])[];
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Table variant="vertical" layout="fixed">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
