import type { Role, RoleEntry } from './roles';

/** At most this many users in one page of an organization's users. */
export const ORG_USERS_PAGE_LIMIT = 200;

/** A user's home organization is this one (INTERNAL) or another (EXTERNAL). */
export type OrgUserType = 'INTERNAL' | 'EXTERNAL';

/** A user of an organization (spec 3.4, "Organization user"). */
export interface OrgUser {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  type: OrgUserType;
  /** The user's role in this organization (the highest, where several are stored). */
  role: Role;
  /** Roles in other organizations that the caller administers. */
  externalRoles: RoleEntry[];
  created: string;
  updated: string;
  lastLogin: string | null;
  /** Disabled by an admin: cannot sign in, and every session ended when it was set. */
  disabled: boolean;
  /**
   * Whether the caller may disable (or, when disabled, enable) the user: an owner, or an admin
   * of the user's own organization, and never oneself.
   */
  canDisable: boolean;
}

export interface OrgUserPage {
  users: OrgUser[];
  /** Pass as `after` for the next page; null on the last page. */
  nextAfter: number | null;
}

/** Body of PUT /organizations/{organizationId}/users/{userId}/disabled. */
export interface SetUserDisabled {
  disabled: boolean;
}

export interface AddExistingUser {
  email: string;
  role: Role;
}

export interface AddNewUser {
  email: string;
  name: string;
  phone: string | null;
  role: Role;
}

/** Bounds shared by the console's forms and the server's schemas. */
export const ORG_USER_LIMITS = { name: 200, email: 254, phone: 32 } as const;
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const PHONE_PATTERN = '^\\+?[0-9][0-9 ()-]{2,31}$';
