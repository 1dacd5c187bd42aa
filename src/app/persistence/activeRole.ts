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

function readTabRole(): StoredRole | null {
  try {
    const raw = sessionStorage.getItem(ACTIVE_ROLE_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    return isStoredRole(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The active role is per tab: a wall screen on one organization keeps it while another tab
 * switches (session storage, with the URL's organization parameter). The last choice in any
 * tab is the default of tabs opened later (local storage).
 */
export function readStoredRole(): StoredRole | null {
  return readTabRole() ?? readStored<StoredRole | null>(ACTIVE_ROLE_KEY, null, isStoredRole);
}

/**
 * Keeps `entry` as this tab's role. `asDefault`: the user chose it, so tabs opened later start
 * with it too (a tab merely loading keeps the default as it is, unless there is none yet).
 */
export function storeActiveRole(entry: RoleEntry, { asDefault }: { asDefault: boolean }): void {
  const stored: StoredRole = { organizationId: entry.organizationId, role: entry.role };
  try {
    sessionStorage.setItem(ACTIVE_ROLE_KEY, JSON.stringify(stored));
  } catch {
    // Without session storage the URL parameter alone keeps the tab's organization.
  }
  const noDefault = readStored<StoredRole | null>(ACTIVE_ROLE_KEY, null, isStoredRole) === null;
  if (asDefault || noDefault) writeStored(ACTIVE_ROLE_KEY, stored);
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
