import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { datalakeMessages } from './messages';

const OverviewPage = lazyPage(() =>
  import('./overview/OverviewPage').then((m) => ({ default: m.OverviewPage })),
);
const UsagePointsPage = lazyPage(() =>
  import('./usage-points/UsagePointsPage').then((m) => ({ default: m.UsagePointsPage })),
);
const UsagePointPage = lazyPage(() =>
  import('./usage-points/UsagePointPage').then((m) => ({ default: m.UsagePointPage })),
);
const GraphqlPage = lazyPage(() =>
  import('./graphql/GraphqlPage').then((m) => ({ default: m.GraphqlPage })),
);
const WorkflowsPage = lazyPage(() =>
  import('./workflows/WorkflowsPage').then((m) => ({ default: m.WorkflowsPage })),
);

/** Routes under datalake (spec 2.3): index, workflows/* and the usage points. */
export const datalakeRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: OverviewPage,
    title: datalakeMessages.overviewTitle,
    label: datalakeMessages.overviewTitle,
  },
  {
    path: 'graphql',
    page: GraphqlPage,
    title: datalakeMessages.graphqlTitle,
    label: datalakeMessages.graphqlTitle,
  },
  {
    path: 'usage-points',
    page: UsagePointsPage,
    title: datalakeMessages.usagePointsTitle,
    label: datalakeMessages.usagePointsTitle,
  },
  { path: 'usage-points/:id/*?', page: UsagePointPage, title: datalakeMessages.usagePointTitle },
  {
    path: 'workflows',
    page: WorkflowsPage,
    title: datalakeMessages.workflowsTitle,
    label: datalakeMessages.workflowsTitle,
  },
  // The archive tab and a workflow's view.
  { path: 'workflows/*', page: WorkflowsPage, title: datalakeMessages.workflowsTitle },
];
