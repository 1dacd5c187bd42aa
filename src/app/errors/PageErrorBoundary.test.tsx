import { act, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../shared/api/runtimeConfig';
import { renderWithProviders } from '../../shared/testing/renderWithProviders';
import { TEST_RUNTIME_CONFIG } from '../../shared/testing/runtimeConfig';
import { AppErrorBoundary } from './AppErrorBoundary';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('the page broke');
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(null);
});

describe('fallback screens (spec 2.4)', () => {
  it('the in-page fallback reports the error and offers a refresh', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('An error report has been sent to us.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try refreshing the page' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/client-api/logging/error');
    expect(init.method).toBe('POST');
    const body = JSON.parse(String(init.body)) as Record<string, string>;
    expect(body).toMatchObject({ clientVersion: '1.3.1', currentUrl: window.location.href });
    expect(body.errorMessage).toContain('the page broke');
    expect(body.userAgent).toBe(navigator.userAgent);
  });

  it('the in-page fallback clears when its reset key (the location) changes', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    function Page({ broken }: { broken: boolean }) {
      if (broken) throw new Error('the page broke');
      return <p>the next page</p>;
    }
    let show: (next: { location: string; broken: boolean }) => void = () => undefined;
    function Harness() {
      const [shown, setShown] = useState({ location: '/heartbeat/flows', broken: true });
      useLayoutEffect(() => {
        show = setShown;
      }, []);
      return (
        <PageErrorBoundary resetKey={shown.location}>
          <Page broken={shown.broken} />
        </PageErrorBoundary>
      );
    }
    const page = within(renderWithProviders(<Harness />).container);
    expect(page.getByText('An error report has been sent to us.')).toBeTruthy();
    // The same key keeps the fallback; a new one renders the children again.
    act(() => show({ location: '/heartbeat/flows', broken: false }));
    expect(page.getByText('An error report has been sent to us.')).toBeTruthy();
    act(() => show({ location: '/heartbeat/issues', broken: false }));
    expect(page.getByText('the next page')).toBeTruthy();
  });

  it('the whole-app fallback apologises and links back to the console', () => {
    renderWithProviders(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText("We're sorry - something's gone wrong.")).toBeTruthy();
    expect(
      screen.getByText('If the error continues to occur please contact us for help.'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Try going back to Console' }).getAttribute('href'),
    ).toBe('/');
  });
});
