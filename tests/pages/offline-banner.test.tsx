import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { networkStatus } from '../../src/shared/network';
import { sessionKeys } from '../../src/shared/session/keys';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 800);

/** The offline banner's time against the real server: the page's data age, nothing newer. */
describe('the offline banner', () => {
  it("says the time of the page's data, not of the session's later answer", async () => {
    const { queryClient } = await renderSignedIn('/heartbeat/flows', 'operator@example.com');
    const fetchedAt = await screen.findByTestId('fetched-at');
    const time = /^Data fetched (.+)$/.exec(fetchedAt.textContent ?? '')?.[1];
    expect(time).toBeTruthy();

    // The session is asked for again a minute and a half later (the clock moved on).
    const realNow = Date.now.bind(Date);
    const later = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 90_000);
    try {
      await queryClient.refetchQueries({ queryKey: sessionKeys.all });
    } finally {
      later.mockRestore();
    }
    const sessionAnswers = queryClient
      .getQueryCache()
      .findAll({ queryKey: sessionKeys.all })
      .map((query) => query.state.dataUpdatedAt);
    expect(Math.max(...sessionAnswers)).toBeGreaterThan(realNow() + 60_000);

    networkStatus.browserOnline = false;
    const banner = await screen.findByTestId('offline-banner');
    expect(banner.textContent).toBe(`You are offline, showing data from ${time}.`);
    expect(screen.getByTestId('fetched-at').textContent).toBe(`Data fetched ${time}`);
  });
});
