import { useQuery } from '@tanstack/react-query';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, storeTokens } from '../../shared/api';
import { setRuntimeConfigForTests } from '../../shared/api/runtimeConfig';
import { READINGS_DEFAULTS } from '../../shared/contracts';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { TEST_RUNTIME_CONFIG } from '../../shared/testing/runtimeConfig';
import { tokenExpiringIn } from '../../shared/testing/tokens';
import { datalakeQueries } from './queries';

function Readings() {
  useQuery(
    datalakeQueries.readings(
      2,
      '707057500000000014',
      1,
      { fromDate: 0, toDate: 3_600_000 },
      {
        ...READINGS_DEFAULTS,
      },
    ),
  );
  return null;
}

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  storeTokens(tokenExpiringIn(3600), 'refresh');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearAuth();
  setRuntimeConfigForTests(null);
});

describe('the readings request', () => {
  it('is cancelled when nothing shows it any more (a tab switch)', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    // The server does not answer: only a cancel ends the request.
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signals.push(init?.signal);
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const view = renderWithProviders(<Readings />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/channels/1/readings?');

    view.unmount();
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
  });
});
