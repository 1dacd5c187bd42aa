// First: begins reading the persisted cache while the rest of the code loads.
import { earlyRead } from './app/persistence/earlyRead';
// Mantine's style sheet as far as the console uses it (build/mantineStyles.ts).
import 'virtual:mantine-core-styles.css';
import './app/touch.css';
import { listenForStaleChunks } from './app/pwa/staleChunk';
import { releaseSnapshot, SNAPSHOT_ELEMENT_ID } from './app/snapshot/pageSnapshot';
import { loadRuntimeConfig, readAuth } from './shared/api';
import { startReads } from './app/startReads';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');
const root = container;

listenForStaleChunks();

// Signed in, the service addresses are on their way while the console's code loads, and with
// them the session's and the start page's reads (startReads.ts), instead of after it. A
// failure is met again by the console's own requests.
if (readAuth().token) {
  const config = loadRuntimeConfig();
  config.catch(() => undefined);
  startReads(config);
}

function start(): void {
  // Signed in, the session's code is fetched beside the boot code, not once boot has run
  // (the one place that starts it early), and boot has the shell's page prefetch at hand: the
  // page at the address asks for its data with the session's, before the first render (the
  // shell shows only the loading bar until its code is there anyway). Without the shell's
  // code the console still boots; the shell's own load then reports the failure.
  if (earlyRead) void import('./app/shell/SignedInApp');
  const prefetchPage = earlyRead
    ? import('./app/shell/usePagePreload').then(
        (shell) => shell.prefetchPage,
        () => null,
      )
    : null;
  Promise.all([import('./app/boot'), prefetchPage])
    .then(([{ boot }, prefetch]) => boot(root, earlyRead, prefetch))
    // The error screens need the page: no picture may hide them.
    .catch(releaseSnapshot);
}

// The picture of the last-seen page never outstays its welcome.
window.setTimeout(releaseSnapshot, 10_000);

// With the picture of the last-seen page in the document (public/snapshot-boot.js), the
// browser paints it before the console's code is evaluated: an offline start shows content
// within a few hundred milliseconds. Otherwise the console starts at once.
if (document.getElementById(SNAPSHOT_ELEMENT_ID)) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
