import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { layOutElements } from '../../../../shared/testing/layout';
import { renderWithProviders } from '../../../../shared/testing/renderWithProviders';
import { buildFlowRows } from '../../model/flowRows';
import { deployedFlow, flowMetrics } from '../../testing/fixtures';
import { FlowsTable } from './FlowsTable';

// jsdom lays nothing out: give every element the box of a normal table body.
layOutElements();
afterEach(cleanup);

const domRows = () => document.querySelectorAll('[role="rowgroup"] [role="row"][data-row-key]');

describe('FlowsTable', () => {
  it('renders 5,000 flows with only the rows in view, and the warnings', () => {
    const flows = Array.from({ length: 5000 }, (_, i) =>
      deployedFlow(`flow-${String(i).padStart(4, '0')}`, {
        state: i === 0 ? 'STOPPED' : 'STARTED',
      }),
    );
    const rows = buildFlowRows(flows, [flowMetrics('flow-0001', 200, 30, 4)]);
    renderWithProviders(<FlowsTable rows={rows} query="?fromDate=1&toDate=2" />);
    expect(domRows().length).toBeLessThanOrEqual(150);
    expect(screen.getByText('The flow is not up')).toBeTruthy();
    expect(screen.getByText('30 failed messages (15%)')).toBeTruthy();
    expect(screen.getByText('4 connector errors')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'flow-0001' }).getAttribute('href')).toBe(
      '/flows/flow-0001?fromDate=1&toDate=2',
    );
  });
});
