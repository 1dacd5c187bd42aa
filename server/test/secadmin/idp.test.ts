import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTHENTICATOR_NAME_TAKEN,
  FILE_EXTENSION_NOT_SUPPORTED,
  FILE_TOO_LARGE,
  INVALID_PATTERN,
  LOGIN_DOMAIN_TAKEN,
  LOGO_MAX_BYTES,
  type LdapAuthenticator,
  type LoginCustomization,
  type RsaAuthenticator,
} from '@contracts/idp';
import { bearer, login, startTestServer, type TestServer } from '../support';
import { addOrganizationAdmins } from './support';

let server: TestServer;
let owner: string;
let nordAdmin: string;

beforeAll(async () => {
  server = await startTestServer();
  await addOrganizationAdmins(server);
  owner = (await login(server.app, 'admin@example.com')).access_token;
  nordAdmin = (await login(server.app, 'nordadmin@example.com')).access_token;
});
afterAll(() => server.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/secadmin/v1/1/${url}`,
    headers: bearer(owner),
    ...(payload ? { payload } : {}),
  });

const ldap = (overrides: Record<string, unknown> = {}) => ({
  name: 'Head office',
  urls: ['ldaps://dir.example.org:636'],
  base: 'dc=example,dc=org',
  usernameKey: 'sAMAccountName',
  bindDn: 'cn=reader,dc=example,dc=org',
  passwordKey: 'bind-secret-1',
  isDefault: true,
  kerberosEnabled: false,
  servicePrincipal: null,
  ...overrides,
});

const auditPayloads = async (entityType: string) =>
  (
    await server.database.db
      .selectFrom('audit_events')
      .select('payload')
      .where('entity_type', '=', entityType)
      .execute()
  ).map((row) => String(row.payload));

describe('LDAP authenticators', () => {
  it('keeps the bind password and keytab write-only', async () => {
    const created = await call('POST', 'ldap-authenticators', ldap({ keytab: 'AAEC' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.body).not.toContain('bind-secret-1');
    const body = created.json<LdapAuthenticator>();
    expect(body).toMatchObject({ hasPasswordKey: true, hasKeytab: true, isDefault: true });
    const id = body.authenticatorId;

    // Absent keeps the secret, '' removes it; no answer and no audit event holds it.
    const { passwordKey: _kept, ...withoutSecret } = ldap({ name: 'Head office 2' });
    const kept = await call('PUT', `ldap-authenticators/${id}`, withoutSecret);
    expect(kept.json<LdapAuthenticator>().hasPasswordKey).toBe(true);
    const cleared = await call('PUT', `ldap-authenticators/${id}`, ldap({ passwordKey: '' }));
    expect(cleared.json<LdapAuthenticator>().hasPasswordKey).toBe(false);
    const list = await call('GET', 'ldap-authenticators');
    expect(list.body).not.toContain('bind-secret-1');
    expect(list.body).not.toContain('AAEC');
    for (const payload of await auditPayloads('LDAP_AUTHENTICATOR')) {
      expect(payload).not.toContain('bind-secret-1');
      expect(payload).not.toContain('AAEC');
    }
  });

  it('refuses bad addresses, a taken name and Kerberos without a principal; one default', async () => {
    const before = (await call('GET', 'ldap-authenticators')).json<LdapAuthenticator[]>();
    for (const [payload, status] of [
      [ldap({ name: 'Bad', urls: ['http://dir.example.org'] }), 400],
      [ldap({ name: 'Bad', urls: [] }), 400],
      [ldap({ name: 'Bad', usernameKey: 'uid)(x' }), 400],
      [ldap({ name: 'Bad', kerberosEnabled: true, servicePrincipal: ' ' }), 400],
      [ldap({ name: ' ' }), 400],
      [ldap({ name: 'Head office' }), 409],
    ] as const) {
      const response = await call('POST', 'ldap-authenticators', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect(
      (await call('POST', 'ldap-authenticators', ldap({ name: 'Head office' }))).json(),
    ).toEqual({
      message: AUTHENTICATOR_NAME_TAKEN,
    });
    expect((await call('GET', 'ldap-authenticators')).json()).toEqual(before);

    const second = await call(
      'POST',
      'ldap-authenticators',
      ldap({
        name: 'Branch',
        kerberosEnabled: true,
        servicePrincipal: 'HTTP/console.example.org@EXAMPLE.ORG',
      }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const defaults = (await call('GET', 'ldap-authenticators'))
      .json<LdapAuthenticator[]>()
      .filter((a) => a.isDefault)
      .map((a) => a.name);
    expect(defaults).toEqual(['Branch']);
  });

  it('is refused where the securityIDP feature is off, and another organization is not found', async () => {
    const nord = await server.app.inject({
      url: '/api/secadmin/v1/2/ldap-authenticators',
      headers: bearer(nordAdmin),
    });
    expect(nord.statusCode).toBe(403);
    const other = await server.app.inject({
      url: '/api/secadmin/v1/1/ldap-authenticators',
      headers: bearer(nordAdmin),
    });
    expect([403, 404]).toContain(other.statusCode);
    expect(other.body).not.toContain('Head office');
  });
});

describe('mappings, RSA authenticators, SAML contacts', () => {
  it('maps a domain to one authenticator of the organization, once', async () => {
    const [authenticator] = (await call('GET', 'ldap-authenticators')).json<LdapAuthenticator[]>();
    const group = await call('POST', 'user-groups', {
      name: 'Corp directory',
      description: '',
      mappedGroupName: '',
      roleIds: [],
      memberIds: [],
    });
    expect(group.statusCode, group.body).toBe(201);
    const userGroupId = group.json<{ id: number }>().id;
    const mapping = {
      authenticatorId: authenticator?.authenticatorId,
      loginDomain: 'Corp.Example.org',
      userGroupId,
      kerberosEnabled: false,
    };
    // Only a user group of the organization: an id it does not have is refused.
    expect(
      (await call('POST', 'idp-mappings', { ...mapping, userGroupId: 999_999 })).statusCode,
    ).toBe(400);
    const created = await call('POST', 'idp-mappings', mapping);
    expect(created.statusCode, created.body).toBe(201);
    // The owner's own mapping is approved as it is made.
    expect(created.json()).toMatchObject({
      loginDomain: 'corp.example.org',
      userGroupId,
      approved: true,
    });
    const again = await call('POST', 'idp-mappings', {
      ...mapping,
      loginDomain: 'corp.example.org ',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: LOGIN_DOMAIN_TAKEN });
    expect(
      (await call('POST', 'idp-mappings', { ...mapping, loginDomain: 'not a domain' })).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', 'idp-mappings', {
          ...mapping,
          loginDomain: 'x.org',
          authenticatorId: 999999,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps an RSA client key write-only', async () => {
    const created = await call('POST', 'rsa-authenticators', {
      name: 'SecurID',
      url: 'https://rsa.example.org/mfa',
      clientIdKey: 'console',
      clientKey: 'rsa-secret-9',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<RsaAuthenticator>().hasClientKey).toBe(true);
    expect((await call('GET', 'rsa-authenticators')).body).not.toContain('rsa-secret-9');
    expect((await auditPayloads('RSA_AUTHENTICATOR')).join()).not.toContain('rsa-secret-9');
    expect(
      (await call('POST', 'rsa-authenticators', { name: 'Bad', url: 'ftp://x', clientIdKey: 'c' }))
        .statusCode,
    ).toBe(400);
  });

  it('checks a SAML contact', async () => {
    const contact = {
      contactType: 'technical',
      company: 'Example',
      name: 'Ops desk',
      email: 'OPS@example.org',
      phone: '+47 555 01 234',
    };
    const created = await call('POST', 'saml-contacts', contact);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ email: 'ops@example.org' });
    expect(
      (await call('POST', 'saml-contacts', { ...contact, name: 'x', email: 'nope' })).json(),
    ).toEqual({ message: 'Invalid email' });
    expect(
      (await call('POST', 'saml-contacts', { ...contact, name: 'y', contactType: 'boss' }))
        .statusCode,
    ).toBe(400);
    const id = created.json<{ contactId: number }>().contactId;
    expect((await call('DELETE', `saml-contacts/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `saml-contacts/${id}`)).statusCode).toBe(404);
  });
});

describe('validation rules', () => {
  it('saves a sound rule and refuses min over max and unsafe or broken patterns', async () => {
    const ok = await call('POST', 'validation-rules', {
      name: 'username',
      min: 3,
      max: 32,
      pattern: '^[a-z][a-z0-9._-]*$',
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(
      (await call('POST', 'validation-rules', { name: 'a', min: 9, max: 3, pattern: null }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', 'validation-rules', { name: 'b', min: -1, max: 3, pattern: null }))
        .statusCode,
    ).toBe(400);
    for (const pattern of [
      '(a+)+$',
      '(\\w+\\s?)*$',
      '((ab)*c)*',
      '(x',
      '(a)\\1',
      'a'.repeat(201),
    ]) {
      const response = await call('POST', 'validation-rules', {
        name: 'c',
        min: null,
        max: null,
        pattern,
      });
      expect(response.statusCode, pattern).toBe(400);
      if (pattern.length < 100) expect(response.json()).toEqual({ message: INVALID_PATTERN });
    }
    const names = (await call('GET', 'validation-rules'))
      .json<{ name: string }[]>()
      .map((r) => r.name);
    expect(names).toEqual(['username']);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const upload = (bytes: Buffer, fileName: string) =>
  call('PUT', 'login-ui/logo', { data: bytes.toString('base64'), fileName });

describe('login UI customization', () => {
  it('saves the texts and the public route shows them, cached a minute', async () => {
    const texts = {
      companyTitle: 'Nordic Grid Ops',
      disclosureIntro: 'Authorized use only',
      disclosureText: 'Activity is logged.',
      attention: 'Maintenance on Sunday',
    };
    const saved = await call('PUT', 'login-ui', texts);
    expect(saved.statusCode, saved.body).toBe(200);
    const open = await server.app.inject({ url: '/api/identity/login-ui' });
    expect(open.statusCode).toBe(200);
    expect(open.json<LoginCustomization>()).toMatchObject({ ...texts, logoUrl: null });
    expect(open.headers['cache-control']).toBe('public, max-age=60');
    expect(
      (await call('PUT', 'login-ui', { ...texts, companyTitle: 'x'.repeat(101) })).statusCode,
    ).toBe(400);
  });

  it('takes a logo by its content, within 1 MB, and serves it as an image only', async () => {
    const stored = await upload(PNG, 'logo.PNG');
    expect(stored.statusCode, stored.body).toBe(200);
    const logoUrl = stored.json<LoginCustomization>().logoUrl ?? '';
    const logo = await server.app.inject({ url: logoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.headers['content-security-policy']).toContain('sandbox');
    expect(logo.rawPayload.equals(PNG)).toBe(true);

    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#0a0"/></svg>',
    );
    expect((await upload(svg, 'logo.svg')).statusCode).toBe(200);

    const refused: [Buffer, string, number, string][] = [
      [Buffer.from('just text, named png'), 'logo.png', 400, FILE_EXTENSION_NOT_SUPPORTED],
      [PNG, 'logo.gif', 400, FILE_EXTENSION_NOT_SUPPORTED],
      [PNG, 'logo.jpg', 400, FILE_EXTENSION_NOT_SUPPORTED],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.svg',
        400,
        FILE_EXTENSION_NOT_SUPPORTED,
      ],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        'x.svg',
        400,
        FILE_EXTENSION_NOT_SUPPORTED,
      ],
      [Buffer.concat([PNG, Buffer.alloc(LOGO_MAX_BYTES)]), 'big.png', 413, FILE_TOO_LARGE],
      [Buffer.alloc(3 * LOGO_MAX_BYTES), 'huge.png', 413, FILE_TOO_LARGE],
    ];
    for (const [bytes, name, status, message] of refused) {
      const response = await upload(bytes, name);
      expect(response.statusCode, name).toBe(status);
      expect(response.json<{ message: string }>().message, name).toContain(message);
    }
    // The SVG is still the logo.
    const current = await server.app.inject({ url: '/api/identity/login-ui' });
    const svgLogo = await server.app.inject({
      url: current.json<LoginCustomization>().logoUrl ?? '',
    });
    expect(svgLogo.headers['content-type']).toBe('image/svg+xml');
    // The old address is gone with its version.
    expect((await server.app.inject({ url: logoUrl })).statusCode).toBe(404);

    const removed = await call('DELETE', 'login-ui/logo');
    expect(removed.json<LoginCustomization>().logoUrl).toBeNull();
  });
});
