import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 800);

/** Platform status against the real server, then with the server no longer answering. */
describe('a refresh that fails', () => {
  it('keeps the time of the last good data and says the status is unknown since then', async () => {
    await renderSignedIn('/platform', 'operator@example.com');
    await waitFor(() => expect(document.querySelector('[data-state="UP"]')).not.toBeNull());
    const updated = screen.getByTestId('refresh-updated');
    const before = /(\d\d:\d\d:\d\d)/.exec(updated.textContent ?? '')?.[1];
    expect(before).toBeTruthy();

    // Ninety seconds later the server does not answer any more.
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 90_000);
    const realFetch = globalThis.fetch;
    const down = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((input, init) =>
        String(input instanceof Request ? input.url : input).includes('/api/')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : realFetch(input, init),
      );
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Refresh now' }));
      await screen.findByText(/^Status unknown since \d\d:\d\d/);
      expect(updated.textContent).toContain(before);
      expect(updated.textContent).toMatch(/refresh failed/);
      expect(document.querySelector('[data-state="UP"]')).toBeNull();
      expect(document.querySelectorAll('[data-state="UNKNOWN"]').length).toBeGreaterThan(0);
    } finally {
      down.mockRestore();
      later.mockRestore();
    }
  });
});
