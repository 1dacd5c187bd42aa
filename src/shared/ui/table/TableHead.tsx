import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The head of a small (not virtualised) Mantine table: a header cell a column, scoped to its
 * column. A column given as `false` (one the user may not see) is left out.
 */
export function TableHead({ columns }: { columns: readonly (ReactNode | false)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map(
          (column, index) =>
            column !== false && (
              // A table's columns keep their places: the place is the key.
              <Table.Th scope="col" key={index}>
                {column}
              </Table.Th>
            ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
