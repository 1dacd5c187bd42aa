import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api';
import { networkStatus } from '../../network';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ActionFeedback } from './ActionFeedback';

afterEach(() => {
  cleanup();
  networkStatus.browserOnline = true;
});

/** A page whose one action says what it did. */
function Page() {
  const [done, setDone] = useState(0);
  return (
    <>
      <button onClick={() => setDone((count) => count + 1)}>Act</button>
      <ActionFeedback
        outcome={done ? { text: `Done ${done} times.` } : null}
        onDismiss={() => setDone(0)}
      />
    </>
  );
}

describe('ActionFeedback', () => {
  it('says what an action did in a live region that is there before anything is said', () => {
    renderWithProviders(<Page />);
    // Screen readers announce a change of a region they already know, not a new one.
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(screen.getByRole('status')).toBe(region);
    expect(within(region).getByText('Done 1 times.')).toBeTruthy();
    // It stays until the next action or the user closes it (no timer: read it at leisure).
    fireEvent.click(within(region).getByRole('button', { name: 'Close' }));
    expect(region.textContent).toBe('');
  });

  it('says why an action failed as an alert, with the cause in the server’s words', () => {
    const error = new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', {
      status: 409,
      serverMessage: 'Name is taken',
    });
    renderWithProviders(
      <ActionFeedback
        outcome={null}
        failure={{ error, title: { id: 'test.failed', defaultMessage: 'Saving failed' } }}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Saving failed')).toBeTruthy();
    expect(within(alert).getByText('Name is taken')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('takes a title already in words (a message with values)', () => {
    const error = new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', {
      status: 400,
      serverMessage: 'Invalid format.',
    });
    renderWithProviders(
      <ActionFeedback failure={{ error, title: 'Something went wrong when editing rows' }} />,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Something went wrong when editing rows')).toBeTruthy();
    expect(within(alert).getByText('Invalid format.')).toBeTruthy();
  });

  it('offline, says that the action needs the server rather than blaming it', async () => {
    const unreachable = new ApiError('HTTP_RESPONSE_STATUS_NOT_2XX', { status: 0 });
    renderWithProviders(<ActionFeedback failure={{ error: unreachable }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('An error occured on the server');
    await act(async () => {
      networkStatus.browserOnline = false;
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Not available offline: this needs a connection to the server.',
      ),
    );
  });

  it('names a partial failure in its own words', () => {
    const onDismiss = vi.fn();
    renderWithProviders(
      <ActionFeedback failure={{ text: 'Failed to delete: a, b' }} onDismiss={onDismiss} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Failed to delete: a, b');
    // A form that says only its failures has no region for outcomes.
    expect(screen.queryByRole('status')).toBeNull();
  });
});
