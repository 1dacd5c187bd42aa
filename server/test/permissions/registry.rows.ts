import { members } from './matrix';
import type { Case } from './matrix';

/** The resource registry: each route against every kind of caller (see matrix.ts). */
export const REGISTRY_ROWS: Record<string, Case> = {
  'GET /api/registry/v1/:org/service-accounts': {
    request: { url: '/api/registry/v1/2/service-accounts' },
    expected: members(200),
  },
  'GET /api/registry/v1/:org/flow-accesses': {
    request: { url: '/api/registry/v1/2/flow-accesses' },
    expected: members(200),
  },
  'GET /api/registry/v1/:org/flow-accesses/discrepancies': {
    request: { url: '/api/registry/v1/2/flow-accesses/discrepancies' },
    expected: members(200),
  },
};
