import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { assetsMessages } from './messages';

const ActionsPage = lazyPage(() =>
  import('./actions/ActionsPage').then((m) => ({ default: m.ActionsPage })),
);
const AssetsPage = lazyPage(() =>
  import('./list/AssetsPage').then((m) => ({ default: m.AssetsPage })),
);
const AssetPage = lazyPage(() =>
  import('./detail/AssetPage').then((m) => ({ default: m.AssetPage })),
);
const StrategiesPage = lazyPage(() =>
  import('./strategies/StrategiesPage').then((m) => ({ default: m.StrategiesPage })),
);
const AuditLogPage = lazyPage(() =>
  import('./audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })),
);

/** Routes under assets (spec 2.3): index (Actions), assets, assets/{assetId}, auditlog. */
export const assetsRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: ActionsPage,
    title: assetsMessages.actionsTitle,
    label: assetsMessages.actionsTitle,
  },
  {
    path: 'assets',
    page: AssetsPage,
    title: assetsMessages.assetsTitle,
    label: assetsMessages.assetsTitle,
  },
  { path: 'assets/:assetId', page: AssetPage, title: assetsMessages.assetTitle },
  {
    path: 'strategies',
    page: StrategiesPage,
    title: assetsMessages.strategiesTitle,
    label: assetsMessages.strategiesTitle,
  },
  {
    path: 'auditlog',
    page: AuditLogPage,
    title: assetsMessages.auditTitle,
    label: assetsMessages.auditTitle,
    access: { role: 'ADMIN' },
  },
];
