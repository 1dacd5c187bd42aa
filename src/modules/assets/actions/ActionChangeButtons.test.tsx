import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssetAction } from '../../../shared/contracts';
import { networkStatus } from '../../../shared/network/networkStatus';
import { renderWithProviders } from '../../../shared/testing/renderWithProviders';
import { ActionChangeButtons } from './ActionChangeButtons';

const action = (state: AssetAction['state']): AssetAction => ({
  id: 7,
  assetId: 1,
  assetMrId: '707057500000000001',
  automation: null,
  correlationId: 'c-7',
  source: 'MDM',
  state,
  type: 'PING',
  payload: {},
  tags: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  response: null,
  errorResponse: null,
  attempts: 0,
  nextAttemptAt: null,
});

afterEach(() => {
  cleanup();
  networkStatus.browserOnline = true;
});

describe('execute and close', () => {
  it('are offered for an open action', () => {
    renderWithProviders(<ActionChangeButtons org={2} action={action('OPEN')} />);
    expect(screen.getByRole('button', { name: 'Execute' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Close action' })).toHaveProperty('disabled', false);
  });

  it('are not offered for a completed or closed action', () => {
    renderWithProviders(<ActionChangeButtons org={2} action={action('COMPLETED')} />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderWithProviders(<ActionChangeButtons org={2} action={action('CLOSED')} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('are disabled offline, with the reason', () => {
    networkStatus.browserOnline = false;
    renderWithProviders(<ActionChangeButtons org={2} action={action('FAILED')} />);
    const execute = screen.getByRole('button', { name: 'Execute' });
    expect(execute).toHaveProperty('disabled', true);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('Not available offline: this needs a connection to the server.');
    expect(execute.getAttribute('aria-describedby')).toBe(note.id);
  });
});
