import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutElements } from '../../../../shared/testing/layout';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { trace } from '../../testing/fixtures';
import { TracesTable } from './TracesTable';

// jsdom lays nothing out: give every element the box of a normal table body.
layOutElements();
afterEach(cleanup);

const domRows = () => document.querySelectorAll('[role="rowgroup"] [role="row"][data-row-key]');

describe('TracesTable', () => {
  const traces = Array.from({ length: 100_000 }, (_, i) => trace(i + 1));

  it('keeps at most about 150 rows in the DOM with 100,000 loaded', () => {
    const started = performance.now();
    renderWithProviders(
      <TracesTable
        traces={traces}
        canViewPayloads
        openTraceId={null}
        onOpen={vi.fn()}
        onPayload={vi.fn()}
        footer={null}
      />,
    );
    expect(performance.now() - started).toBeLessThan(3000);
    expect(screen.getByRole('table', { name: 'Flow traces' }).getAttribute('aria-rowcount')).toBe(
      '100001',
    );
    const count = domRows().length;
    expect(count).toBeGreaterThan(10);
    expect(count).toBeLessThanOrEqual(150);
    expect(domRows()[0]?.getAttribute('aria-rowindex')).toBe('2');
  });

  it('renders the rows in view after a scroll, still few', () => {
    renderWithProviders(
      <TracesTable
        traces={traces}
        canViewPayloads={false}
        openTraceId={null}
        onOpen={vi.fn()}
        onPayload={vi.fn()}
        footer={null}
      />,
    );
    const body = screen.getByTestId('virtual-table-body');
    act(() => {
      body.scrollTop = 40 * 50_000;
      fireEvent.scroll(body);
    });
    const keys = [...domRows()].map((row) => Number(row.getAttribute('data-row-key')));
    expect(keys).toContain(50_001);
    expect(keys.length).toBeLessThanOrEqual(150);
    // Payload buttons are for operators and up only.
    expect(screen.queryByRole('button', { name: /Show payload of trace/ })).toBeNull();
  });

  it('shows attempt n/max, opens details and payloads, and selects for resubmit', () => {
    const onOpen = vi.fn();
    const onPayload = vi.fn();
    const onToggle = vi.fn();
    renderWithProviders(
      <TracesTable
        traces={[trace(1, { deliveryAttemptNo: 2 }), trace(2, { payloadId: null })]}
        canViewPayloads
        selection={{ selected: [1], onToggle }}
        openTraceId={null}
        onOpen={onOpen}
        onPayload={onPayload}
        footer={null}
      />,
    );
    expect(screen.getByText('2/3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Details of trace 1' }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Show payload of trace 1' }));
    expect(onPayload).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.queryByRole('button', { name: 'Show payload of trace 2' })).toBeNull();
    const box = screen.getByRole('checkbox', { name: 'Select trace 1' });
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(box);
    expect(onToggle).toHaveBeenCalledWith(1);
    expect(screen.queryByRole('checkbox', { name: 'Select trace 2' })).toBeNull();
  });
});
