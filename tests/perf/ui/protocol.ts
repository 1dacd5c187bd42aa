/**
 * What the benchmark page (main.tsx) offers the runner (run.ts) on `window.heartbeatBench`,
 * and what it answers. Times are milliseconds from performance.now() in the page.
 */

/** Rows of the virtualised tables (VirtualTable): body rows only, not the header row. */
export const ROW_SELECTOR = '[role="rowgroup"] [role="row"][data-row-key]';

/**
 * How a scenario is mounted:
 * - `in-app`: the app's providers are mounted and settled first; the clock starts when the
 *   component is put into them (a state update, as a navigation does). This is what opening
 *   the page costs in the running console.
 * - `from-overview`: as `in-app`, but the heartbeat overview is shown and settled first and
 *   the component replaces it: the way a user reaches the flows list (the module opens on its
 *   overview), with the overview's code and cached answers already used once.
 * - `first-open`: the page is opened first in an idle app and shown while its last answer (the
 *   flows' metrics) is still pending; the clock starts when that answer arrives. This is how the
 *   list renders when the module is opened on it: the page renders before its data, whether
 *   the data comes from the server or from the persisted cache. All of the list's own code
 *   (rows, table, cells) runs for the first time in the measured frame.
 * - `return`: the page is shown and settled, then taken off the screen (another module), then
 *   opened again with its answers in the cache: the clock runs from that last opening.
 * - `cold`: the clock starts before createRoot().render() of the providers with the component,
 *   so provider set-up (Mantine, translator, Intl time zone) is counted too.
 */
export type MountMode = 'in-app' | 'from-overview' | 'first-open' | 'return' | 'cold';

export interface MountResult {
  /** Render requested to the commit that put the first rows in the DOM (MutationObserver). */
  rowsInDomMs: number;
  /** Render requested to after the first frame showing those rows (rAF, then a task). */
  firstFrameMs: number;
  /** Body rows in the DOM once the table has settled (two frames after the first rows). */
  domRows: number;
  /** aria-rowcount of the table minus the header row: the rows the table holds. */
  totalRows: number;
}

export interface ScrollResult {
  /** requestAnimationFrame timestamp deltas, in order. */
  frameDeltas: number[];
  /**
   * Time spent on each scroll event: the virtualiser's listener re-renders the rows in it
   * (flushSync), so this is the React work per scrolled frame, without style, layout and paint.
   */
  scrollHandlerMs: number[];
  /** Most body rows seen in the DOM at any frame of the scroll. */
  maxDomRows: number;
  /** scrollTop reached, in px. */
  scrolledPx: number;
  /** aria-rowindex of the first row in the DOM at the end (2 is the first data row). */
  lastFirstRowIndex: number;
  /** Long tasks (over 50 ms) observed during the scroll. */
  longTasks: number;
  longestTaskMs: number;
}

export interface HeartbeatBench {
  /** Mounts TraceList (through useTraceList and a seeded cache) with `rows` loaded traces. */
  mountTraces(rows: number, mode: MountMode): Promise<MountResult>;
  /** Scrolls the mounted traces table by `stepPx` every animation frame for `seconds`. */
  scrollTraces(seconds: number, stepPx: number): Promise<ScrollResult>;
  /** Mounts FlowsPage (useFlowRows over a seeded cache) with `flows` deployed flows. */
  mountFlowsPage(flows: number, mode: MountMode): Promise<MountResult>;
  /** Mounts ReportingPage (its report seeded) with `flows` flows in the report. */
  mountReportingPage(flows: number, mode: MountMode): Promise<MountResult>;
  /** Mounts FlowsTable alone with `flows` rows built beforehand (a diagnostic figure). */
  mountFlowsTable(flows: number, mode: MountMode): Promise<MountResult>;
  /** Mounts BeatboxPage (in the module's frame) with `beatboxes` seeded beatboxes. */
  mountBeatboxPage(beatboxes: number, mode: MountMode): Promise<MountResult>;
  /** Mounts AlertsPage with `rules` alert rules in the cache. */
  mountAlertsPage(rules: number, mode: MountMode): Promise<MountResult>;
  /** Mounts ResourcesPage over `count` resources in the cache (a virtualised list). */
  mountResourcesPage(count: number, mode: MountMode): Promise<MountResult>;
  /** Mounts LookupTablePage of a `count`-row table, its first server page in the cache. */
  mountLookupTablePage(count: number, mode: MountMode): Promise<MountResult>;
}

declare global {
  interface Window {
    heartbeatBench?: HeartbeatBench;
  }
}
