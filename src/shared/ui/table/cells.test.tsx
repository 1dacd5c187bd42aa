import { Table } from '@mantine/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutElements } from '../../testing/layout';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { textColumn } from './cells';
import { CellBadge } from './CellBadge';
import { LoadMoreFooter } from './LoadMoreFooter';
import classes from './TableCells.module.css';
import { TableHead } from './TableHead';
import { VirtualTable } from './VirtualTable';

// jsdom lays nothing out: a table body 360 px wide and 600 px high.
layOutElements(360, 600);
afterEach(cleanup);

interface Row {
  id: string;
  note: string | null;
}

describe('the shared table pieces', () => {
  it('draws text columns as plain paragraphs, cut when asked, and a text empty note', () => {
    const columns = [
      textColumn<Row>('id', 'Id', { minWidth: 80 }, (row) => row.id),
      textColumn<Row>('note', 'Note', { minWidth: 80 }, (row) => row.note ?? '–', {
        truncate: true,
      }),
    ];
    expect(columns[1]).toMatchObject({ key: 'note', header: 'Note', minWidth: 80 });
    const table = (rows: Row[]) => (
      <VirtualTable
        label="Rows"
        rows={rows}
        columns={columns}
        rowKey={(row) => row.id}
        rowHeight={40}
        height={400}
        empty="Nothing here."
      />
    );
    renderWithProviders(table([{ id: 'a', note: null }]));
    expect(screen.getByText('a').className).toBe(classes.text);
    expect(screen.getByText('–').className).toBe(`${classes.text} ${classes.truncate}`);
    expect(screen.queryByText('Nothing here.')).toBeNull();
    cleanup();
    renderWithProviders(table([]));
    expect(screen.getByText('Nothing here.').tagName).toBe('P');
  });

  it('gives a light badge its data attribute, and a filled one its status', () => {
    renderWithProviders(
      <>
        <CellBadge variant="light" color="green" label="Done" data-action-state="DONE" />
        <CellBadge color="red" label="Down" status="DOWN" />
      </>,
    );
    expect(screen.getByText('Done').parentElement?.dataset.actionState).toBe('DONE');
    expect(screen.getByText('Down').parentElement?.dataset.status).toBe('DOWN');
  });

  it('offers the next page, then says every page is loaded, and nothing with no rows', () => {
    const onLoadMore = vi.fn();
    const footer = (hasMore: boolean, loaded: number) => (
      <LoadMoreFooter
        hasMore={hasMore}
        loading={false}
        onLoadMore={onLoadMore}
        loaded={loaded}
        loadMore="Load more"
        allLoaded="All loaded."
      />
    );
    renderWithProviders(footer(true, 100));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('All loaded.')).toBeNull();
    cleanup();
    renderWithProviders(footer(false, 120));
    expect(screen.getByText('All loaded.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderWithProviders(footer(false, 0));
    expect(screen.queryByText('All loaded.')).toBeNull();
  });

  it('scopes the header cells of a small table to their columns, leaving out hidden ones', () => {
    renderWithProviders(
      <Table>
        <TableHead columns={['Flow', 'Created', false, 'Revoke']} />
      </Table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Flow', 'Created', 'Revoke']);
    expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
  });
});
