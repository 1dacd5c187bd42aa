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

/**
 * The service base URLs the console reads at run time (DESIGN.md runtime contract).
 */
export interface RuntimeConfig {
  version: string;
  services: {
    identity: string;
    config: string;
    insights: string;
    registry: string;
    adr: string;
    datalake: string;
    frontend: string;
    platform: string;
    secadmin: string;
  };
}

/** Minimum zxcvbn score for a new password (spec sections 5 and 9). */
export const MIN_PASSWORD_SCORE = 2;
export const CLIENT_VERSION = '1.3.1';
