import type { RoleEntry } from './roles';

export const ORGANIZATION_TYPES = ['customer', 'owner', 'partner', 'tenant'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Token endpoint answer (spec section 7). */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
}

/** Claims the console reads from the access token. */
export interface AccessTokenClaims {
  userId: number;
  organizationId: number;
  sid: string;
  exp: number;
  /** When the token was issued (seconds since the epoch). */
  iat?: number;
}

export interface User {
  id: number;
  userId: number;
  organizationId: number;
  shortName: string;
  name: string;
  email: string;
  phone: string | null;
  roles: RoleEntry[];
  permissions: string[];
  created: string;
  createdBy: number | null;
  updated: string;
  updatedBy: number | null;
}

export interface Organization {
  organizationId: number;
  name: string;
  shortName: string;
  type: OrganizationType;
  parentId: number | null;
  tenantId: string | null;
  country: string | null;
  place: string | null;
  postalCode: string | null;
  streetName: string | null;
  streetNumber: string | null;
  registrar: string | null;
  registrationId: string | null;
  email: string | null;
  phoneNumber: string | null;
  managementApiEnabled: boolean;
}

/** Body of POST {identity}/password/set (spec section 7). */
export interface SetPasswordRequest {
  setPasswordToken: string;
  newPassword: { requestedPassword: string; repeatedPassword: string };
}

/** The services whose base URLs the runtime configuration gives (DESIGN.md runtime contract). */
export const RUNTIME_SERVICES = [
  'identity',
  'config',
  'insights',
  'registry',
  'adr',
  'datalake',
  'frontend',
  'platform',
  'secadmin',
] as const;

/**
 * The service base URLs the console reads at run time (DESIGN.md runtime contract).
 */
export interface RuntimeConfig {
  version: string;
  services: Record<(typeof RUNTIME_SERVICES)[number], string>;
  /**
   * The bases of the external modules' services (`ConsoleModule.service`), by service name,
   * e.g. `{ smoc: '/api/smoc' }`: set by the server from CONSOLE_EXTERNAL_SERVICES, absent
   * when none is configured. An external module whose service is not here is unknown: it
   * shows that, and nothing asks the service anything.
   */
  external?: Record<string, string>;
}

/** Minimum zxcvbn score for a new password (spec sections 5 and 9). */
export const MIN_PASSWORD_SCORE = 2;
export const CLIENT_VERSION = '1.3.1';

/** An answer that is a sentence for the user only (a reset mail asked for, a password set). */
export interface MessageAnswer {
  message: string;
}

/** `GET /organizations/{id}/modules`: the modules the organization has. */
export interface OrganizationModules {
  modules: string[];
}

/** `GET /password/token/{token}`: the set-password token is good (else 404). */
export interface TokenValidity {
  valid: boolean;
}
