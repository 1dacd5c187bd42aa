import type { Case } from './matrix';

/** The platform status: each route against every kind of caller (see matrix.ts). */
export const PLATFORM_ROWS: Record<string, Case> = {
  'GET /api/platform/status': {
    request: { url: '/api/platform/status' },
    expected: { default: 200, anonymous: 401, noRoles: 403 },
  },
};
