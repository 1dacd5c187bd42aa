import { lazy } from 'react';
import type { ModuleRoute } from '../../shared/modules';
import { platformMessages } from './messages';

const StatusPage = lazy(() =>
  import('./pages/StatusPage').then((m) => ({ default: m.StatusPage })),
);

export const platformRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: StatusPage,
    title: platformMessages.statusTitle,
    label: platformMessages.statusTitle,
  },
];
