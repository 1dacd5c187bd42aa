/**
 * The benchmark page: the real heartbeat components with the app's providers (Mantine with
 * the app theme, English messages, React Query) over synthetic data seeded into the query
 * cache, so no server is asked. run.ts drives it through `window.heartbeatBench`.
 */
import '@mantine/core/styles.css';
import {
  notifyManager,
  QueryClient,
  QueryClientProvider,
  type InfiniteData,
} from '@tanstack/react-query';
import { StrictMode, useLayoutEffect, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ConsoleTheme } from '../../../src/app/ConsoleTheme';
import { TraceList } from '../../../src/modules/heartbeat/traces/components/TraceList';
import { FlowsTable } from '../../../src/modules/heartbeat/flows/components/FlowsTable';
import { HeartbeatFrame } from '../../../src/modules/heartbeat/HeartbeatFrame';
import { useTraceList } from '../../../src/modules/heartbeat/traces/hooks/useTraceList';
import type { TraceListPage, TracePageParam } from '../../../src/modules/heartbeat/traces/queries';
import { heartbeatKeys } from '../../../src/modules/heartbeat/keys';
import { buildFlowRows, filterFlowRows } from '../../../src/modules/heartbeat/model/flowRows';
import { FlowsPage } from '../../../src/modules/heartbeat/flows/pages/FlowsPage';
import { OverviewPage } from '../../../src/modules/heartbeat/overview/pages/OverviewPage';
import { AlertsPage } from '../../../src/modules/heartbeat/alerts/pages/AlertsPage';
import { flowsListState } from '../../../src/modules/heartbeat/flows/state';
import { BeatboxPage } from '../../../src/modules/heartbeat/beatbox/pages/BeatboxPage';
import { ReportingPage } from '../../../src/modules/heartbeat/reporting/pages/ReportingPage';
import { LookupTablePage } from '../../../src/modules/heartbeat/resources/pages/LookupTablePage';
import { ResourcesPage } from '../../../src/modules/heartbeat/resources/pages/ResourcesPage';
import { resourcesState } from '../../../src/modules/heartbeat/resources/state';
import type { LookupRow, ResourceSummary } from '@contracts';
import { I18nProvider } from '../../../src/shared/i18n';
import { ConsoleSessionContext } from '../../../src/shared/session';
import { testSession } from '../../../src/shared/testing/session';
import {
  RANGE_END,
  syntheticAlertRules,
  syntheticFlows,
  syntheticBeatboxes,
  syntheticHistogram,
  syntheticMetrics,
  syntheticReport,
  syntheticSummary,
  syntheticTraces,
  tracePages,
} from './data';
import {
  ROW_SELECTOR,
  type HeartbeatBench,
  type MountMode,
  type MountResult,
  type ScrollResult,
} from './protocol';

const ORG = 2;
const DAY = 24 * 60 * 60 * 1000;
/** A fixed range (fromDate and toDate in the URL), so the cache keys do not follow the clock. */
const RANGE = { fromDate: RANGE_END - 7 * DAY, toDate: RANGE_END };
const RANGE_SEARCH = `fromDate=${RANGE.fromDate}&toDate=${RANGE.toDate}`;
/** The traces page with no filter but the range. */
const TRACE_FILTER = {};
const MOUNT_TIMEOUT_MS = 60_000;
/** The overview is settled once its traffic chart is drawn. */
const SETTLED_SELECTOR = 'svg[data-chart]';

/** The signed-in session the shell would provide: an operator of a customer organization. */
const session = testSession('OPERATOR', ['heartbeat']);

/** Seeded data is never stale and nothing is retried: a fetch would be a benchmark bug. */
function benchQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false },
    },
  });
}

/** The providers of src/app/App.tsx that the heartbeat pages use, in English. */
function Providers({
  client,
  path,
  children,
}: {
  client: QueryClient;
  path: string;
  children: ReactNode;
}) {
  const [location] = useState(() => memoryLocation({ path }));
  return (
    <ConsoleTheme>
      <I18nProvider locale="en" timeZone={null} loadTranslations={async () => ({})}>
        <QueryClientProvider client={client}>
          <ConsoleSessionContext.Provider value={session}>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {children}
            </Router>
          </ConsoleSessionContext.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </ConsoleTheme>
  );
}

/** The traces list as FlowTracesPage composes it: useTraceList feeding TraceList. */
function Traces() {
  const traceList = useTraceList(ORG, RANGE, TRACE_FILTER);
  return <TraceList org={ORG} traceList={traceList} canViewPayloads />;
}

let root: Root | null = null;
const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root element');

const countRows = () => container.querySelectorAll(ROW_SELECTOR).length;

/** Resolves after the next frame has been produced: a task queued from requestAnimationFrame. */
function afterNextFrame(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve(performance.now());
      };
      channel.port2.postMessage(null);
    });
  });
}

/** Profiled runs (run.ts, PROFILE=1): the measured stretch lies between these two in the profile. */
const PROFILED = new URLSearchParams(location.search).has('profile');
function spinInProfile() {
  const until = performance.now() + 3;
  while (PROFILED && performance.now() < until);
}
function benchClockStarts() {
  performance.mark('bench:start');
  spinInProfile();
}
function benchClockStops() {
  performance.mark('bench:frame');
  spinInProfile();
}

/** Where the component goes once the providers are mounted (in-app mode). */
interface SlotHandle {
  put?: (node: ReactNode) => void;
}

function Slot({ handle }: { handle: SlotHandle }) {
  const [node, setNode] = useState<ReactNode>(null);
  useLayoutEffect(() => {
    handle.put = setNode;
  }, [handle]);
  return node;
}

/** Waits until `settled` holds (at least three frames), then a quiet second. */
async function settle(settled: () => boolean = () => true) {
  for (let frame = 0; frame < 3 || !settled(); frame += 1) {
    if (frame > 1200) throw new Error('the page did not settle');
    await afterNextFrame();
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}

interface MountSetup {
  /** `from-overview`: the page shown before (the heartbeat overview). */
  before?: ReactNode;
  /** `first-open`: delivers the answer the page waits for (the clock starts before it). */
  arrive?: () => void;
}

/** Puts `ui` under the providers in a fresh root and times it until rows show (MountResult). */
async function mount(
  ui: ReactNode,
  mode: MountMode,
  client: QueryClient,
  path: string,
  setup: MountSetup = {},
): Promise<MountResult> {
  root?.unmount();
  const target = container as HTMLElement;
  const handle: SlotHandle = {};
  const withProviders = (content: ReactNode) => (
    <StrictMode>
      <Providers client={client} path={path}>
        {content}
      </Providers>
    </StrictMode>
  );
  root = createRoot(target);
  if (mode !== 'cold') {
    root.render(withProviders(<Slot handle={handle} />));
    // Let the providers' effects run and the page go idle before the clock starts.
    for (let frame = 0; frame < 3 || !handle.put; frame += 1) {
      if (frame > 600) throw new Error('the providers did not mount');
      await afterNextFrame();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (mode === 'from-overview') {
      if (!setup.before) throw new Error('this scenario has no page to come from');
      handle.put?.(setup.before);
      // Settled: its chart (a chunk loaded on demand) drawn, then quiet for a while.
      await settle(() => target.querySelector(SETTLED_SELECTOR) !== null);
    } else if (mode === 'return') {
      handle.put?.(ui);
      await settle(() => target.querySelector(ROW_SELECTOR) !== null);
      handle.put?.(null);
      await settle();
    } else if (mode === 'first-open') {
      if (!setup.arrive) throw new Error('this scenario has no answer to wait for');
      handle.put?.(ui);
      await settle();
      if (target.querySelector(ROW_SELECTOR)) throw new Error('rows shown before the answer');
    }
  }

  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rowsShown = new Promise<number>((resolve, reject) => {
    observer = new MutationObserver(() => {
      if (target.querySelector(ROW_SELECTOR)) resolve(performance.now());
    });
    observer.observe(target, { childList: true, subtree: true });
    timer = setTimeout(() => reject(new Error('no rows rendered')), MOUNT_TIMEOUT_MS);
  });

  benchClockStarts();
  const started = performance.now();
  if (mode === 'first-open') setup.arrive?.();
  else if (handle.put) handle.put(ui);
  else root.render(withProviders(ui));
  try {
    const rowsAt = await rowsShown;
    const frameAt = await afterNextFrame();
    benchClockStops();
    await afterNextFrame();
    await afterNextFrame();
    const table = target.querySelector('[role="table"]');
    return {
      rowsInDomMs: rowsAt - started,
      firstFrameMs: frameAt - started,
      domRows: countRows(),
      totalRows: Number(table?.getAttribute('aria-rowcount') ?? 1) - 1,
    };
  } finally {
    observer?.disconnect();
    clearTimeout(timer);
  }
}

async function mountTraces(rows: number, mode: MountMode): Promise<MountResult> {
  const client = benchQueryClient();
  const pages = tracePages(syntheticTraces(rows));
  client.setQueryData<InfiniteData<TraceListPage, TracePageParam>>(
    heartbeatKeys.traceList(ORG, RANGE, TRACE_FILTER),
    {
      pages: pages.map((page) => ({ ...page, range: RANGE })),
      pageParams: pages.map((page, index) => ({
        offset: page.meta.resultOffset,
        range: index === 0 ? null : RANGE,
      })),
    },
  );
  return mount(<Traces />, mode, client, `/heartbeat/flow-traces?${RANGE_SEARCH}`);
}

function scrollTraces(seconds: number, stepPx: number): Promise<ScrollResult> {
  const body = container?.querySelector<HTMLElement>('[data-testid="virtual-table-body"]');
  if (!body) return Promise.reject(new Error('mount the traces table first'));
  let longTasks = 0;
  let longestTaskMs = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks += 1;
      longestTaskMs = Math.max(longestTaskMs, entry.duration);
    }
  });
  observer.observe({ type: 'longtask' });
  // Capture on the document runs before the listeners on the scrolling box, this one after
  // them (it is added after the virtualiser's).
  const scrollHandlerMs: number[] = [];
  let eventStart = 0;
  const beforeHandlers = () => {
    eventStart = performance.now();
  };
  const afterHandlers = () => {
    scrollHandlerMs.push(performance.now() - eventStart);
  };
  document.addEventListener('scroll', beforeHandlers, { capture: true, passive: true });
  body.addEventListener('scroll', afterHandlers, { passive: true });

  return new Promise((resolve) => {
    const frameDeltas: number[] = [];
    let maxDomRows = countRows();
    let position = body.scrollTop;
    let first: number | null = null;
    let last: number | null = null;
    const frame = (now: number) => {
      if (last !== null) frameDeltas.push(now - last);
      last = now;
      first ??= now;
      maxDomRows = Math.max(maxDomRows, countRows());
      if (now - first >= seconds * 1000) {
        observer.disconnect();
        document.removeEventListener('scroll', beforeHandlers, { capture: true });
        body.removeEventListener('scroll', afterHandlers);
        const firstRow = container?.querySelector(ROW_SELECTOR);
        resolve({
          frameDeltas,
          scrollHandlerMs,
          maxDomRows,
          scrolledPx: position,
          lastFirstRowIndex: Number(firstRow?.getAttribute('aria-rowindex') ?? 0),
          longTasks,
          longestTaskMs,
        });
        return;
      }
      // Written, never read back: reading scrollTop here would force a layout.
      position += stepPx;
      body.scrollTop = position;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

function resetFlowFilters() {
  flowsListState.search = '';
  flowsListState.group = null;
  flowsListState.status = null;
  flowsListState.sort = 'status';
  flowsListState.direction = 'desc';
}

async function mountFlowsPage(count: number, mode: MountMode): Promise<MountResult> {
  resetFlowFilters();
  const client = benchQueryClient();
  const flows = syntheticFlows(count);
  const metrics = syntheticMetrics(flows);
  const metricsKey = heartbeatKeys.metrics(ORG, RANGE);
  client.setQueryData(heartbeatKeys.flows(ORG), flows);
  if (mode === 'first-open') {
    // Pending, and never asked of a server: the benchmark delivers it when the clock starts.
    client.setQueryDefaults(metricsKey, { enabled: false });
  } else {
    client.setQueryData(metricsKey, metrics);
  }
  if (mode === 'from-overview') {
    // What the overview asks for besides the flows and their metrics.
    client.setQueryData(heartbeatKeys.summary(ORG, RANGE), syntheticSummary(flows, metrics));
    client.setQueryData(heartbeatKeys.histogram(ORG, RANGE), syntheticHistogram(RANGE));
    client.setQueryData(heartbeatKeys.discrepancies(ORG), {
      accessesWithoutDeployments: [],
      deploymentsWithoutAccesses: [],
    });
  }
  // The module's frame around the pages, as the shell puts it: from the overview, the frame
  // (and its toolbar) stays and only the page changes.
  return mount(
    <HeartbeatFrame>
      <FlowsPage />
    </HeartbeatFrame>,
    mode,
    client,
    `/heartbeat/flows?${RANGE_SEARCH}`,
    {
      before: (
        <HeartbeatFrame>
          <OverviewPage />
        </HeartbeatFrame>
      ),
      arrive: () => client.setQueryData(metricsKey, metrics),
    },
  );
}

async function mountFlowsTable(count: number, mode: MountMode): Promise<MountResult> {
  resetFlowFilters();
  const flows = syntheticFlows(count);
  const rows = filterFlowRows(buildFlowRows(flows, syntheticMetrics(flows)), flowsListState);
  return mount(
    <FlowsTable rows={rows} query={`?${RANGE_SEARCH}`} />,
    mode,
    benchQueryClient(),
    `/heartbeat/flows?${RANGE_SEARCH}`,
  );
}

/** BeatboxPage in the module's frame, over `count` seeded beatboxes. */
async function mountBeatboxPage(count: number, mode: MountMode): Promise<MountResult> {
  const client = benchQueryClient();
  const beatboxes = syntheticBeatboxes(count);
  const key = heartbeatKeys.beatboxes(ORG);
  if (mode === 'first-open') client.setQueryDefaults(key, { enabled: false });
  else client.setQueryData(key, beatboxes);
  return mount(
    <HeartbeatFrame>
      <BeatboxPage />
    </HeartbeatFrame>,
    mode,
    client,
    `/heartbeat/beatbox?${RANGE_SEARCH}`,
    { arrive: () => client.setQueryData(key, beatboxes) },
  );
}

async function mountAlertsPage(count: number, mode: MountMode): Promise<MountResult> {
  const client = benchQueryClient();
  const key = heartbeatKeys.alertRules(ORG);
  const rules = syntheticAlertRules(syntheticFlows(count));
  if (mode === 'first-open') client.setQueryDefaults(key, { enabled: false });
  else client.setQueryData(key, rules);
  return mount(
    <HeartbeatFrame>
      <AlertsPage />
    </HeartbeatFrame>,
    mode,
    client,
    '/heartbeat/alerts',
    { arrive: () => client.setQueryData(key, rules) },
  );
}

/** The reporting page over `count` flows, opened with the preset 'Show all flows'. */
async function mountReportingPage(count: number, mode: MountMode): Promise<MountResult> {
  const client = benchQueryClient();
  const report = syntheticReport(syntheticFlows(count), RANGE);
  const reportKey = heartbeatKeys.report(ORG, RANGE, { kind: 'previous' });
  if (mode === 'first-open') client.setQueryDefaults(reportKey, { enabled: false });
  else client.setQueryData(reportKey, report);
  return mount(
    <HeartbeatFrame>
      <ReportingPage />
    </HeartbeatFrame>,
    mode,
    client,
    `/heartbeat/reporting?${RANGE_SEARCH}`,
    { arrive: () => client.setQueryData(reportKey, report) },
  );
}

const RESOURCE_TYPES = ['FlowSpec', 'JsonSchema', 'Xslt', 'Script'];

/** The resources page over `count` resources, its answers in the cache. */
async function mountResourcesPage(count: number, mode: MountMode): Promise<MountResult> {
  Object.assign(resourcesState, { tab: 'resources', type: null, search: '' });
  const client = benchQueryClient();
  const at = new Date(RANGE_END).toISOString();
  const resources: ResourceSummary[] = Array.from({ length: count }, (_, i) => ({
    type: RESOURCE_TYPES[i % RESOURCE_TYPES.length] ?? 'Script',
    id: `resource-${String(i).padStart(5, '0')}`,
    revision: 1 + (i % 7),
    shortDescription: `Resource number ${i} of the benchmark`,
    created: at,
    createdByName: 'Dag Deployer',
    updated: at,
    updatedByName: 'Dag Deployer',
  }));
  const listKey = heartbeatKeys.resourceList(ORG);
  // First open: the page is shown while its answers are pending; the clock starts when they
  // arrive, so the filters' data and the table are built in the measured frame.
  if (mode === 'first-open') client.setQueryDefaults(listKey, { enabled: false });
  else client.setQueryData(listKey, resources);
  const typesKey = heartbeatKeys.resourceTypes(ORG);
  const types = RESOURCE_TYPES.map((type) => ({
    type,
    name: type,
    description: '',
    contentType: 'text' as const,
    deploysFlow: type === 'FlowSpec',
  }));
  if (mode === 'first-open') client.setQueryDefaults(typesKey, { enabled: false });
  else client.setQueryData(typesKey, types);
  return mount(
    <HeartbeatFrame>
      <ResourcesPage />
    </HeartbeatFrame>,
    mode,
    client,
    '/heartbeat/resources',
    {
      // Both answers in one notification, as one response would bring them.
      arrive: () =>
        notifyManager.batch(() => {
          client.setQueryData(typesKey, types);
          client.setQueryData(listKey, resources);
        }),
    },
  );
}

/** A lookup table of `count` rows: its first page (server-paged) in the cache. */
async function mountLookupTablePage(count: number, mode: MountMode): Promise<MountResult> {
  const client = benchQueryClient();
  const at = new Date(RANGE_END).toISOString();
  const columns = ['code', 'tariff', 'price', 'zone'].map((name, i) => ({
    columnId: `c${i + 1}`,
    name,
  }));
  const rows: LookupRow[] = Array.from({ length: Math.min(100, count) }, (_, i) => ({
    rowId: i + 1,
    cells: { c1: `T${i}`, c2: `Tariff ${i}`, c3: (i / 8).toFixed(3), c4: `Zone ${i % 9}` },
  }));
  const tableKey = heartbeatKeys.lookupTable(ORG, 'bench');
  const facts = {
    name: 'bench',
    description: '',
    columns,
    rowCount: count,
    created: at,
    updated: at,
    updatedByName: null,
  };
  const rowsKey = heartbeatKeys.lookupRows(ORG, 'bench', 0, 100);
  const firstPage = {
    rows,
    meta: {
      requestedResultMaxSize: 100,
      requestedOffset: 0,
      nextOffset: count > 100 ? 100 : null,
      totalNoOfAvailableRows: count,
    },
  };
  // First open: the page is shown while the table's facts and first page are pending; both
  // arrive when the clock starts, so heading, tools and rows are all built in the measured frame.
  if (mode === 'first-open') {
    client.setQueryDefaults(tableKey, { enabled: false });
    client.setQueryDefaults(rowsKey, { enabled: false });
  } else {
    client.setQueryData(tableKey, facts);
    client.setQueryData(rowsKey, firstPage);
  }
  return mount(
    <HeartbeatFrame>
      <Route path="/heartbeat/resources/LookupTable/:tableName">
        <LookupTablePage />
      </Route>
    </HeartbeatFrame>,
    mode,
    client,
    '/heartbeat/resources/LookupTable/bench',
    {
      arrive: () =>
        notifyManager.batch(() => {
          client.setQueryData(tableKey, facts);
          client.setQueryData(rowsKey, firstPage);
        }),
    },
  );
}

const bench: HeartbeatBench = {
  mountTraces,
  scrollTraces,
  mountFlowsPage,
  mountFlowsTable,
  mountBeatboxPage,
  mountAlertsPage,
  mountReportingPage,
  mountResourcesPage,
  mountLookupTablePage,
};
window.heartbeatBench = bench;
document.documentElement.dataset.benchReady = 'true';
