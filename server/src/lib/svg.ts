import { SaxesParser, type SaxesAttributeNS } from 'saxes';

/* What an SVG logo may hold: it is refused unless it only draws (lib/images.ts asks). */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** The SVG elements a logo may have: drawing only, nothing that runs, links, loads or animates. */
const SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'title',
  'desc',
  'clipPath',
  'mask',
  'use',
  'style',
]);

/** Attributes without a namespace a logo's elements may have: geometry and presentation. */
const SVG_ATTRIBUTES = new Set([
  // Structure and geometry
  'id',
  'class',
  'version',
  'baseProfile',
  'viewBox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'dx',
  'dy',
  'width',
  'height',
  'd',
  'points',
  'pathLength',
  'transform',
  'offset',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'rotate',
  'textLength',
  'lengthAdjust',
  'href',
  'type',
  'role',
  'aria-label',
  'aria-hidden',
  'aria-labelledby',
  'aria-describedby',
  'focusable',
  // Presentation
  'style',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'mask',
  'color',
  'display',
  'visibility',
  'overflow',
  'stop-color',
  'stop-opacity',
  'font-family',
  'font-size',
  'font-size-adjust',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'text-anchor',
  'text-decoration',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'shape-rendering',
  'text-rendering',
  'color-rendering',
  'color-interpolation',
  'vector-effect',
  'paint-order',
  'mix-blend-mode',
  'isolation',
  'enable-background',
]);

/** Attributes in the XML namespace a logo may have (`xml:base` may not: it points elsewhere). */
const XML_ATTRIBUTES = new Set(['space', 'lang']);

/** The namespaces a logo may declare. */
const DECLARABLE_NAMESPACES = new Set([SVG_NS, XLINK_NS]);

/** A reference inside the file, the only thing an href may hold: `#id`. */
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;

/** CSS functions that only compute a colour or a transform; `url` is checked on its own. */
const CSS_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'calc',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
]);

/** `url(#id)`, quoted or not, where the function's name ends: a fill, clip or mask of the file. */
const LOCAL_URL = /\(\s*(["']?)#[A-Za-z_][\w.:-]*\1\s*\)/y;

const NAME_CHAR = /[\w-]/;

/** The name of the CSS function whose parenthesis is at `at` ('' for a bare parenthesis). */
function functionNameBefore(css: string, at: number): string {
  let end = at;
  while (end > 0 && /\s/.test(css[end - 1] ?? '')) end -= 1;
  let start = end;
  while (start > 0 && NAME_CHAR.test(css[start - 1] ?? '')) start -= 1;
  return css.slice(start, end).toLowerCase();
}

/**
 * Whether a style sheet, a style attribute or a presentation attribute's value (already
 * decoded by the XML parser) can only draw: no escapes, comments or at-rules (which could
 * hide or import anything), no `url()` but to a local `#id`, and only colour and transform
 * functions. Linear in the text's length: every parenthesis is looked at once, with the name
 * just before it.
 */
function cssIsSafe(css: string): boolean {
  // Control characters other than white space too (C0 and C1).
  if (/[\\@<]|\/\*|(?![\t\n\f\r])\p{Cc}/u.test(css)) return false;
  if (/(?:javascript|vbscript|data)\s*:/i.test(css)) return false;
  for (let at = css.indexOf('('); at !== -1; at = css.indexOf('(', at + 1)) {
    const name = functionNameBefore(css, at);
    if (name === 'url') {
      LOCAL_URL.lastIndex = at;
      if (!LOCAL_URL.test(css)) return false;
    } else if (!CSS_FUNCTIONS.has(name)) {
      return false;
    }
  }
  return true;
}

function attributeIsSafe(element: string, attribute: SaxesAttributeNS): boolean {
  const { uri, local, value } = attribute;
  if (uri === XMLNS_NS) return DECLARABLE_NAMESPACES.has(value);
  if (uri === XML_NS) return XML_ATTRIBUTES.has(local) && cssIsSafe(value);
  const href = (uri === XLINK_NS || uri === '') && local === 'href';
  if (href) {
    return (
      ['use', 'linearGradient', 'radialGradient'].includes(element) && LOCAL_REFERENCE.test(value)
    );
  }
  if (uri !== '' || !SVG_ATTRIBUTES.has(local)) return false;
  return cssIsSafe(value);
}

class UnsafeSvg extends Error {}

/**
 * Whether the text is an SVG that only draws. It is parsed as XML with namespaces resolved
 * (saxes: character references and the predefined entities decoded, any other entity an
 * error) and checked against allow-lists by namespace: SVG drawing elements, their geometry
 * and presentation attributes, `xlink:href`/`href` to a local `#id` only, `xml:space` and
 * `xml:lang`; no DOCTYPE, processing instruction, other encoding or foreign namespace. Such
 * a file is refused, never cleaned.
 */
export function svgIsSafe(text: string): boolean {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let root: string | null = null;
  let sheet: string | null = null;
  const refuse = (): never => {
    throw new UnsafeSvg();
  };
  parser.on('error', refuse);
  parser.on('doctype', refuse);
  parser.on('processinginstruction', refuse);
  parser.on('xmldecl', (decl) => {
    if (decl.encoding !== undefined && !/^utf-?8$/i.test(decl.encoding)) refuse();
  });
  parser.on('opentag', (tag) => {
    // Nothing but text inside a style element.
    if (tag.uri !== SVG_NS || !SVG_ELEMENTS.has(tag.local) || sheet !== null) refuse();
    root ??= tag.local;
    for (const attribute of Object.values(tag.attributes)) {
      if (!attributeIsSafe(tag.local, attribute)) refuse();
    }
    // A style element's sheet is checked whole, when it ends: text and CDATA sections
    // together, so that no split between them hides anything.
    if (tag.local === 'style') sheet = '';
  });
  parser.on('closetag', (tag) => {
    if (tag.local !== 'style') return;
    if (!cssIsSafe(sheet ?? '')) refuse();
    sheet = null;
  });
  const content = (part: string) => {
    if (sheet !== null) sheet += part;
  };
  parser.on('text', content);
  parser.on('cdata', content);
  try {
    parser.write(text).close();
  } catch {
    // An unsafe part, or a document that is no well-formed XML (saxes throws then too).
    return false;
  }
  return root === 'svg';
}
