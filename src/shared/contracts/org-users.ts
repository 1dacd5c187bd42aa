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

/**
 * What `POST .../users/existing` and `POST .../users` answer (202) when they invite rather
 * than add: the same whether or not a user has the e-mail, so the answer tells nobody whether
 * an e-mail exists on the platform.
 */
export interface InvitationSent {
  message: string;
}

export const INVITATION_SENT_MESSAGE =
  'If a user has this e-mail, they are invited to join. They join when they accept.';
export const NEW_USER_INVITED_MESSAGE =
  'An invitation was mailed. The person joins when they accept it or set their password.';

/** 409 answers of adding a user, shown translated by the console. */
export const ALREADY_MEMBER_MESSAGE = 'The user is already in this organization.';
export const INVITATION_PENDING_MESSAGE = 'An invitation to this e-mail is pending.';
export const EMAIL_TAKEN_MESSAGE = 'A user with this e-mail exists.';

/** A pending invitation may be accepted for this many days. */
export const INVITATION_TTL_DAYS = 7;

/** At most this many pending invitations per organization. */
export const ORG_INVITATIONS_LIMIT = 200;
export const TOO_MANY_INVITATIONS_MESSAGE = `The organization has ${ORG_INVITATIONS_LIMIT} pending invitations. Withdraw some first.`;

/**
 * A pending invitation of the organization, as its admins see it: one to an existing user and
 * one to a new person look alike, and nothing says whether the e-mail has a user.
 */
export interface OrgInvitation {
  invitationId: number;
  /** The e-mail as the admin typed it (lowercase). */
  email: string;
  role: Role;
  /** The e-mail of the admin who invited, or null when their user is gone. */
  invitedBy: string | null;
  created: string;
  expires: string;
}

export interface OrgInvitationList {
  invitations: OrgInvitation[];
}

/** A pending invitation of the signed-in user (`GET /users/me/invitations`). */
export interface MyInvitation {
  invitationId: number;
  organizationId: number;
  organizationName: string;
  role: Role;
  invitedBy: string | null;
  created: string;
  expires: string;
}

export interface MyInvitationList {
  invitations: MyInvitation[];
}
