import type { RoleEntry } from '../../shared/contracts';
import { readStored, writeStored } from '../../shared/lib';

const ACTIVE_ROLE_KEY = 'console.activeRole';

export interface StoredRole {
  organizationId: number;
  role: string;
}

const isStoredRole = (value: unknown): value is StoredRole =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredRole).organizationId === 'number' &&
  typeof (value as StoredRole).role === 'string';

export function readStoredRole(): StoredRole | null {
  return readStored<StoredRole | null>(ACTIVE_ROLE_KEY, null, isStoredRole);
}

export function storeActiveRole(entry: RoleEntry): void {
  writeStored(ACTIVE_ROLE_KEY, { organizationId: entry.organizationId, role: entry.role });
}

interface ActiveRoleInputs {
  /** The `organization` query parameter: an organization's short name. */
  urlOrganization: string | null;
  stored: StoredRole | null;
  ownOrganizationId: number;
}

/**
 * The active role on load (spec 4): the organization named in the URL, else the stored role's
 * organization, else the user's own organization, else the first role the user has.
 */
export function resolveActiveRole(
  roles: readonly RoleEntry[],
  { urlOrganization, stored, ownOrganizationId }: ActiveRoleInputs,
): RoleEntry | null {
  const byUrl = urlOrganization
    ? roles.find((entry) => entry.organizationDetails.shortName === urlOrganization)
    : undefined;
  const byStored = stored
    ? roles.find((entry) => entry.organizationId === stored.organizationId)
    : undefined;
  const own = roles.find((entry) => entry.organizationId === ownOrganizationId);
  return byUrl ?? byStored ?? own ?? roles[0] ?? null;
}
