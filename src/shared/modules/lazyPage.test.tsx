import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage';

function Page() {
  return <p>the page</p>;
}

function renderNow(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  flushSync(() => createRoot(container).render(element));
  return container;
}

describe('lazyPage', () => {
  it('renders code that arrived ahead at once, without its fallback', async () => {
    const LazyPage = lazyPage(() => Promise.resolve({ default: Page }));
    await LazyPage.preload();
    const container = renderNow(
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(container.textContent).toBe('the page');
  });

  it('shows the fallback while the code is on its way, and loads it once', async () => {
    let loads = 0;
    const LazyPage = lazyPage(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    const container = renderNow(
      <Suspense fallback={<p>loading</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(container.textContent).toBe('loading');
    await LazyPage.preload();
    expect(loads).toBe(1);
  });

  it('tries a failed load again on the next call', async () => {
    let loads = 0;
    const LazyPage = lazyPage(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({ default: Page });
    });
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await expect(LazyPage.preload()).resolves.toEqual({ default: Page });
    expect(loads).toBe(2);
  });
});
