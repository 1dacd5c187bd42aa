import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { templateMessages } from './messages';

const ExamplePage = lazyPage(() =>
  import('./pages/ExamplePage').then((m) => ({ default: m.ExamplePage })),
);

/** Pages under the module's root; a route with a label is a menu entry. */
export const templateRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: ExamplePage,
    title: templateMessages.exampleTitle,
    label: templateMessages.exampleTitle,
  },
];
