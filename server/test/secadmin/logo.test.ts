import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_EXTENSION_NOT_SUPPORTED,
  LOGO_MAX_BYTES,
  type LoginCustomization,
} from '@contracts/idp';
import { imageTypeOf } from '../../src/lib/images';
import { bearer, login, startTestServer, type TestServer } from '../support';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const svg = (inner: string, attributes = '') =>
  `<svg xmlns="${SVG}" xmlns:xlink="${XLINK}" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

/** Logos that draw and fetch or run nothing, as editors write them. */
const SAFE: Record<string, string> = {
  'the simple one': `<?xml version="1.0"?>\n${svg('<rect width="10" height="10" fill="#0a0"/>')}`,
  "the console's own icon": readFileSync(
    new URL('../../../public/favicon.svg', import.meta.url),
    'utf8',
  ),
  'an editor export': `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Generator: an editor -->
<svg version="1.1" id="Layer_1" xmlns="${SVG}" xmlns:xlink="${XLINK}" x="0px" y="0px"
  viewBox="0 0 120 40" style="enable-background:new 0 0 120 40;" xml:space="preserve">
  <title>Nordic Grid</title><desc>Company logo</desc>
  <style type="text/css"><![CDATA[ .cls-1{fill:#1c7ed6;stroke:rgb(0, 0, 0);stroke-width:.5} .cls-2{fill:url(#grad)} ]]></style>
  <defs>
    <linearGradient id="grad" x1="0" y1="0" x2="1" y2="0" gradientUnits="objectBoundingBox">
      <stop offset="0" stop-color="#fff" stop-opacity="0.5"/><stop offset="1" style="stop-color:#000"/>
    </linearGradient>
    <radialGradient id="r" cx="5" cy="5" r="5" xlink:href="#grad"/>
    <clipPath id="clip"><circle cx="20" cy="20" r="18"/></clipPath>
    <mask id="m"><rect width="40" height="40" fill="white"/></mask>
    <path id="p" d="M0 0 L10 10 Z"/>
  </defs>
  <g class="cls-1" transform="translate(2 2) rotate(5)" clip-path="url(#clip)" mask="url('#m')">
    <ellipse cx="20" cy="20" rx="10" ry="5" fill="url(#r)"/>
    <line x1="0" y1="0" x2="10" y2="10" stroke="black" stroke-linecap="round"/>
    <polyline points="0,0 5,5 10,0" fill="none"/><polygon points="0,0 5,5 10,0" class="cls-2"/>
    <use xlink:href="#p" x="30"/><use href="#p" x="40"/>
  </g>
  <text x="50" y="25" font-family="Arial" font-size="12" text-anchor="start">Nordic <tspan font-weight="bold">Grid &amp; Co &#169;</tspan></text>
</svg>`,
  'with a byte order mark': `\uFEFF${svg('<circle cx="5" cy="5" r="4"/>')}`,
};

/** The audit's bypasses of the old filter, and their relatives: each must be refused. */
const BYPASSES: Record<string, string> = {
  'a prefixed script': svg(`<s:script xmlns:s="${SVG}">alert(1)</s:script>`),
  'a script by default namespace': svg(`<g><script xmlns="${SVG}">alert(1)</script></g>`),
  'a prefixed XHTML iframe': svg(
    '<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.test/"/>',
  ),
  'a foreignObject': svg(
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
  ),
  'a character-referenced javascript: href': svg('<use href="&#106;avascript:alert(1)"/>'),
  'a hex character-referenced javascript: xlink:href': svg(
    '<use xlink:href="&#x6A;&#x61;vascript:alert(1)"/>',
  ),
  'a link': svg('<a href="https://evil.test/"><rect width="1" height="1"/></a>'),
  'an image': svg('<image href="https://evil.test/x.png" width="1" height="1"/>'),
  'a use of another file': svg('<use href="https://evil.test/sprite.svg#p"/>'),
  'a use of a relative file': svg('<use xlink:href="sprite.svg#p"/>'),
  'an animation setting an href': svg(
    '<use href="#p"><set attributeName="href" to="javascript:alert(1)"/></use>',
  ),
  'a remote url() in a presentation attribute': svg(
    '<rect width="1" height="1" fill="url(https://evil.test/track)"/>',
  ),
  'a character-referenced url()': svg(
    '<rect width="1" height="1" fill="u&#114;l(https://evil.test/track)"/>',
  ),
  'a remote url() in a style attribute': svg(
    '<rect width="1" height="1" style="fill:url(https://evil.test/track)"/>',
  ),
  'a CSS-escaped url() in a style attribute': svg(
    '<rect width="1" height="1" style="fill:u\\72l(https://evil.test/track)"/>',
  ),
  'a remote url() in a style element': svg(
    "<style>rect{fill:url('https://evil.test/track')}</style>",
  ),
  'an @import in a style element': svg('<style>@import "https://evil.test/x.css";</style>'),
  'a CSS comment splitting url': svg('<style>rect{fill:u/**/rl(https://evil.test/)}</style>'),
  'an unknown CSS function': svg(
    '<style>rect{fill:image-set("https://evil.test/x.png" 1x)}</style>',
  ),
  'an event handler': `<svg xmlns="${SVG}" onload="alert(1)"/>`,
  'a character-referenced event handler value': svg('<rect onclick="&#97;lert(1)"/>'),
  'a namespaced event handler': svg(`<rect xmlns:e="${SVG}" e:onclick="alert(1)"/>`),
  'a foreign-namespace attribute': svg(
    '<rect xmlns:x="http://www.w3.org/1999/xhtml" x:style="background:red"/>',
  ),
  'a DOCTYPE with an entity': `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY js "javascript:">]>${svg('<use href="&js;alert(1)"/>')}`,
  'a plain DOCTYPE': `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">${svg('')}`,
  'an undefined entity': svg('<text>&nbsp;</text>'),
  'a stylesheet processing instruction': `<?xml-stylesheet href="https://evil.test/x.css"?>${svg('')}`,
  'another declared encoding': `<?xml version="1.0" encoding="ISO-8859-1"?>${svg('')}`,
  'an XML base': svg('<use href="#p"/>', ' xml:base="https://evil.test/"'),
  'no SVG namespace': '<svg viewBox="0 0 10 10"><rect width="1" height="1"/></svg>',
  'an XHTML root': '<html xmlns="http://www.w3.org/1999/xhtml"><body>x</body></html>',
  'malformed XML': svg('<rect width="1">'),
  'two roots': `${svg('')}${svg('')}`,
  'an element inside a style element': svg('<style>rect{fill:<g/>red}</style>'),
  'a url() split by a CDATA section': svg(
    '<style>rect{fill:ur<![CDATA[l(https://evil.test/)]]>}</style>',
  ),
};

describe('SVG logo check', () => {
  it.each(Object.entries(SAFE))('accepts %s', (_name, text) => {
    expect(imageTypeOf(Buffer.from(text))).toBe('image/svg+xml');
  });

  it.each(Object.entries(BYPASSES))('refuses %s', (_name, text) => {
    expect(imageTypeOf(Buffer.from(text))).toBeNull();
  });

  it('judges a file of the largest size in linear time', () => {
    const long = 'a'.repeat(LOGO_MAX_BYTES - 200);
    const parens = 'rgb(1,1,1) '.repeat(Math.floor((LOGO_MAX_BYTES - 200) / 11));
    const started = performance.now();
    expect(imageTypeOf(Buffer.from(svg(`<text class="${long}">x</text>`)))).toBe('image/svg+xml');
    expect(imageTypeOf(Buffer.from(svg(`<rect fill="${long}("/>`)))).toBeNull();
    expect(imageTypeOf(Buffer.from(svg(`<style>${parens}</style>`)))).toBe('image/svg+xml');
    // Quadratic work on a megabyte would take minutes; linear work takes milliseconds.
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});

describe('logo upload', () => {
  let server: TestServer;
  let owner: string;
  beforeAll(async () => {
    server = await startTestServer();
    owner = (await login(server.app, 'admin@example.com')).access_token;
  });
  afterAll(() => server.close());

  const upload = (text: string, fileName = 'logo.svg') =>
    server.app.inject({
      method: 'PUT',
      url: '/api/secadmin/v1/1/login-ui/logo',
      headers: bearer(owner),
      payload: { data: Buffer.from(text).toString('base64'), fileName },
    });
  const logoUrl = async () =>
    (await server.app.inject({ url: '/api/identity/login-ui' })).json<LoginCustomization>().logoUrl;

  it('keeps a drawing SVG and refuses each bypass with the bad-logo 400, changing nothing', async () => {
    const accepted = await upload(SAFE['an editor export'] ?? '');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const kept = await logoUrl();
    expect(kept).not.toBeNull();

    for (const [name, text] of Object.entries(BYPASSES)) {
      const response = await upload(text);
      expect(response.statusCode, name).toBe(400);
      expect(response.json<{ message: string }>().message, name).toContain(
        FILE_EXTENSION_NOT_SUPPORTED,
      );
    }
    expect(await logoUrl()).toBe(kept);
    const served = await server.app.inject({ url: kept ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.body).toBe(SAFE['an editor export']);
  });

  it('takes a GIF, which spec 5 names and every browser shows, and refuses TIFF, EPS and PSD by their bytes', async () => {
    const put = (bytes: Buffer, fileName: string) =>
      server.app.inject({
        method: 'PUT',
        url: '/api/secadmin/v1/1/login-ui/logo',
        headers: bearer(owner),
        payload: { data: bytes.toString('base64'), fileName },
      });
    // The smallest GIF: one transparent pixel.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const accepted = await put(gif, 'logo.gif');
    expect(accepted.statusCode, accepted.body).toBe(200);
    const kept = await logoUrl();
    const served = await server.app.inject({ url: kept ?? '' });
    expect(served.headers['content-type']).toBe('image/gif');
    expect(served.rawPayload.equals(gif)).toBe(true);
    // A GIF's bytes under another name, and the formats no browser shows, change nothing.
    expect((await put(gif, 'logo.png')).statusCode).toBe(400);
    for (const [bytes, fileName] of [
      [Buffer.from([0x49, 0x49, 0x2a, 0x00, 0x08, 0x00, 0x00, 0x00]), 'logo.tiff'],
      [Buffer.from('%!PS-Adobe-3.0 EPSF-3.0\n'), 'logo.eps'],
      [Buffer.from('8BPS\u0000\u0001'), 'logo.psd'],
    ] as const) {
      const refused = await put(bytes, fileName);
      expect(refused.statusCode, fileName).toBe(400);
      expect(refused.json<{ message: string }>().message, fileName).toContain(
        FILE_EXTENSION_NOT_SUPPORTED,
      );
    }
    expect(await logoUrl()).toBe(kept);
  });
});
