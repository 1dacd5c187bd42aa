import type { Case } from './matrix';

/** The frontend server: each route against every kind of caller (see matrix.ts). */
export const FRONTEND_ROWS: Record<string, Case> = {
  'POST /client-api/logging/error': {
    request: {
      method: 'POST',
      url: '/client-api/logging/error',
      payload: { userAgent: 'test', errorMessage: 'boom', clientVersion: '1.3.1', currentUrl: '/' },
    },
    expected: { default: 204 },
  },
};
