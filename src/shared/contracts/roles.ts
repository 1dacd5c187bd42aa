/** Roles, highest first (spec section 6). */
export const ROLES = ['ADMIN', 'DEPLOYER', 'OPERATOR', 'MONITOR', 'BILLING', 'AGENT'] as const;
export type Role = (typeof ROLES)[number];

/** The owning organization: its admins are owners (spec sections 6 and 9). */
export const OWNER_ORGANIZATION_ID = 1;

export interface OrganizationDetails {
  name: string;
  shortName: string;
}

export interface RoleEntry {
  role: Role;
  userId: number;
  organizationId: number;
  organizationDetails: OrganizationDetails;
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Lower is higher: ADMIN is 0. */
export function roleRank(role: Role): number {
  return ROLES.indexOf(role);
}

/** True when `held` is `required` or higher. */
export function roleAtLeast(held: Role, required: Role): boolean {
  return roleRank(held) <= roleRank(required);
}

/** One entry per organization, keeping the highest role where a user has several. */
export function highestRolePerOrganization<T extends { role: Role; organizationId: number }>(
  entries: readonly T[],
): T[] {
  const best = new Map<number, T>();
  for (const entry of entries) {
    const current = best.get(entry.organizationId);
    if (!current || roleRank(entry.role) < roleRank(current.role)) {
      best.set(entry.organizationId, entry);
    }
  }
  return [...best.values()].sort((a, b) => a.organizationId - b.organizationId);
}

/** Owner: Admin of the owning organization. */
export function isOwner(entries: readonly { role: Role; organizationId: number }[]): boolean {
  return entries.some((e) => e.organizationId === OWNER_ORGANIZATION_ID && e.role === 'ADMIN');
}
