import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { layOutElements } from '../../testing/layout';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { VirtualTable, type VirtualColumn } from './VirtualTable';

// jsdom lays nothing out: a table body 360 px wide (a phone) and 600 px high.
layOutElements(360, 600);
afterEach(cleanup);

interface Row {
  id: string;
  note: string;
  count: number;
}
const rows: Row[] = [
  { id: 'a', note: 'first note', count: 1 },
  { id: 'b', note: 'second note', count: 2 },
];
const columns: VirtualColumn<Row>[] = [
  { key: 'id', header: 'Name', minWidth: 200, render: (row) => row.id },
  { key: 'note', header: 'Note', minWidth: 200, priority: 'high', render: (row) => row.note },
  { key: 'count', header: 'Count', minWidth: 80, priority: 'low', render: (row) => row.count },
];

/** The table of `shown`, with an empty state if given. */
const thingsTable = (shown: Row[], empty?: ReactNode) => (
  <VirtualTable
    label="Things"
    rows={shown}
    columns={columns}
    rowKey={(row) => row.id}
    rowHeight={40}
    height={400}
    empty={empty}
  />
);

describe('VirtualTable on a narrow screen', () => {
  it('shows the columns that fit and the others in the row details, opened by a button', () => {
    renderWithProviders(thingsTable(rows));
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'More']);
    expect(screen.queryByText('first note')).toBeNull();

    const toggle = screen.getByRole('button', { name: 'More about a' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details?.textContent).toBe('Notefirst noteCount1');
    expect(screen.queryByText('second note')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('first note')).toBeNull();
  });
});

/** A list that starts empty, and gets its rows with a button. */
function Growing() {
  const [shown, setShown] = useState<Row[]>([]);
  return (
    <>
      <button onClick={() => setShown(rows)}>Load</button>
      {thingsTable(shown, <p>Nothing yet.</p>)}
    </>
  );
}

describe('VirtualTable of an empty list', () => {
  it('shows only its empty state, and the table with the columns that fit once rows arrive', () => {
    renderWithProviders(<Growing />);
    expect(screen.getByText('Nothing yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('columnheader')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    expect(screen.queryByText('Nothing yet.')).toBeNull();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'More']);
  });
});

describe('VirtualTable height', () => {
  const table = (fit: boolean) => (
    <VirtualTable
      label="Things"
      rows={rows}
      columns={columns}
      rowKey={(row) => row.id}
      rowHeight={40}
      height={{ viewportOffset: 300, fit }}
    />
  );

  it('stands as high as the viewport allows, or with fit no higher than its rows', () => {
    renderWithProviders(table(false));
    const body = () => screen.getByTestId('virtual-table-body');
    expect(body().style.height).toBe('calc(100vh - 300px)');
    expect(body().style.maxHeight).toBe('');
    cleanup();
    renderWithProviders(table(true));
    // The header row (40 px), two rows of 40 px and the body's borders.
    expect(body().style.height).toBe('calc(100vh - 300px)');
    expect(body().style.maxHeight).toBe('122px');
  });
});
