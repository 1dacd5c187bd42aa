/** The secAdmin service (spec 3.4): an organization's sessions, seen and ended by its admins. */

/** A live sign-in session of a user of the organization (spec 3.4 "Session"). */
export interface SessionInfo {
  sessionId: string;
  /** The user's e-mail: what they sign in with. */
  username: string;
  clientId: string;
  clientIp: string;
  proxyIp: string | null;
  /** When the session's current access token was issued (sign-in or its last refresh). */
  tokenIssued: string;
  /** When that access token expires (never after the session's own end). */
  tokenExpires: string;
}

/** The most recently active sessions first, at most `SESSION_LIST_LIMIT` of `total`. */
export interface SessionList {
  sessions: SessionInfo[];
  total: number;
}

export interface TerminateSessionsRequest {
  sessionIds: string[];
}

/** Per session id whether it was ended; `failed` names those that could not be. */
export interface TerminateSessionsResult {
  terminated: string[];
  failed: string[];
}

/** The longest session list one answer holds. */
export const SESSION_LIST_LIMIT = 10_000;
/** The most sessions one termination request may name. */
export const TERMINATE_SESSIONS_LIMIT = 500;
/** A session id as the identity service makes them (base64url). */
export const SESSION_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
