import { HEARTBEAT_ACTIONS } from '../../shared/contracts';
import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { connectivityMessages } from '../../shared/ui/connectivity/messages';
import { certificateMessages } from './certificates/messages';
import { heartbeatMessages } from './messages';
import { prefetchOverview } from './overview';
import { heartbeatRouteAccess } from './routeAccess';

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
const ReportingPage = lazyPage(() =>
  import('./reporting/pages/ReportingPage').then((m) => ({ default: m.ReportingPage })),
);

const BeatboxPage = lazyPage(() =>
  import('./beatbox/pages/BeatboxPage').then((m) => ({ default: m.BeatboxPage })),
);
const AgentsPage = lazyPage(() =>
  import('./agents/pages/AgentsPage').then((m) => ({ default: m.AgentsPage })),
);

const ServiceAccountsPage = lazyPage(() =>
  import('./accounts/pages/ServiceAccountsPage').then((m) => ({ default: m.ServiceAccountsPage })),
);
const ServiceAccountPage = lazyPage(() =>
  import('./accounts/pages/ServiceAccountPage').then((m) => ({ default: m.ServiceAccountPage })),
);

const AlertsPage = lazyPage(() =>
  import('./alerts/pages/AlertsPage').then((m) => ({ default: m.AlertsPage })),
);
const AlertEditPage = lazyPage(() =>
  import('./alerts/pages/AlertEditPage').then((m) => ({ default: m.AlertEditPage })),
);

const AuditPage = lazyPage(() =>
  import('./audit/AuditPage').then((m) => ({ default: m.AuditPage })),
);
const CertificatesPage = lazyPage(() =>
  import('./certificates/pages/CertificatesPage').then((m) => ({ default: m.CertificatesPage })),
);

// The one connectivity check page of the shared kit, also the settings' (spec 2.4).
const ConnectivityPage = lazyPage(() =>
  import('../../shared/ui/connectivity').then((m) => ({ default: m.ConnectivityCheckPage })),
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
    prefetch: prefetchOverview,
    wall: true,
  },
  {
    path: 'flows',
    page: FlowsPage,
    title: heartbeatMessages.flowsTitle,
    label: heartbeatMessages.flowsTitle,
    wall: true,
  },
  // Before flows/:id: a beatbox's or an agent's flow, the same page with its host.
  {
    path: 'flows/beatbox/:beatboxId/:id/*?',
    page: FlowDetailPage,
    title: heartbeatMessages.beatboxFlowTitle,
    access: heartbeatRouteAccess.beatboxFlow,
  },
  {
    path: 'flows/agent/:agentId/:id/*?',
    page: FlowDetailPage,
    title: heartbeatMessages.agentFlowTitle,
    access: heartbeatRouteAccess.agentFlow,
  },
  { path: 'flows/:id/*?', page: FlowDetailPage, title: heartbeatMessages.flowTitle },
  {
    path: 'flow-traces',
    page: FlowTracesPage,
    title: heartbeatMessages.tracesTitle,
    label: heartbeatMessages.tracesTitle,
    wall: true,
  },
  {
    path: 'issues',
    page: IssuesPage,
    title: heartbeatMessages.issuesTitle,
    label: heartbeatMessages.issuesTitle,
  },
  {
    path: 'reporting',
    page: ReportingPage,
    title: heartbeatMessages.reportingTitle,
    label: heartbeatMessages.reportingTitle,
    access: heartbeatRouteAccess.reporting,
  },
  {
    path: 'service-accounts',
    page: ServiceAccountsPage,
    title: heartbeatMessages.serviceAccountsTitle,
    label: heartbeatMessages.serviceAccountsTitle,
    access: heartbeatRouteAccess.serviceAccounts,
  },
  {
    path: 'service-accounts/:id',
    page: ServiceAccountPage,
    title: heartbeatMessages.serviceAccountTitle,
    access: heartbeatRouteAccess.serviceAccounts,
  },
  {
    path: 'connectivity',
    page: ConnectivityPage,
    title: connectivityMessages.title,
    label: connectivityMessages.title,
    access: heartbeatRouteAccess.connectivity,
  },
  {
    path: 'certificates',
    page: CertificatesPage,
    title: certificateMessages.title,
    label: certificateMessages.title,
    access: heartbeatRouteAccess.certificates,
  },
  // The menu opens the session organization's log; audit/{organizationId} names one (spec 2.2).
  {
    path: 'audit',
    page: AuditPage,
    title: heartbeatMessages.auditTitle,
    label: heartbeatMessages.auditTitle,
    access: heartbeatRouteAccess.audit,
  },
  {
    path: 'audit/:organizationId',
    page: AuditPage,
    title: heartbeatMessages.auditTitle,
    access: heartbeatRouteAccess.audit,
  },
  {
    path: 'beatbox',
    page: BeatboxPage,
    title: heartbeatMessages.beatboxTitle,
    label: heartbeatMessages.beatboxTitle,
    access: heartbeatRouteAccess.beatbox,
  },
  {
    path: 'agent',
    page: AgentsPage,
    title: heartbeatMessages.agentsTitle,
    label: heartbeatMessages.agentsTitle,
    access: heartbeatRouteAccess.agents,
  },
  {
    path: 'alerts',
    page: AlertsPage,
    title: heartbeatMessages.alertsTitle,
    label: heartbeatMessages.alertsTitle,
    access: heartbeatRouteAccess.alerts,
  },
  {
    path: 'alerts/create',
    page: AlertEditPage,
    title: heartbeatMessages.alertCreateTitle,
    access: heartbeatRouteAccess.alerts,
  },
  {
    path: 'alerts/edit/:alertId',
    page: AlertEditPage,
    title: heartbeatMessages.alertEditTitle,
    access: heartbeatRouteAccess.alerts,
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
