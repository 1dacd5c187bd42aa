import type { InjectOptions } from 'fastify';
import { roleAtLeast, ROLES } from '@contracts/roles';
import type { ActionRule } from '@contracts/rules';

/**
 * Every route against every kind of caller. The target is always organization 2
 * (nordkraft) and, for user routes, user 4 (monitor@, MONITOR in nordkraft).
 * The identity, secAdmin and identity provider routes have a further column, the admin of
 * another organization acting in their own on nordkraft's and the owner's ids: crossorg.ts.
 */
export const PRINCIPALS = {
  anonymous: null,
  owner: 'admin@example.com',
  ADMIN: 'nordadmin@example.com',
  DEPLOYER: 'deployer@example.com',
  OPERATOR: 'operator@example.com',
  MONITOR: 'monitor@example.com',
  BILLING: 'billing@example.com',
  AGENT: 'agent@example.com',
  otherOrgAdmin: 'fjordadmin@example.com',
  noRoles: 'noroles@example.com',
} as const;
export type PrincipalName = keyof typeof PRINCIPALS;
export type Expected = Partial<Record<PrincipalName, number>> & { default: number };

export interface Case {
  request: InjectOptions;
  expected: Expected;
  /** The call ends the caller's session: give it a session of its own. */
  freshSession?: boolean;
}

export const members = (ok: number): Expected => ({
  default: ok,
  anonymous: 401,
  otherOrgAdmin: 404,
  noRoles: 404,
});

/**
 * An action of the shared rules (src/shared/contracts/rules.ts): the owner and members with
 * its role or higher get `allowed`, other members 403. The console offers the action by
 * the same rule.
 */
export function forRule(rule: ActionRule, allowed: number): Expected {
  const expected: Expected = { ...members(403), owner: allowed };
  for (const role of ROLES) if (roleAtLeast(role, rule.role)) expected[role] = allowed;
  return expected;
}
