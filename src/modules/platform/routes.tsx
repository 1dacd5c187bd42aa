import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { platformMessages } from './messages';

const StatusPage = lazyPage(() =>
  import('./pages/StatusPage').then((m) => ({ default: m.StatusPage })),
);

export const platformRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: StatusPage,
    title: platformMessages.statusTitle,
    label: platformMessages.statusTitle,
    wall: true,
  },
];
