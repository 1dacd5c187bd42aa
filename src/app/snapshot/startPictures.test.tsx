import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignInPicture } from './startPictures';

// The tests run from the project's root.
const bootScript = readFileSync(path.resolve('public/snapshot-boot.js'), 'utf8');
const catalogue = (locale: string) =>
  JSON.parse(readFileSync(path.resolve(`locales/${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** index.html as the build writes it (build/startPictures.ts), then the boot script run in it. */
function start(path: string): ShadowRoot | null {
  const picture = renderSignInPicture({ fr: catalogue('fr'), zh: catalogue('zh') });
  window.history.replaceState(null, '', path);
  const template = document.createElement('template');
  template.id = 'console-picture-sign-in';
  template.innerHTML = picture.html;
  const locales = document.createElement('script');
  locales.type = 'application/json';
  locales.id = 'console-picture-locales';
  locales.textContent = JSON.stringify(picture.locales);
  document.body.append(template, locales);
  // The picture's root is closed: keep a hand on it to look inside.
  let shadow: ShadowRoot | null = null;
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (
    this: Element,
    init: ShadowRootInit,
  ) {
    shadow = attach.call(this, init);
    return shadow;
  });
  new Function(bootScript)();
  return shadow;
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
  document.documentElement.lang = 'en';
  localStorage.clear();
});

describe('the built-in picture of the sign-in page', () => {
  it('is the sign-in page in English, with its theme variables', () => {
    const { html } = renderSignInPicture({});
    expect(html).toContain('>Connect</h1>');
    expect(html).toContain('>Sign in to your account</h2>');
    expect(html).toContain('>E-mail<');
    expect(html).toContain('>Password<');
    expect(html).toContain('--mantine-font-family:');
  });

  it('holds the other locales wording of its texts', () => {
    const { locales } = renderSignInPicture({ fr: catalogue('fr') });
    expect(locales.fr?.lang).toBe('fr');
    expect(locales.fr?.texts['Sign in to your account']).toBe('Connectez-vous à votre compte');
    expect(locales.fr?.texts['Show or hide the password']).toBe(
      'Afficher ou masquer le mot de passe',
    );
  });

  it('is painted signed out, inert and hidden from assistive technology', () => {
    const shadow = start('/login');
    const host = document.getElementById('console-snapshot');
    expect(host?.hasAttribute('inert')).toBe(true);
    expect(host?.getAttribute('aria-hidden')).toBe('true');
    expect(shadow?.querySelector('h2')?.textContent).toBe('Sign in to your account');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
  });

  it('speaks the chosen language and shows the chosen theme from the first paint', () => {
    localStorage.setItem('console.locale', '"zh"');
    localStorage.setItem('console.theme', 'light');
    const shadow = start('/');
    expect(shadow?.querySelector('h2')?.textContent).toBe('登录您的账户');
    expect(shadow?.querySelector('button[aria-label]')?.getAttribute('aria-label')).toBe(
      '显示或隐藏密码',
    );
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('is not painted on the password pages, nor for a signed-in user', () => {
    start('/forgotpassword');
    expect(document.getElementById('console-snapshot')).toBeNull();
    document.body.innerHTML = '';
    localStorage.setItem('console.auth', JSON.stringify({ token: 'a.b.c' }));
    start('/login');
    expect(document.getElementById('console-snapshot')).toBeNull();
  });
});
