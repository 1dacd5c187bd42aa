import type { Case } from './matrix';

/** What the app itself answers: each route against every kind of caller (see matrix.ts). */
export const APP_ROWS: Record<string, Case> = {
  'GET /api/health': { request: { url: '/api/health' }, expected: { default: 200 } },
  'GET /runtime-config.json': {
    request: { url: '/runtime-config.json' },
    expected: { default: 200 },
  },
};
