import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_CODE_META, signedInStartScript } from '../../build/startChunks';

const root = path.resolve(import.meta.dirname, '../..');
// The script as index.html carries it: minified.
const script = signedInStartScript(root);

/** index.html's head as the build writes it, then its inline script run at `address`. */
function start(address: string): ReturnType<typeof vi.fn> {
  window.history.replaceState(null, '', address);
  const meta = document.createElement('meta');
  meta.name = SIGNED_IN_CODE_META;
  meta.content =
    '/assets/boot-abc.js /assets/signed-in-abc.js /assets/first-page-abc.js|/,/heartbeat ' +
    '/assets/first-page-abc.css|/,/heartbeat';
  document.head.append(meta);
  const fetch = vi.fn(() => Promise.resolve(new Response('{"services":{}}')));
  vi.stubGlobal('fetch', fetch);
  new Function(script)();
  return fetch;
}

const signIn = () => localStorage.setItem('console.auth', JSON.stringify({ token: 'a.b.c' }));
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const stylePreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map(
    (link) => link.getAttribute('href'),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  localStorage.clear();
  delete window.consoleStartConfig;
});

describe("index.html's inline script", () => {
  it('is small: it is in every page load', () => {
    expect(script.length).toBeLessThan(1024);
  });

  it("signed in, asks for the start's code and the service addresses", async () => {
    signIn();
    const fetch = start('/heartbeat');
    expect(preloads()).toEqual([
      '/assets/boot-abc.js',
      '/assets/signed-in-abc.js',
      '/assets/first-page-abc.js',
    ]);
    expect(stylePreloads()).toEqual(['/assets/first-page-abc.css']);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/runtime-config.json', {
      headers: { Accept: 'application/json' },
    });
    await expect(window.consoleStartConfig).resolves.toBeInstanceOf(Response);
  });

  it("adds a page's code only at that page's address", () => {
    signIn();
    start('/heartbeat/flows');
    expect(preloads()).toEqual(['/assets/boot-abc.js', '/assets/signed-in-abc.js']);
    expect(stylePreloads()).toEqual([]);
  });

  it('signed out, or with a stored session it cannot read, asks for nothing', () => {
    const fetch = start('/login');
    localStorage.setItem('console.auth', '{not json');
    new Function(script)();
    expect(preloads()).toEqual([]);
    expect(stylePreloads()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.consoleStartConfig).toBeUndefined();
  });

  it('leaves a failed request for the console to meet, not reported as unhandled', async () => {
    signIn();
    window.history.replaceState(null, '', '/heartbeat');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    new Function(script)();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(window.consoleStartConfig).rejects.toThrow('Failed to fetch');
  });
});
