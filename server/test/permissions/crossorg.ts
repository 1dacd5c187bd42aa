import { sql } from 'kysely';
import type { RawBuilder } from 'kysely';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database';
import { audit } from '../../src/lib/audit';
import { nowIso } from '../../src/lib/crypto';

/**
 * The "admin of another organization" column for the identity, secAdmin and identity
 * provider routes: fjordnett's admin (fjordadmin@example.com) calls each route on fjordnett's
 * own organization id, naming in the path or body what belongs to nordkraft or to the owner
 * (their users, user groups, roles, authenticators, mappings, known clients, sessions, limits).
 * The answer must be a refusal or a no-op, and afterwards nothing of nordkraft's or the
 * owner's has changed (`foreignState`) and their sessions still work.
 *
 * A new route of these services gets its cell in identity.crossorg.rows.ts or
 * secadmin.crossorg.rows.ts, keyed as the server names the route: the suite fails for a route
 * without one (crossorg.suite.ts).
 */
export const OWNER_ORG = 1;
export const NORDKRAFT = 2;
export const FJORDNETT = 3;
/** Organizations whose rows fjordnett's admin must never change. */
export const FOREIGN_ORGS = [OWNER_ORG, NORDKRAFT] as const;

/** Whom nordkraft's admin has invited (a new person: no user has the e-mail). */
export const NORDKRAFT_INVITEE = 'guest@nordkraft.example';

/** The answers that refuse: the body is wrong, the caller may not, or the thing is not theirs. */
export const REFUSED = [400, 403, 404] as const;

/** Rows of one organization's security settings, by kind. */
export interface OrgRows {
  permission: number;
  role: number;
  userGroup: number;
  knownClient: number;
  knownClientNotation: string;
  lifetimeLimit: number;
  concurrentLimit: number;
  ldap: number;
  ldapName: string;
  rsa: number;
  rsaName: string;
  mapping: number;
  mappingDomain: string;
  samlContact: number;
  validationRule: number;
}

/** Who is who, and what belongs to whom, in the suite's database. */
export interface CrossOrgIds {
  users: { owner: number; monitor: number; multi: number; nordAdmin: number; fjordAdmin: number };
  /** Open sessions of the owner's and nordkraft's users, held by the suite's tokens. */
  sessions: { owner: string; nordAdmin: string; monitor: string; multi: string };
  nordkraft: OrgRows;
  owner: OrgRows;
  /** Fjordnett's own rows, which its admin may change (and link only to its own). */
  fjordnett: OrgRows;
  /** An audit event of nordkraft. */
  nordkraftAuditEvent: number;
  /** Nordkraft's pending invitation of a new person (`NORDKRAFT_INVITEE`). */
  nordkraftInvitation: number;
  /** The version of nordkraft's sign-in logo (served publicly under nordkraft's id). */
  nordkraftLogoVersion: string;
  /** Fjordnett's organization as its admin may save it (the body of PUT organizations/3). */
  fjordnettOrganization: Record<string, unknown>;
}

export interface CrossOrgTokens {
  owner: string;
  nordAdmin: string;
  monitor: string;
  multi: string;
  fjordAdmin: string;
}

/** What a case's checks get. */
export interface CrossOrgContext {
  app: FastifyInstance;
  database: Database;
  ids: CrossOrgIds;
  tokens: CrossOrgTokens;
  /** Sends a request with the token given (none: anonymous). */
  send(request: InjectOptions, token?: string | null): Promise<LightMyRequestResponse>;
  /** Signs in with the demo password and answers the access token. */
  signIn(email: string): Promise<string>;
}

/** One cell of the column: what fjordnett's admin tries through one route. */
export interface CrossOrgCase {
  /** What is tried, as the test's name says it. */
  title: string;
  request: (ids: CrossOrgIds) => InjectOptions;
  /** The answers that count as a refusal or a no-op. */
  expected: number | readonly number[];
  /**
   * Who sends it: fjordnett's admin (the default), fjordnett's admin on a session of its own
   * (the call ends it), or nobody signed in (the public routes).
   */
  caller?: 'fjordAdmin' | 'fjordAdminFresh' | 'anonymous';
  /** Sets up what the case needs (before the state is read). */
  before?: (context: CrossOrgContext) => Promise<void>;
  /** Checks of the answer: what it must not show. */
  answer?: (response: LightMyRequestResponse, ids: CrossOrgIds) => void;
  /** Checks after the state was compared: what must still work. */
  after?: (context: CrossOrgContext, response: LightMyRequestResponse) => Promise<void>;
  /**
   * Undoes what the case may have changed when the server does not hold (so that one failing
   * case does not make the next ones fail); runs whatever the outcome.
   */
  cleanup?: (context: CrossOrgContext) => Promise<void>;
  /** The owner's or nordkraft's audit log may get an event (a cross-organization effect). */
  foreignAudit?: boolean;
}

/** The column: the cases of each route, keyed as the server names the route. */
export type CrossOrgCells = Record<string, CrossOrgCase[]>;

/** Waits until the condition holds (checked every 20 ms), failing after `timeoutMs`. */
export async function waitFor(
  condition: () => Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A request as JSON with a body. */
export const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): InjectOptions => ({ method, url, ...(payload ? { payload } : {}) });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A logo of one pixel, as the logo route takes it. */
export const LOGO_BODY = { data: PNG.toString('base64'), fileName: 'logo.png' };

/**
 * One organization's security settings, each kind linked to the next as an admin would:
 * a role of a permission, a user group of the role with `member` in it, a lifetime limit for
 * the group and a concurrent limit for a known client, an LDAP authenticator (default, on an
 * address nothing answers) with a mapping of `tag.example`, an RSA authenticator, a SAML
 * contact and a validation rule. The limits are loose: they change no sign-in of the suite.
 */
async function seedOrgRows(
  database: Database,
  org: number,
  tag: string,
  member: number,
): Promise<OrgRows> {
  const now = nowIso();
  const stamp = { created: now, created_by: null, updated: now, updated_by: null };
  const idpStamp = { organization_id: org, updated: now, updated_by: null };
  return database.db.transaction().execute(async (trx) => {
    const named = async (table: 'permissions' | 'roles', name: string) =>
      (
        await trx
          .insertInto(table)
          .values({ organization_id: org, name, description: `${tag}'s`, ...stamp })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const permission = await named('permissions', `${tag} read`);
    const role = await named('roles', `${tag} readers`);
    await trx
      .insertInto('role_permissions')
      .values({ role_id: role, permission_id: permission })
      .execute();
    const { id: userGroup } = await trx
      .insertInto('user_groups')
      .values({
        organization_id: org,
        name: `${tag} operators`,
        description: '',
        mapped_group_name: `${tag}-ops`,
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('user_group_roles')
      .values({ user_group_id: userGroup, role_id: role })
      .execute();
    await trx
      .insertInto('user_group_members')
      .values({ user_group_id: userGroup, user_id: member })
      .execute();
    const knownClientNotation = `${tag}-cli`;
    const { id: knownClient } = await trx
      .insertInto('known_clients')
      .values({
        organization_id: org,
        name: `${tag} CLI`,
        notation: knownClientNotation,
        description: '',
        ...stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const limit = async (values: {
      kind: 'LIFETIME' | 'CONCURRENT';
      name: string;
      timeout_seconds: number | null;
      user_limit: number | null;
      on_limit: string | null;
    }) =>
      (
        await trx
          .insertInto('session_limits')
          .values({
            organization_id: org,
            description: values.name,
            rank: 5,
            client_ip_limit: null,
            ...values,
            ...stamp,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const lifetimeLimit = await limit({
      kind: 'LIFETIME',
      name: `${tag} day`,
      timeout_seconds: 86_400,
      user_limit: null,
      on_limit: null,
    });
    await trx
      .insertInto('session_limit_user_groups')
      .values({ session_limit_id: lifetimeLimit, user_group_id: userGroup })
      .execute();
    const concurrentLimit = await limit({
      kind: 'CONCURRENT',
      name: `${tag} cli sessions`,
      timeout_seconds: null,
      user_limit: 100,
      on_limit: 'REFUSE',
    });
    await trx
      .insertInto('session_limit_known_clients')
      .values({ session_limit_id: concurrentLimit, known_client_id: knownClient })
      .execute();
    const ldapName = `${tag} directory`;
    const { id: ldap } = await trx
      .insertInto('ldap_authenticators')
      .values({
        ...idpStamp,
        name: ldapName,
        urls: JSON.stringify(['ldap://127.0.0.1:1']),
        base: `dc=${tag},dc=example`,
        username_key: 'uid',
        bind_dn: `cn=reader,dc=${tag},dc=example`,
        password_key: `${tag}-bind-secret`,
        is_default: 1,
        kerberos_enabled: 0,
        keytab: null,
        service_principal: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mappingDomain = `${tag}.example`;
    const { id: mapping } = await trx
      .insertInto('idp_mappings')
      .values({
        ...idpStamp,
        authenticator_id: ldap,
        login_domain: mappingDomain,
        user_group_id: userGroup,
        kerberos_enabled: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rsaName = `${tag} tokens`;
    const { id: rsa } = await trx
      .insertInto('rsa_authenticators')
      .values({
        ...idpStamp,
        name: rsaName,
        url: `https://rsa.${tag}.example`,
        client_id_key: 'client',
        client_key: `${tag}-client-secret`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: samlContact } = await trx
      .insertInto('saml_contacts')
      .values({
        ...idpStamp,
        contact_type: 'technical',
        company: tag,
        name: `${tag} ops`,
        email: `ops@${tag}.example`,
        phone: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: validationRule } = await trx
      .insertInto('validation_rules')
      .values({ ...idpStamp, name: `${tag} password`, min: 12, max: 64, pattern: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      permission,
      role,
      userGroup,
      knownClient,
      knownClientNotation,
      lifetimeLimit,
      concurrentLimit,
      ldap,
      ldapName,
      rsa,
      rsaName,
      mapping,
      mappingDomain,
      samlContact,
      validationRule,
    };
  });
}

async function userId(database: Database, email: string): Promise<number> {
  const row = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The session id an access token belongs to (its `sid` claim). */
export function sessionIdOf(accessToken: string): string {
  const payload = accessToken.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sid: string }).sid;
}

/**
 * Gives the owner, nordkraft and fjordnett their security settings, nordkraft an audit event
 * and a sign-in logo, and fjordnett the securityIDP feature (its identity provider routes
 * answer; nordkraft keeps it off, as the matrix's rows expect).
 */
export async function seedCrossOrg(
  app: FastifyInstance,
  database: Database,
  tokens: CrossOrgTokens,
): Promise<CrossOrgIds> {
  const { db } = database;
  const users = {
    owner: await userId(database, 'admin@example.com'),
    monitor: await userId(database, 'monitor@example.com'),
    multi: await userId(database, 'multi@example.com'),
    nordAdmin: await userId(database, 'nordadmin@example.com'),
    fjordAdmin: await userId(database, 'fjordadmin@example.com'),
  };
  const nordkraft = await seedOrgRows(database, NORDKRAFT, 'nordkraft', users.monitor);
  const owner = await seedOrgRows(database, OWNER_ORG, 'gridline', users.owner);
  const fjordnett = await seedOrgRows(database, FJORDNETT, 'fjordnett', users.fjordAdmin);
  await db
    .insertInto('feature_organizations')
    .values({ feature_key: 'securityIDP', organization_id: FJORDNETT })
    .execute();
  const nordkraftLogoVersion = 'nordkraftlogo1';
  const now = nowIso();
  for (const [org, title, logo] of [
    [NORDKRAFT, 'Nordkraft sign-in', true],
    [OWNER_ORG, 'Gridline sign-in', false],
  ] as const) {
    await db
      .insertInto('login_customizations')
      .values({
        organization_id: org,
        company_title: title,
        disclosure_intro: `${title}: intro`,
        disclosure_text: '',
        attention: '',
        logo: logo ? PNG : null,
        logo_type: logo ? 'image/png' : null,
        logo_version: logo ? nordkraftLogoVersion : null,
        updated: now,
        updated_by: null,
      })
      .execute();
  }
  await audit(db, {
    createdById: users.nordAdmin,
    organizationId: NORDKRAFT,
    entityType: 'USER_GROUP',
    entityId: nordkraft.userGroup,
    eventType: 'CREATED',
    payload: { name: 'nordkraft operators' },
  });
  const { id: nordkraftAuditEvent } = await db
    .selectFrom('audit_events')
    .select('id')
    .where('organization_id', '=', NORDKRAFT)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  // Through the routes, as nordkraft's admin invites and reads its invitations.
  const invitations = `/api/identity/organizations/${NORDKRAFT}/invitations`;
  const headers = { authorization: `Bearer ${tokens.nordAdmin}` };
  const invited = await app.inject({
    method: 'POST',
    url: `/api/identity/organizations/${NORDKRAFT}/users/existing`,
    headers,
    payload: { email: NORDKRAFT_INVITEE, role: 'MONITOR' },
  });
  if (invited.statusCode !== 202) throw new Error(`invitation: ${invited.body}`);
  const pending = await app.inject({ url: invitations, headers });
  const nordkraftInvitation = pending
    .json<{ invitations: { invitationId: number; email: string }[] }>()
    .invitations.find((i) => i.email === NORDKRAFT_INVITEE)?.invitationId;
  if (nordkraftInvitation === undefined) throw new Error(`no invitation: ${pending.body}`);
  const org = await db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', FJORDNETT)
    .executeTakeFirstOrThrow();
  return {
    users,
    sessions: {
      owner: sessionIdOf(tokens.owner),
      nordAdmin: sessionIdOf(tokens.nordAdmin),
      monitor: sessionIdOf(tokens.monitor),
      multi: sessionIdOf(tokens.multi),
    },
    nordkraft,
    owner,
    fjordnett,
    nordkraftAuditEvent: Number(nordkraftAuditEvent),
    nordkraftInvitation,
    nordkraftLogoVersion,
    fjordnettOrganization: {
      name: org.name,
      shortName: org.short_name,
      type: org.type,
      parentId: org.parent_id,
      tenantId: org.tenant_id,
      country: org.country,
      place: org.place,
      postalCode: org.postal_code,
      streetName: org.street_name,
      streetNumber: org.street_number,
      registrar: org.registrar,
      registrationId: org.registration_id,
      email: org.email,
      phoneNumber: org.phone_number,
      managementApiEnabled: Number(org.management_api_enabled) === 1,
    },
  };
}

type Row = Record<string, unknown>;

/** Rows in an order that does not depend on the database's. */
function sorted(rows: Row[]): Row[] {
  return rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          Buffer.isBuffer(value) || value instanceof Uint8Array
            ? Buffer.from(value).toString('base64')
            : value,
        ]),
      ),
    )
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

/** Tables whose rows belong to one organization by `organization_id`. */
const ORGANIZATION_TABLES = [
  'organization_modules',
  'organization_configurations',
  'feature_organizations',
  'permissions',
  'roles',
  'user_groups',
  'known_clients',
  'session_limits',
  'ldap_authenticators',
  'rsa_authenticators',
  'idp_mappings',
  'saml_contacts',
  'validation_rules',
  'login_customizations',
  'membership_invitations',
] as const;

/**
 * Link tables, with what makes a link foreign: either end belongs to the owner or nordkraft
 * (a link of fjordnett's to one of their rows is a change of theirs too).
 */
const LINK_TABLES = [
  ['role_permissions', 'role_id', 'roles', 'permission_id', 'permissions'],
  ['user_group_roles', 'user_group_id', 'user_groups', 'role_id', 'roles'],
  [
    'session_limit_user_groups',
    'session_limit_id',
    'session_limits',
    'user_group_id',
    'user_groups',
  ],
  [
    'session_limit_known_clients',
    'session_limit_id',
    'session_limits',
    'known_client_id',
    'known_clients',
  ],
] as const;

export interface ForeignStateOptions {
  /** Compare only these sessions (those that were open before: sign-ins add others). */
  sessionIds?: readonly string[];
  /**
   * A user shared with fjordnett: their role and user groups in fjordnett and the change
   * stamps of their user row are fjordnett's to change.
   */
  sharedUser?: number;
  /** Leave the audit log out (a cross-organization effect may be audited in both). */
  withoutAudit?: boolean;
}

/**
 * Everything of the owner's and nordkraft's that an admin of fjordnett must not change: their
 * organizations and settings, their users (password, disabled, name, ...) with all their roles
 * (in any organization) and user groups, who has a role in them, their pending invitations,
 * their sessions (open or ended), their security settings and links, their sign-in page and
 * how many audit events they have.
 */
export async function foreignState(database: Database, options: ForeignStateOptions = {}) {
  const { db } = database;
  const inOrgs = sql.join([...FOREIGN_ORGS]);
  const shared = options.sharedUser ?? -1;
  const foreignUsers = sql`(select id from users where organization_id in (${inOrgs}))`;
  const queries: Record<string, RawBuilder<Row>> = {
    organizations: sql<Row>`select * from organizations where id in (${inOrgs})`,
    users: sql<Row>`select * from users where organization_id in (${inOrgs})`,
    // Their users' roles anywhere, and anyone's role in their organizations.
    user_roles: sql<Row>`select * from user_roles
      where (user_id in ${foreignUsers} or organization_id in (${inOrgs}))
      and not (user_id = ${shared} and organization_id = ${FJORDNETT})`,
    user_group_members: sql<Row>`select * from user_group_members
      where (user_id in ${foreignUsers}
        or user_group_id in (select id from user_groups where organization_id in (${inOrgs})))
      and not (user_id = ${shared} and user_group_id in
        (select id from user_groups where organization_id = ${FJORDNETT}))`,
    sessions: sql<Row>`select id, user_id, expires_at, revoked_at, revoked_reason from sessions
      where user_id in ${foreignUsers}`,
  };
  for (const table of ORGANIZATION_TABLES) {
    queries[table] =
      sql<Row>`select * from ${sql.table(table)} where organization_id in (${inOrgs})`;
  }
  for (const [table, left, leftTable, right, rightTable] of LINK_TABLES) {
    queries[table] = sql<Row>`select * from ${sql.table(table)}
      where ${sql.ref(left)} in
        (select id from ${sql.table(leftTable)} where organization_id in (${inOrgs}))
      or ${sql.ref(right)} in
        (select id from ${sql.table(rightTable)} where organization_id in (${inOrgs}))`;
  }
  if (!options.withoutAudit) {
    queries.audit_events = sql<Row>`select count(*) as n from audit_events
      where organization_id in (${inOrgs})`;
  }
  // At once: on PostgreSQL the pool runs them side by side.
  const entries = await Promise.all(
    Object.entries(queries).map(
      async ([name, query]) => [name, sorted((await query.execute(db)).rows)] as const,
    ),
  );
  const state: Record<string, unknown> = Object.fromEntries(entries);
  state.users = (state.users as Row[]).map(({ last_login: _signedIn, ...user }) => {
    if (user.id !== shared) return user;
    const { updated: _updated, updated_by: _by, ...rest } = user;
    return rest;
  });
  const wanted = options.sessionIds && new Set(options.sessionIds);
  if (wanted) state.sessions = (state.sessions as Row[]).filter((s) => wanted.has(String(s.id)));
  if (state.audit_events) state.audit_events = Number((state.audit_events as Row[])[0]?.n);
  return state;
}

/** The session ids a state holds. */
export const sessionIdsOf = (state: Record<string, unknown>): string[] =>
  (state.sessions as Row[]).map((session) => String(session.id));
