import { HEARTBEAT_ACTIONS } from '../../shared/contracts';
import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { heartbeatMessages } from './messages';

const OverviewPage = lazyPage(() =>
  import('./overview/pages/OverviewPage').then((m) => ({ default: m.OverviewPage })),
);
const FlowsPage = lazyPage(() =>
  import('./flows/pages/FlowsPage').then((m) => ({ default: m.FlowsPage })),
);
const FlowDetailPage = lazyPage(() =>
  import('./flows/pages/FlowDetailPage').then((m) => ({ default: m.FlowDetailPage })),
);
const FlowTracesPage = lazyPage(() =>
  import('./traces/pages/FlowTracesPage').then((m) => ({ default: m.FlowTracesPage })),
);
const IssuesPage = lazyPage(() =>
  import('./access/pages/IssuesPage').then((m) => ({ default: m.IssuesPage })),
);

const ServiceAccountsPage = lazyPage(() =>
  import('./accounts/pages/ServiceAccountsPage').then((m) => ({ default: m.ServiceAccountsPage })),
);
const ServiceAccountPage = lazyPage(() =>
  import('./accounts/pages/ServiceAccountPage').then((m) => ({ default: m.ServiceAccountPage })),
);

const ResourcesPage = lazyPage(() =>
  import('./resources/pages/ResourcesPage').then((m) => ({ default: m.ResourcesPage })),
);
const ResourcePage = lazyPage(() =>
  import('./resources/pages/ResourcePage').then((m) => ({ default: m.ResourcePage })),
);
const SecretPage = lazyPage(() =>
  import('./resources/pages/SecretPage').then((m) => ({ default: m.SecretPage })),
);
const LookupTablePage = lazyPage(() =>
  import('./resources/pages/LookupTablePage').then((m) => ({ default: m.LookupTablePage })),
);

/** Routes under the module root: heartbeat, or connect in foundation mode (spec 2.2). */
export const heartbeatRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: OverviewPage,
    title: heartbeatMessages.overviewTitle,
    label: heartbeatMessages.overviewTitle,
  },
  {
    path: 'flows',
    page: FlowsPage,
    title: heartbeatMessages.flowsTitle,
    label: heartbeatMessages.flowsTitle,
  },
  { path: 'flows/:id/*?', page: FlowDetailPage, title: heartbeatMessages.flowTitle },
  {
    path: 'flow-traces',
    page: FlowTracesPage,
    title: heartbeatMessages.tracesTitle,
    label: heartbeatMessages.tracesTitle,
  },
  {
    path: 'issues',
    page: IssuesPage,
    title: heartbeatMessages.issuesTitle,
    label: heartbeatMessages.issuesTitle,
  },
  {
    path: 'service-accounts',
    page: ServiceAccountsPage,
    title: heartbeatMessages.serviceAccountsTitle,
    label: heartbeatMessages.serviceAccountsTitle,
  },
  {
    path: 'service-accounts/:id',
    page: ServiceAccountPage,
    title: heartbeatMessages.serviceAccountTitle,
  },
  {
    path: 'resources',
    page: ResourcesPage,
    title: heartbeatMessages.resourcesTitle,
    label: heartbeatMessages.resourcesTitle,
  },
  {
    path: 'resources/LookupTable/:tableName',
    page: LookupTablePage,
    title: heartbeatMessages.lookupTableTitle,
  },
  {
    // Secrets are shown to Operators and up (HEARTBEAT_ACTIONS.viewSecrets).
    path: 'resources/secrets/:key',
    page: SecretPage,
    title: heartbeatMessages.secretTitle,
    access: { role: HEARTBEAT_ACTIONS.viewSecrets.role },
  },
  {
    path: 'resources/:type/:id/:revision',
    page: ResourcePage,
    title: heartbeatMessages.resourceTitle,
  },
];
