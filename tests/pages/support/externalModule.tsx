import { useQuery } from '@tanstack/react-query';
import {
  externalServiceUrl,
  lazyPage,
  navFromRoutes,
  type ConsoleModule,
  type ModuleRoute,
} from '../../../src/shared/modules';

/** The name of the test module's service in the runtime config's `external`. */
export const EXTERNAL_TEST_SERVICE = 'seamap';

/** The module's one page: the layers its service lists (a request of the module's own). */
function LayersPage() {
  const layers = useQuery({
    queryKey: ['test-external', 'layers'],
    queryFn: async () => {
      const response = await fetch(await externalServiceUrl(EXTERNAL_TEST_SERVICE, '/layers'));
      return ((await response.json()) as { layers: string[] }).layers;
    },
  });
  return (
    <>
      <h1>Sea map</h1>
      {layers.data && <p>Layers: {layers.data.join(', ')}</p>}
    </>
  );
}

const routes: ModuleRoute[] = [
  {
    path: '',
    page: lazyPage(async () => ({ default: LayersPage })),
    title: { id: 'test.external.map', defaultMessage: 'Sea map' },
    label: { id: 'test.external.map', defaultMessage: 'Sea map' },
    wall: true,
  },
];

/**
 * An external module for tests only, in no module list (SMOC, the first real one, comes
 * later): it takes SMOC's id and root, and calls a service of its own, `seamap`.
 */
export const externalTestModule: ConsoleModule = {
  id: 'smoc',
  kind: 'external',
  service: EXTERNAL_TEST_SERVICE,
  basePath: 'smoc',
  label: { id: 'test.external.name', defaultMessage: 'Sea operations' },
  routes,
  nav: navFromRoutes(routes),
  access: {},
};
