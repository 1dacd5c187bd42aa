import type { Case, Expected } from './matrix';
import { members } from './matrix';

/** Reads of the data lake need MONITOR or higher. */
const readers = (ok: number): Expected => ({ ...members(ok), BILLING: 403, AGENT: 403 });
const UP = '707057500000000001';
const day = 86_400_000;
const to = Date.UTC(2025, 0, 8);

/** The data lake: each route against every kind of caller (see matrix.ts). */
export const DATALAKE_ROWS: Record<string, Case> = {
  'GET /api/datalake/v1/:org/usage-points': {
    request: { url: '/api/datalake/v1/2/usage-points?search=7070&limit=10' },
    expected: readers(200),
  },
  'GET /api/datalake/v1/:org/usage-points/:usagePointId': {
    request: { url: `/api/datalake/v1/2/usage-points/${UP}` },
    expected: readers(200),
  },
  'GET /api/datalake/v1/:org/usage-points/:usagePointId/messages': {
    request: { url: `/api/datalake/v1/2/usage-points/${UP}/messages` },
    expected: readers(200),
  },
  'GET /api/datalake/v1/:org/usage-points/:usagePointId/channels/:channelId/readings': {
    // Channel 1 is the first usage point's; a week before the demo's readings begin is empty.
    request: {
      url: `/api/datalake/v1/2/usage-points/${UP}/channels/1/readings?fromDate=${to - 7 * day}&toDate=${to}&macroPeriod=Daily&aggregation=Sum`,
    },
    expected: readers(200),
  },
  'GET /api/datalake/v1/:org/workflows': {
    request: { url: '/api/datalake/v1/2/workflows?view=archive' },
    expected: readers(200),
  },
  'GET /api/datalake/v1/:org/workflows/:uid': {
    request: { url: '/api/datalake/v1/2/workflows/wf-0001-unknown' },
    expected: readers(404),
  },
  // The caller's own organization: the owner's (1) has no usage points, nordkraft's members
  // read theirs; BILLING and AGENT are refused inside the query, the other admin reads none.
  'GET /api/datalake/graphql': {
    request: { url: '/api/datalake/graphql?query=%7BusagePoints%7Btotal%7D%7D' },
    expected: { ...readers(200), otherOrgAdmin: 200, noRoles: 404 },
  },
  'POST /api/datalake/graphql': {
    request: {
      method: 'POST',
      url: '/api/datalake/graphql',
      payload: { query: '{ usagePoints(organizationId: 2) { total } }' },
    },
    expected: readers(200),
  },
};
