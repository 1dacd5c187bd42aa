import type { SessionList, TerminateSessionsResult } from '../contracts';
import { request } from './http';

/** Client of the secAdmin service (docs/api.md, "secAdmin"). */
export const secadminApi = {
  sessions: (organizationId: number) =>
    request<SessionList>('secadmin', `/v1/${organizationId}/sessions`),
  terminateSessions: (organizationId: number, sessionIds: readonly string[]) =>
    request<TerminateSessionsResult>('secadmin', `/v1/${organizationId}/sessions/terminate`, {
      method: 'POST',
      body: { sessionIds },
    }),
};
