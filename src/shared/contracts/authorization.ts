/**
 * Authorization and session limits of the secAdmin service (spec 3.4, 6): permissions grouped
 * into roles, roles into user groups (mapped to a directory group by name), and the limits the
 * identity service puts on the sessions of a user group's members.
 */

interface Stamped {
  id: number;
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

export interface PermissionInput {
  name: string;
  description: string;
}
export type Permission = PermissionInput & Stamped;

export interface AuthzRoleInput {
  name: string;
  description: string;
  permissionIds: number[];
}
export type AuthzRole = AuthzRoleInput & Stamped;

export interface UserGroupInput {
  name: string;
  description: string;
  /** The directory (external) group whose members belong to this user group; may be empty. */
  mappedGroupName: string;
  roleIds: number[];
  /** Users of the organization who belong to the group. */
  memberIds: number[];
}
export type UserGroup = UserGroupInput & Stamped;

export interface SessionLifetimeLimitInput {
  name: string;
  description: string;
  /** The lowest rank that matches a sign-in applies. */
  rank: number;
  /** A session of a matching sign-in ends this many seconds after it began. */
  timeoutSeconds: number;
  /** None: every user. */
  userGroupIds: number[];
  /** None: every client. */
  knownClientIds: number[];
}
export type SessionLifetimeLimit = SessionLifetimeLimitInput & Stamped;

/** Over a concurrent limit, a new sign-in is refused, or the user's oldest session ends. */
export const ON_LIMIT = ['REFUSE', 'END_OLDEST'] as const;
export type OnLimit = (typeof ON_LIMIT)[number];

export interface SessionConcurrentLimitInput {
  description: string;
  rank: number;
  /** How many sessions a user may have open at once (of the limit's clients). */
  userLimit: number;
  /** How many of them may come from one client IP; null: no limit of its own. */
  clientIpLimit: number | null;
  onLimit: OnLimit;
  userGroupIds: number[];
  knownClientIds: number[];
}
export type SessionConcurrentLimit = SessionConcurrentLimitInput & Stamped;

/** A concurrent limit as a new one starts: one session a user, refusing another, for nobody. */
export const NEW_CONCURRENT_LIMIT: SessionConcurrentLimitInput = {
  description: '',
  rank: 1,
  userLimit: 1,
  clientIpLimit: null,
  onLimit: 'REFUSE',
  userGroupIds: [],
  knownClientIds: [],
};

/** Per id whether it was deleted; `failed` names those that could not be. */
export interface DeleteByIdResult {
  deleted: number[];
  failed: number[];
}

/** The most of each kind one organization may have (all are listed in one answer). */
export const AUTHORIZATION_ENTITY_LIMIT = 1000;
/** The most ids one delete request, or one list of links, may name. */
export const AUTHORIZATION_IDS_LIMIT = 500;
export const AUTHORIZATION_NAME_MAX = 100;
export const AUTHORIZATION_DESCRIPTION_MAX = 1000;
export const SESSION_LIMIT_RANK_MAX = 10_000;
/** A lifetime limit's longest timeout: a year. */
export const SESSION_TIMEOUT_MAX_SECONDS = 31_536_000;
export const SESSION_USER_LIMIT_MAX = 10_000;

/** Spec 5's answers to a name the organization already has, verbatim. */
export const PERMISSION_NAME_TAKEN = 'Permission name already exists.';
export const ROLE_NAME_TAKEN = 'Role name already exists.';
export const USER_GROUP_NAME_TAKEN = 'User group name already exists.';

/** The token endpoint's error code when a sign-in is refused by a concurrent limit. */
export const SESSION_LIMIT_ERROR = 'session_limit_reached';
export const SESSION_LIMIT_MESSAGE =
  'You have reached the number of sessions you may have open at once. Sign out elsewhere and try again.';

/** The secAdmin paths (under `/v1/{org}/`) of the kinds above: list, create, edit, delete. */
export type AuthorizationPath =
  'permissions' | 'roles' | 'user-groups' | 'session-limits/lifetime' | 'session-limits/concurrent';
