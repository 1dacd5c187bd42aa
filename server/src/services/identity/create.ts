import type { Transaction } from 'kysely';
import type { OrganizationType } from '@contracts/identity';
import type { ModuleId } from '@contracts/modules';
import type { OrganizationInput } from '@contracts/organizations';
import type { Role } from '@contracts/roles';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/crypto';

export interface NewOrganization extends Partial<Omit<OrganizationInput, 'name' | 'shortName'>> {
  name: string;
  shortName: string;
  type: OrganizationType;
  modules: readonly ModuleId[];
}

/** The columns of an organization's fields; a field not given is empty. */
export function organizationColumns(org: Omit<NewOrganization, 'modules'>) {
  return {
    name: org.name,
    short_name: org.shortName,
    type: org.type,
    parent_id: org.parentId ?? null,
    tenant_id: org.tenantId ?? null,
    country: org.country ?? null,
    place: org.place ?? null,
    postal_code: org.postalCode ?? null,
    street_name: org.streetName ?? null,
    street_number: org.streetNumber ?? null,
    registrar: org.registrar ?? null,
    registration_id: org.registrationId ?? null,
    email: org.email ?? null,
    phone_number: org.phoneNumber ?? null,
    management_api_enabled: org.managementApiEnabled ? 1 : 0,
  };
}

/** Inserts an organization with its module access; returns its id. */
export async function insertOrganization(trx: Transaction<DB>, org: NewOrganization) {
  const now = nowIso();
  const { id } = await trx
    .insertInto('organizations')
    .values({ ...organizationColumns(org), created: now, updated: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (org.modules.length > 0) {
    await trx
      .insertInto('organization_modules')
      .values(org.modules.map((module) => ({ organization_id: id, module })))
      .execute();
  }
  return id;
}

export interface NewUser {
  organizationId: number;
  email: string;
  name: string;
  passwordHash: string | null;
  /** Roles as [organization id, role]. */
  roles: [number, Role][];
  createdBy?: number | null;
}

/** Inserts a user with its roles; returns its id. */
export async function insertUser(trx: Transaction<DB>, user: NewUser) {
  const now = nowIso();
  const { id } = await trx
    .insertInto('users')
    .values({
      organization_id: user.organizationId,
      email: user.email.toLowerCase(),
      name: user.name,
      phone: null,
      password_hash: user.passwordHash,
      created: now,
      created_by: user.createdBy ?? null,
      updated: now,
      updated_by: user.createdBy ?? null,
      last_login: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (user.roles.length > 0) {
    await trx
      .insertInto('user_roles')
      .values(
        user.roles.map(([organizationId, role]) => ({
          user_id: id,
          organization_id: organizationId,
          role,
        })),
      )
      .execute();
  }
  return id;
}
