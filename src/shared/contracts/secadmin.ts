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

/** An application the organization knows by name (spec 3.4 "Known client"). */
export interface KnownClient {
  knownClientId: number;
  name: string;
  notation: string;
  description: string;
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

export interface KnownClientInput {
  name: string;
  notation: string;
  description: string;
}

/** Per known client id whether it was deleted; `failed` names those that could not be. */
export interface DeleteKnownClientsResult {
  deleted: number[];
  failed: number[];
}

/** The most known clients one organization may have (all are listed in one answer). */
export const KNOWN_CLIENTS_LIMIT = 1000;
/** The most known clients one delete request may name. */
export const DELETE_KNOWN_CLIENTS_LIMIT = 500;
export const KNOWN_CLIENT_NAME_MAX = 100;
export const KNOWN_CLIENT_NOTATION_MAX = 100;
export const KNOWN_CLIENT_DESCRIPTION_MAX = 1000;
/** The answer to a known client name the organization already has (spec 5, verbatim). */
export const KNOWN_CLIENT_NAME_TAKEN = 'Known client name already exist.';
