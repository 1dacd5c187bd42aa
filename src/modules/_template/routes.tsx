import { lazyPage, type ModuleRoute } from '../../shared/modules';
import { templateMessages } from './messages';

const ItemsPage = lazyPage(() =>
  import('./items/pages/ItemsPage').then((m) => ({ default: m.ItemsPage })),
);

/** Pages under the module's root; a route with a label is a menu entry. */
export const templateRoutes: readonly ModuleRoute[] = [
  {
    path: '',
    page: ItemsPage,
    title: templateMessages.itemsTitle,
    label: templateMessages.itemsTitle,
  },
];
