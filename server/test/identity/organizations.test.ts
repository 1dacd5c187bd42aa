import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organization } from '@contracts/identity';
import type { OrganizationInput } from '@contracts/organizations';
import { bearer, login, snapshot, startTestServer } from '../support';
import type { TestServer } from '../support';
import { addOrganizationAdmins } from '../secadmin/support';

let server: TestServer;
let owner: string;
let nordAdmin: string;
let fjordAdmin: string;
let operator: string;
const NORD = 2;
const FJORD = 3;

beforeAll(async () => {
  server = await startTestServer();
  await addOrganizationAdmins(server);
  owner = (await login(server.app, 'admin@example.com')).access_token;
  nordAdmin = (await login(server.app, 'nordadmin@example.com')).access_token;
  fjordAdmin = (await login(server.app, 'fjordadmin@example.com')).access_token;
  operator = (await login(server.app, 'operator@example.com')).access_token;
});
afterAll(() => server.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/api/identity${url}`,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as object }),
  });

const body = (fields: Partial<OrganizationInput> = {}): OrganizationInput => ({
  name: 'Vestlys Nett',
  shortName: 'vestlys',
  type: 'customer',
  parentId: 1,
  tenantId: null,
  country: 'Norway',
  place: 'Stavanger',
  postalCode: '4006',
  streetName: 'Kirkegata',
  streetNumber: '12',
  registrar: 'Brønnøysund',
  registrationId: '987654321',
  email: 'post@vestlys.example.com',
  phoneNumber: '+47 51 00 00 00',
  managementApiEnabled: false,
  ...fields,
});

const withoutId = ({ organizationId: _, ...rest }: Organization) => rest;

describe('organizations', () => {
  it('an owner creates one with every field, audited, and finds it in the paged list', async () => {
    const created = await call(
      owner,
      'POST',
      '/organizations',
      body({ tenantId: 'B7C2F1A0-1234-4abc-9def-0123456789ab' }),
    );
    expect(created.statusCode).toBe(201);
    const organization = created.json<Organization>();
    expect(withoutId(organization)).toEqual(
      body({ tenantId: 'B7C2F1A0-1234-4abc-9def-0123456789ab' }),
    );
    const events = await server.database.db
      .selectFrom('audit_events')
      .selectAll()
      .where('entity_type', '=', 'ORGANIZATION')
      .where('event_type', '=', 'CREATED')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      organization_id: organization.organizationId,
      created_by_id: 1,
    });

    const page = (await call(owner, 'GET', '/organizations?limit=2')).json<{
      organizations: Organization[];
      total: number;
    }>();
    expect(page.total).toBe(4);
    expect(page.organizations.map((o) => o.name)).toEqual(['Fjordnett', 'Gridline Platform']);
    const next = (await call(owner, 'GET', '/organizations?limit=2&offset=2')).json<{
      organizations: Organization[];
    }>();
    expect(next.organizations.map((o) => o.name)).toEqual(['Nordkraft Energi', 'Vestlys Nett']);
    const found = (await call(owner, 'GET', '/organizations?search=VEST')).json<{
      organizations: Organization[];
      total: number;
    }>();
    expect(found).toMatchObject({ total: 1, organizations: [{ shortName: 'vestlys' }] });
    // LIKE's wildcards are searched as themselves.
    expect((await call(owner, 'GET', '/organizations?search=%25')).json()).toMatchObject({
      total: 0,
    });
    // Its modules: settings, where the rest are chosen.
    expect(
      (await call(owner, 'GET', `/organizations/${organization.organizationId}/modules`)).json(),
    ).toEqual({ modules: ['settings'] });
  });

  it("says 'Name is taken' in any case, and 'Malformed Tenant ID', and changes nothing", async () => {
    const before = await snapshot(server.database);
    const cases: [Partial<OrganizationInput>, number, string][] = [
      [{ name: 'nordkraft energi', shortName: 'other' }, 409, 'Name is taken'],
      [{ name: 'Another', shortName: 'nordkraft' }, 409, 'Short name is taken'],
      [
        { name: 'Another', shortName: 'another', tenantId: 'not-a-guid' },
        400,
        'Malformed Tenant ID',
      ],
      [
        { name: 'Another', shortName: 'another', type: 'owner' },
        400,
        'Only the owning organization has the type owner.',
      ],
      [{ name: 'Another', shortName: 'another', parentId: 999_999 }, 400, 'No such parent.'],
      [{ name: '   ', shortName: 'another' }, 400, 'Field is required'],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await call(owner, 'POST', '/organizations', body(fields));
      expect([answer.statusCode, answer.json<{ message: string }>().message]).toEqual([
        status,
        message,
      ]);
    }
    for (const odd of [
      { ...body(), shortName: 'Has Spaces' },
      { ...body(), extra: 1 },
      { ...body(), email: 'nope' },
      { ...body(), name: 'x'.repeat(201) },
    ]) {
      expect((await call(owner, 'POST', '/organizations', odd)).statusCode).toBe(400);
    }
    expect(await snapshot(server.database)).toEqual(before);
  });

  it('an admin edits its own organization but not what places it; nor another one', async () => {
    const nord = (await call(nordAdmin, 'GET', `/organizations/${NORD}`)).json<Organization>();
    const edited = await call(nordAdmin, 'PUT', `/organizations/${NORD}`, {
      ...withoutId(nord),
      phoneNumber: '+47 55 00 00 00',
      streetName: 'Bryggen',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ phoneNumber: '+47 55 00 00 00', streetName: 'Bryggen' });

    const placing = await call(nordAdmin, 'PUT', `/organizations/${NORD}`, {
      ...withoutId(nord),
      managementApiEnabled: true,
      type: 'partner',
    });
    expect(placing.statusCode).toBe(403);
    expect(placing.json<{ message: string }>().message).toBe(
      'Only an owner may change type, managementApiEnabled.',
    );
    // Another organization is not revealed; its members below admin are refused.
    expect(
      (await call(nordAdmin, 'PUT', `/organizations/${FJORD}`, withoutId(nord))).statusCode,
    ).toBe(404);
    expect((await call(fjordAdmin, 'GET', `/organizations/${NORD}`)).statusCode).toBe(404);
    expect(
      (await call(operator, 'PUT', `/organizations/${NORD}`, withoutId(nord))).statusCode,
    ).toBe(403);
    expect(
      (await call(nordAdmin, 'POST', '/organizations', body({ name: 'Mine', shortName: 'mine' })))
        .statusCode,
    ).toBe(403);
    // A non-owner lists only its own organizations.
    expect((await call(fjordAdmin, 'GET', '/organizations')).json()).toMatchObject({
      total: 1,
      organizations: [{ shortName: 'fjordnett' }],
    });
  });

  it('an owner moves an organization but never under itself', async () => {
    const nord = (await call(owner, 'GET', `/organizations/${NORD}`)).json<Organization>();
    const fjord = (await call(owner, 'GET', `/organizations/${FJORD}`)).json<Organization>();
    const moved = await call(owner, 'PUT', `/organizations/${FJORD}`, {
      ...withoutId(fjord),
      parentId: NORD,
      type: 'partner',
    });
    expect(moved.json()).toMatchObject({ parentId: NORD, type: 'partner' });
    const loop = await call(owner, 'PUT', `/organizations/${NORD}`, {
      ...withoutId(nord),
      parentId: FJORD,
    });
    expect([loop.statusCode, loop.json<{ message: string }>().message]).toEqual([
      400,
      'An organization cannot be its own parent or ancestor.',
    ]);
    const self = await call(owner, 'PUT', `/organizations/${NORD}`, {
      ...withoutId(nord),
      parentId: NORD,
    });
    expect(self.statusCode).toBe(400);
    const ownerOrg = (await call(owner, 'GET', '/organizations/1')).json<Organization>();
    expect(
      (await call(owner, 'PUT', '/organizations/1', { ...withoutId(ownerOrg), type: 'customer' }))
        .statusCode,
    ).toBe(400);
    await call(owner, 'PUT', `/organizations/${FJORD}`, withoutId(fjord));
  });
});
