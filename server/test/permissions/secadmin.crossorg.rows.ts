import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo/seed';
import { form } from '../support';
import { FJORDNETT, LOGO_BODY, NORDKRAFT, REFUSED, send } from './crossorg';
import type {
  CrossOrgCase,
  CrossOrgCells,
  CrossOrgContext,
  CrossOrgIds,
  OrgRows,
} from './crossorg';
import { showsNothingForeign } from './identity.crossorg.rows';

const base = (path: string) => `/api/secadmin/v1/${FJORDNETT}/${path}`;
const route = (path: string) => `/api/secadmin/v1/:org/${path}`;

type Body = Record<string, unknown>;
/** The rows of a kind that `OrgRows` has ids of. */
type RowKind = {
  [K in keyof OrgRows]: OrgRows[K] extends number ? K : never;
}[keyof OrgRows];

/** A kind of row as the tests' names say it. */
const ROW_NAMES: Record<RowKind, string> = {
  permission: 'permission',
  role: 'role',
  userGroup: 'user group',
  knownClient: 'known client',
  lifetimeLimit: 'lifetime limit',
  concurrentLimit: 'concurrent limit',
  ldap: 'LDAP authenticator',
  rsa: 'RSA authenticator',
  mapping: 'mapping',
  samlContact: 'SAML contact',
  validationRule: 'validation rule',
};

/** Both foreign organizations' rows of a kind, as fjordnett's admin names them. */
const FOREIGN = [
  ['nordkraft', (ids: CrossOrgIds) => ids.nordkraft],
  ['the owner', (ids: CrossOrgIds) => ids.owner],
] as const;

/** Deletes fjordnett's rows of a table by name: what a case made, or should not have made. */
const dropFjordnett =
  (
    table:
      | 'permissions'
      | 'known_clients'
      | 'ldap_authenticators'
      | 'rsa_authenticators'
      | 'saml_contacts'
      | 'validation_rules',
    name: (ids: CrossOrgIds) => string,
  ) =>
  async ({ database, ids }: CrossOrgContext) => {
    await database.db
      .deleteFrom(table)
      .where('organization_id', '=', FJORDNETT)
      .where('name', '=', name(ids))
      .execute();
  };

const dropMapping =
  (domain: string) =>
  async ({ database }: CrossOrgContext) => {
    await database.db
      .deleteFrom('idp_mappings')
      .where('organization_id', '=', FJORDNETT)
      .where('login_domain', '=', domain)
      .execute();
  };

/** A list of fjordnett's: its own rows, none of the owner's or nordkraft's. */
function listsOwnOnly(path: string, idField: string, row: RowKind): CrossOrgCase {
  return {
    title: "lists fjordnett's own only",
    request: () => ({ url: base(path) }),
    expected: 200,
    answer: (response, ids) => {
      const listed = response.json<Body[]>().map((item) => item[idField]);
      expect(listed).toContain(ids.fjordnett[row]);
      expect(listed).not.toContain(ids.nordkraft[row]);
      expect(listed).not.toContain(ids.owner[row]);
      showsNothingForeign(response);
      expect(response.body).not.toMatch(/bind-secret|client-secret/);
    },
  };
}

/** Changing the owner's or nordkraft's row through fjordnett's path: not found. */
function changesNoForeignRow(path: string, row: RowKind, body: (ids: CrossOrgIds) => Body) {
  return FOREIGN.map(([who, rows]): CrossOrgCase => ({
    title: `changing ${who}'s ${ROW_NAMES[row]} through fjordnett is not found`,
    request: (ids) => send('PUT', `${base(path)}/${rows(ids)[row]}`, body(ids)),
    expected: 404,
  }));
}

/** Deleting the owner's and nordkraft's rows in one bulk delete: each reported as failed. */
function deletesNoForeignRow(path: string, row: RowKind, field: string): CrossOrgCase {
  return {
    title: `deleting nordkraft's and the owner's ${ROW_NAMES[row]} reports both as failed`,
    request: (ids) =>
      send('POST', base(`${path}/delete`), { [field]: [ids.nordkraft[row], ids.owner[row]] }),
    expected: 200,
    answer: (response, ids) =>
      expect(response.json()).toEqual({
        deleted: [],
        failed: [ids.nordkraft[row], ids.owner[row]],
      }),
  };
}

/** One kind of the authorization and session limit rows (spec 3.4, 6). */
interface AuthorizationKind {
  path: string;
  table: 'permissions' | 'roles' | 'user_groups' | 'session_limits';
  row: RowKind;
  /** A valid body of fjordnett's own row of this kind. */
  body: (ids: CrossOrgIds) => Body;
  /** Links to the owner's or nordkraft's rows, each refused in a body of fjordnett's. */
  foreignLinks: [string, (ids: CrossOrgIds) => Body][];
}

/** The name (and description) of a row fjordnett's admin tries to link to others' rows. */
const LINKED = 'fjordnett linked';

const AUTHORIZATION_KINDS: AuthorizationKind[] = [
  {
    path: 'permissions',
    table: 'permissions',
    row: 'permission',
    body: () => ({ name: 'fjordnett read', description: '' }),
    foreignLinks: [],
  },
  {
    path: 'roles',
    table: 'roles',
    row: 'role',
    body: () => ({ name: 'fjordnett readers', description: '', permissionIds: [] }),
    foreignLinks: [
      ["nordkraft's permission", (ids) => ({ permissionIds: [ids.nordkraft.permission] })],
      ["the owner's permission", (ids) => ({ permissionIds: [ids.owner.permission] })],
    ],
  },
  {
    path: 'user-groups',
    table: 'user_groups',
    row: 'userGroup',
    body: (ids) => ({
      name: 'fjordnett operators',
      description: '',
      mappedGroupName: 'fjordnett-ops',
      roleIds: [ids.fjordnett.role],
      memberIds: [ids.users.fjordAdmin],
    }),
    foreignLinks: [
      ["nordkraft's role", (ids) => ({ roleIds: [ids.nordkraft.role] })],
      ["nordkraft's monitor as a member", (ids) => ({ memberIds: [ids.users.monitor] })],
      ['the owner as a member', (ids) => ({ memberIds: [ids.users.owner] })],
    ],
  },
  {
    path: 'session-limits/lifetime',
    table: 'session_limits',
    row: 'lifetimeLimit',
    body: (ids) => ({
      name: 'fjordnett day',
      description: '',
      rank: 5,
      timeoutSeconds: 86_400,
      userGroupIds: [ids.fjordnett.userGroup],
      knownClientIds: [],
    }),
    foreignLinks: [
      ["nordkraft's user group", (ids) => ({ userGroupIds: [ids.nordkraft.userGroup] })],
      ["the owner's known client", (ids) => ({ knownClientIds: [ids.owner.knownClient] })],
    ],
  },
  {
    path: 'session-limits/concurrent',
    table: 'session_limits',
    row: 'concurrentLimit',
    body: (ids) => ({
      description: 'fjordnett cli sessions',
      rank: 5,
      userLimit: 100,
      clientIpLimit: null,
      onLimit: 'REFUSE',
      userGroupIds: [],
      knownClientIds: [ids.fjordnett.knownClient],
    }),
    foreignLinks: [
      ["the owner's user group", (ids) => ({ userGroupIds: [ids.owner.userGroup] })],
      ["nordkraft's known client", (ids) => ({ knownClientIds: [ids.nordkraft.knownClient] })],
    ],
  },
];

function authorizationCells(kind: AuthorizationKind): CrossOrgCells {
  const { path, row, body, foreignLinks } = kind;
  const creating = (): CrossOrgCase[] =>
    foreignLinks.map(([what, links]) => ({
      title: `creating one linking ${what} is refused`,
      request: (ids) =>
        send('POST', base(path), {
          ...body(ids),
          name: LINKED,
          description: LINKED,
          ...links(ids),
        }),
      expected: 400,
      // Should one be made, the next case may still make its own.
      cleanup: async ({ database }) => {
        await database.db
          .deleteFrom(kind.table)
          .where('organization_id', '=', FJORDNETT)
          .where('description', '=', LINKED)
          .execute();
      },
    }));
  const changing = (): CrossOrgCase[] =>
    foreignLinks.map(([what, links]) => ({
      title: `linking fjordnett's own to ${what} is refused`,
      request: (ids) =>
        send('PUT', `${base(path)}/${ids.fjordnett[row]}`, { ...body(ids), ...links(ids) }),
      expected: 400,
      // Should it be changed, it is put back as it was.
      cleanup: async ({ send: call, ids, tokens }) => {
        await call(
          send('PUT', `${base(path)}/${ids.fjordnett[row]}`, body(ids)),
          tokens.fjordAdmin,
        );
      },
    }));
  const creates: CrossOrgCase[] =
    foreignLinks.length > 0
      ? creating()
      : [
          {
            // Names are unique within an organization: nordkraft's is fjordnett's to take.
            title: "creating one named like nordkraft's is fjordnett's own",
            request: () =>
              send('POST', base(path), { name: 'nordkraft read', description: 'fjordnett' }),
            expected: 201,
            cleanup: dropFjordnett('permissions', () => 'nordkraft read'),
          },
        ];
  return {
    [`GET ${route(path)}`]: [listsOwnOnly(path, 'id', row)],
    [`POST ${route(path)}`]: creates,
    [`PUT ${route(path)}/:id`]: [...changesNoForeignRow(path, row, body), ...changing()],
    [`POST ${route(path)}/delete`]: [deletesNoForeignRow(path, row, 'ids')],
  };
}

const KNOWN_CLIENT_BODY = { name: 'Fjordnett CLI', notation: 'fjordnett-cli', description: '' };

/** The secAdmin service's cells of the "admin of another organization" column. */
export const SECADMIN_CROSS_ORG: CrossOrgCells = {
  'GET /api/secadmin/v1/:org/sessions': [
    {
      title: "lists fjordnett's users' sessions only",
      request: () => ({ url: base('sessions?limit=200') }),
      expected: 200,
      answer: (response, ids) => {
        const { sessions } = response.json<{
          sessions: { sessionId: string; username: string }[];
        }>();
        const listed = sessions.map((s) => s.sessionId);
        for (const id of Object.values(ids.sessions)) expect(listed).not.toContain(id);
        expect(new Set(sessions.map((s) => s.username))).toEqual(
          new Set(['fjordadmin@example.com']),
        );
      },
    },
  ],
  'POST /api/secadmin/v1/:org/sessions/terminate': [
    {
      title: "ending the owner's and nordkraft's sessions reports each as failed",
      request: (ids) =>
        send('POST', base('sessions/terminate'), { sessionIds: Object.values(ids.sessions) }),
      expected: 200,
      answer: (response, ids) =>
        expect(response.json()).toEqual({
          terminated: [],
          failed: Object.values(ids.sessions),
        }),
    },
  ],
  'GET /api/secadmin/v1/:org/known-clients': [
    listsOwnOnly('known-clients', 'knownClientId', 'knownClient'),
  ],
  'POST /api/secadmin/v1/:org/known-clients': [
    {
      // Known clients are the organization's: one named like nordkraft's is fjordnett's own,
      // and no limit of nordkraft's counts it.
      title: "creating one with nordkraft's name and client id leaves nordkraft's as it is",
      request: () =>
        send('POST', base('known-clients'), {
          name: 'nordkraft CLI',
          notation: 'nordkraft-cli',
          description: '',
        }),
      expected: [201, 400, 409],
      cleanup: dropFjordnett('known_clients', () => 'nordkraft CLI'),
    },
  ],
  'PUT /api/secadmin/v1/:org/known-clients/:knownClientId': changesNoForeignRow(
    'known-clients',
    'knownClient',
    () => KNOWN_CLIENT_BODY,
  ),
  'POST /api/secadmin/v1/:org/known-clients/delete': [
    deletesNoForeignRow('known-clients', 'knownClient', 'knownClientIds'),
  ],
  ...Object.assign({}, ...AUTHORIZATION_KINDS.map(authorizationCells)),
};

/** One list of the identity provider settings (securityIDP, on for fjordnett in this suite). */
interface IdpKind {
  path: string;
  row: RowKind;
  idField: string;
  /** A valid body of fjordnett's own row of this kind. */
  body: (ids: CrossOrgIds) => Body;
  /** What fjordnett's admin creates that touches another organization's. */
  creates: CrossOrgCase[];
  /** What fjordnett's admin changes in its own row that would reach another organization's. */
  changes?: CrossOrgCase[];
}

/** Whoever signs in with a password in the owner's and nordkraft's domain still does. */
async function passwordsStillDecide({ send: call }: CrossOrgContext) {
  for (const email of ['admin@example.com', 'monitor@example.com']) {
    const signIn = await call(
      form({ grant_type: 'password', scope: 'console', username: email, password: DEMO_PASSWORD }),
      null,
    );
    expect(signIn.statusCode, `${email}: ${signIn.body}`).toBe(200);
  }
}

/** A default LDAP authenticator of fjordnett's. */
const LDAP_BODY = {
  name: 'fjordnett second',
  urls: ['ldaps://ldap.fjordnett.example:636'],
  base: 'dc=fjordnett,dc=example',
  usernameKey: 'uid',
  bindDn: null,
  isDefault: true,
  kerberosEnabled: false,
  servicePrincipal: null,
};

/** A mapping's body: a login domain sent to an authenticator, its users into a group (or none). */
const mappingBody = (authenticatorId: number, loginDomain: string, userGroupId: number | null) => ({
  authenticatorId,
  loginDomain,
  userGroupId,
  kerberosEnabled: false,
});

const IDP_KINDS: IdpKind[] = [
  {
    path: 'ldap-authenticators',
    row: 'ldap',
    idField: 'authenticatorId',
    body: () => LDAP_BODY,
    creates: [
      {
        // One default per organization: fjordnett's new default leaves nordkraft's and the
        // owner's defaults as they are.
        title: "a new default of fjordnett's leaves the others' defaults",
        request: () => send('POST', base('ldap-authenticators'), LDAP_BODY),
        expected: [201, 400],
        cleanup: dropFjordnett('ldap_authenticators', () => 'fjordnett second'),
      },
    ],
  },
  {
    path: 'rsa-authenticators',
    row: 'rsa',
    idField: 'rsaAuthenticatorId',
    body: () => ({
      name: 'fjordnett tokens',
      url: 'https://rsa.fjordnett.example',
      clientIdKey: 'client',
    }),
    creates: [
      {
        title: "creating one named like nordkraft's leaves nordkraft's",
        request: (ids) =>
          send('POST', base('rsa-authenticators'), {
            name: ids.nordkraft.rsaName,
            url: 'https://rsa.fjordnett.example',
            clientIdKey: 'client',
          }),
        expected: [201, 400],
        cleanup: dropFjordnett('rsa_authenticators', (ids) => ids.nordkraft.rsaName),
      },
    ],
  },
  {
    path: 'idp-mappings',
    row: 'mapping',
    idField: 'mappingId',
    body: (ids) =>
      mappingBody(ids.fjordnett.ldap, ids.fjordnett.mappingDomain, ids.fjordnett.userGroup),
    creates: [
      {
        title: "mapping a domain to nordkraft's authenticator is refused",
        request: (ids) =>
          send(
            'POST',
            base('idp-mappings'),
            mappingBody(ids.nordkraft.ldap, 'fjordnett-two.example', null),
          ),
        expected: REFUSED,
        cleanup: dropMapping('fjordnett-two.example'),
      },
      {
        // Issue 30, 1: the domain has password users in the owner's and nordkraft's
        // organizations; a mapping would send their passwords to fjordnett's directory.
        title: "mapping the domain of the owner's and nordkraft's users is refused",
        request: (ids) =>
          send('POST', base('idp-mappings'), mappingBody(ids.fjordnett.ldap, 'example.com', null)),
        expected: [...REFUSED, 409],
        after: passwordsStillDecide,
        cleanup: dropMapping('example.com'),
      },
      {
        title: 'mapping the domain nordkraft mapped is refused',
        request: (ids) =>
          send(
            'POST',
            base('idp-mappings'),
            mappingBody(ids.fjordnett.ldap, ids.nordkraft.mappingDomain, null),
          ),
        expected: [...REFUSED, 409],
      },
      {
        // Issue 30, 14.
        title: "a mapping to nordkraft's user group is refused",
        request: (ids) =>
          send(
            'POST',
            base('idp-mappings'),
            mappingBody(ids.fjordnett.ldap, 'fjordnett-two.example', ids.nordkraft.userGroup),
          ),
        expected: REFUSED,
        cleanup: dropMapping('fjordnett-two.example'),
      },
    ],
    changes: [
      {
        // Issue 30, 14.
        title: "changing fjordnett's mapping to the owner's user group is refused",
        request: (ids) =>
          send(
            'PUT',
            base(`idp-mappings/${ids.fjordnett.mapping}`),
            mappingBody(ids.fjordnett.ldap, ids.fjordnett.mappingDomain, ids.owner.userGroup),
          ),
        expected: REFUSED,
        cleanup: async ({ database, ids }) => {
          await database.db
            .updateTable('idp_mappings')
            .set({ user_group_id: ids.fjordnett.userGroup })
            .where('id', '=', ids.fjordnett.mapping)
            .execute();
        },
      },
      {
        title: "changing fjordnett's mapping to nordkraft's authenticator is refused",
        request: (ids) =>
          send(
            'PUT',
            base(`idp-mappings/${ids.fjordnett.mapping}`),
            mappingBody(ids.nordkraft.ldap, ids.fjordnett.mappingDomain, null),
          ),
        expected: REFUSED,
        cleanup: async ({ database, ids }) => {
          await database.db
            .updateTable('idp_mappings')
            .set({ authenticator_id: ids.fjordnett.ldap, user_group_id: ids.fjordnett.userGroup })
            .where('id', '=', ids.fjordnett.mapping)
            .execute();
        },
      },
    ],
  },
  {
    path: 'saml-contacts',
    row: 'samlContact',
    idField: 'contactId',
    body: () => ({
      contactType: 'technical',
      company: 'Fjordnett',
      name: 'fjordnett ops',
      email: 'ops@fjordnett.example',
      phone: '',
    }),
    creates: [
      {
        title: "creating one named like nordkraft's leaves nordkraft's",
        request: () =>
          send('POST', base('saml-contacts'), {
            contactType: 'technical',
            company: 'Fjordnett',
            name: 'nordkraft ops',
            email: 'ops@fjordnett.example',
            phone: '',
          }),
        expected: 201,
        cleanup: dropFjordnett('saml_contacts', () => 'nordkraft ops'),
      },
    ],
  },
  {
    path: 'validation-rules',
    row: 'validationRule',
    idField: 'ruleId',
    body: () => ({ name: 'fjordnett password', min: 12, max: 64, pattern: null }),
    creates: [
      {
        title: "creating one named like nordkraft's leaves nordkraft's",
        request: () =>
          send('POST', base('validation-rules'), {
            name: 'nordkraft password',
            min: 4,
            max: 8,
            pattern: null,
          }),
        expected: 201,
        cleanup: dropFjordnett('validation_rules', () => 'nordkraft password'),
      },
    ],
  },
];

function idpCells(kind: IdpKind): CrossOrgCells {
  const { path, row, idField, body, creates, changes = [] } = kind;
  return {
    [`GET ${route(path)}`]: [listsOwnOnly(path, idField, row)],
    [`POST ${route(path)}`]: creates,
    [`PUT ${route(path)}/:id`]: [...changesNoForeignRow(path, row, body), ...changes],
    [`DELETE ${route(path)}/:id`]: FOREIGN.map(([who, rows]): CrossOrgCase => ({
      title: `deleting ${who}'s ${ROW_NAMES[row]} through fjordnett is not found`,
      request: (ids) => send('DELETE', `${base(path)}/${rows(ids)[row]}`),
      expected: 404,
    })),
  };
}

/** An owner's approval puts a mapping in force: fjordnett's admin approves nothing. */
const APPROVAL_CELLS: CrossOrgCase[] = [
  {
    title: "approving fjordnett's own mapping is for owners",
    request: (ids) => send('POST', base(`idp-mappings/${ids.fjordnett.mapping}/approval`)),
    expected: 403,
  },
  {
    title: "approving nordkraft's mapping through fjordnett is refused",
    request: (ids) => send('POST', base(`idp-mappings/${ids.nordkraft.mapping}/approval`)),
    expected: REFUSED,
  },
];

/** Nordkraft's logo is still served where the sign-in page asks for it. */
async function nordkraftLogoServed({ send: call, ids }: CrossOrgContext) {
  const logo = await call(
    { url: `/api/identity/login-ui/${NORDKRAFT}/logo/${ids.nordkraftLogoVersion}` },
    null,
  );
  expect(logo.statusCode).toBe(200);
}

/** The identity provider cells of the "admin of another organization" column. */
export const IDP_CROSS_ORG: CrossOrgCells = {
  ...Object.assign({}, ...IDP_KINDS.map(idpCells)),
  'POST /api/secadmin/v1/:org/idp-mappings/:id/approval': APPROVAL_CELLS,
  'GET /api/secadmin/v1/:org/login-ui': [
    {
      title: "shows fjordnett's sign-in page, not nordkraft's or the owner's",
      request: () => ({ url: base('login-ui') }),
      expected: 200,
      answer: showsNothingForeign,
    },
  ],
  'PUT /api/secadmin/v1/:org/login-ui': [
    {
      title: "saving fjordnett's texts leaves nordkraft's and the owner's",
      request: () =>
        send('PUT', base('login-ui'), {
          companyTitle: 'Fjordnett sign-in',
          disclosureIntro: '',
          disclosureText: '',
          attention: '',
        }),
      expected: 200,
    },
  ],
  'PUT /api/secadmin/v1/:org/login-ui/logo': [
    {
      title: "saving fjordnett's logo leaves nordkraft's",
      request: () => send('PUT', base('login-ui/logo'), LOGO_BODY),
      expected: 200,
      after: nordkraftLogoServed,
    },
  ],
  'DELETE /api/secadmin/v1/:org/login-ui/logo': [
    {
      title: "removing fjordnett's logo leaves nordkraft's",
      request: () => send('DELETE', base('login-ui/logo')),
      expected: 200,
      after: nordkraftLogoServed,
    },
  ],
};
