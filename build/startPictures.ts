import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { runnerImport, type Plugin } from 'vite';
import type * as Pictures from '../src/app/snapshot/startPictures';

/** The ids public/snapshot-boot.js looks for. */
export const SIGN_IN_PICTURE_ID = 'console-picture-sign-in';
export const PICTURE_LOCALES_ID = 'console-picture-locales';

/** JSON that may stand inside a script element: no `</script>` or `<!--` can end it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * Renders the sign-in page ahead of time (src/app/snapshot/startPictures.tsx, the real
 * components in Node) into index.html: a template holding the picture and the other locales'
 * wording of its texts. public/snapshot-boot.js paints it before any bundle has loaded, so a
 * first visit shows the page as soon as the document and its style sheet are in.
 */
export function startPictures(root: string): Plugin {
  const localesDir = path.join(root, 'locales');
  return {
    name: 'start-pictures',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler() {
        const catalogues = Object.fromEntries(
          readdirSync(localesDir)
            .filter((name) => name.endsWith('.json') && name !== 'en.json')
            .map((name) => [
              name.slice(0, -'.json'.length),
              JSON.parse(readFileSync(path.join(localesDir, name), 'utf8')) as Record<
                string,
                string
              >,
            ]),
        );
        const { module } = await runnerImport<typeof Pictures>(
          path.join(root, 'src/app/snapshot/startPictures.tsx'),
          { configFile: false, root, logLevel: 'error', plugins: [react()] },
        );
        const picture = module.renderSignInPicture(catalogues);
        return [
          {
            tag: 'template',
            attrs: { id: SIGN_IN_PICTURE_ID },
            children: picture.html,
            injectTo: 'body-prepend',
          },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: PICTURE_LOCALES_ID },
            children: scriptSafeJson(picture.locales),
            injectTo: 'body-prepend',
          },
        ];
      },
    },
  };
}
