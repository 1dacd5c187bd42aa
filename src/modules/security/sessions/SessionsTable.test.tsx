import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '../../../shared/contracts';
import { layOutElements } from '../../../shared/testing/layout';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { SessionsTable } from './SessionsTable';

// jsdom lays nothing out: a table body 1200 px wide and 600 px high.
layOutElements(1200, 600);
afterEach(cleanup);

const sessions: SessionInfo[] = Array.from({ length: 10_000 }, (_, i) => ({
  sessionId: `session-${i}`,
  username: `user${i}@example.com`,
  clientId: 'console',
  clientIp: '10.0.0.1',
  proxyIp: null,
  tokenIssued: '2026-11-25T10:00:00.000Z',
  tokenExpires: '2026-11-25T10:15:00.000Z',
}));

describe('SessionsTable', () => {
  it('renders the rows in view of ten thousand, and selects one or all', () => {
    const onToggle = vi.fn();
    const onToggleAll = vi.fn();
    renderWithProviders(
      <SessionsTable
        sessions={sessions}
        selected={{}}
        onToggle={onToggle}
        onToggleAll={onToggleAll}
      />,
    );
    const table = screen.getByRole('table', { name: 'Live sessions' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const rows = table.querySelectorAll('[data-row-key]');
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select session session-1' }));
    expect(onToggle).toHaveBeenCalledWith('session-1', true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all sessions' }));
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });
});
