import type { APIRequestContext } from '@playwright/test';
import {
  LDAP_SERVICE_DN,
  LDAP_SERVICE_PASSWORD,
  LDAP_SUFFIX,
  LDAP_USER,
  startSlapd,
  type RunningSlapd,
} from '../support/slapd';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_PASSWORD, expect, submitSignIn, test } from './support/fixtures';

const COMPANY_TITLE = 'Nordic Grid Operations';
const EMPTY_TEXTS = { companyTitle: '', disclosureIntro: '', disclosureText: '', attention: '' };

let slapd: RunningSlapd;

test.beforeAll(async () => {
  slapd = await startSlapd();
});
test.afterAll(async () => {
  await slapd?.stop();
});

async function adminHeaders(request: APIRequestContext) {
  const answer = await request.post('/api/identity/authentication/token', {
    form: {
      grant_type: 'password',
      scope: 'console',
      username: 'admin@example.com',
      password: DEMO_PASSWORD,
    },
  });
  expect(answer.ok()).toBe(true);
  const { access_token: token } = (await answer.json()) as { access_token: string };
  return { authorization: `Bearer ${token}` };
}

/**
 * A directory user signs in through the sign-in page (spec 2.4, 3.4): the owner's admin has
 * an LDAP authenticator on a real OpenLDAP server, mapped to the login's domain, and a
 * console user with the directory account's e-mail; the sign-in page shows the company
 * title set in the login UI customization.
 */
test('an LDAP user signs in through the sign-in page, which shows the company title', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request);
  const authenticator = await request.post('/api/secadmin/v1/1/ldap-authenticators', {
    headers,
    data: {
      name: `Browser directory ${test.info().repeatEachIndex}`,
      urls: [slapd.url],
      base: LDAP_SUFFIX,
      usernameKey: 'uid',
      bindDn: LDAP_SERVICE_DN,
      passwordKey: LDAP_SERVICE_PASSWORD,
      isDefault: false,
      kerberosEnabled: false,
      servicePrincipal: null,
    },
  });
  expect(authenticator.status()).toBe(201);
  const { authenticatorId } = (await authenticator.json()) as { authenticatorId: number };
  const cleanups: (() => Promise<unknown>)[] = [
    () => request.delete(`/api/secadmin/v1/1/ldap-authenticators/${authenticatorId}`, { headers }),
    () => request.put('/api/secadmin/v1/1/login-ui', { headers, data: EMPTY_TEXTS }),
  ];
  try {
    const mapping = await request.post('/api/secadmin/v1/1/idp-mappings', {
      headers,
      data: {
        authenticatorId,
        loginDomain: 'example.org',
        userGroupId: null,
        kerberosEnabled: false,
      },
    });
    expect(mapping.status()).toBe(201);
    const { mappingId } = (await mapping.json()) as { mappingId: number };
    cleanups.unshift(() =>
      request.delete(`/api/secadmin/v1/1/idp-mappings/${mappingId}`, { headers }),
    );
    const user = await request.post('/api/identity/organizations/1/users', {
      headers,
      data: { email: LDAP_USER.mail, name: 'Ada Lovelace', phone: null, role: 'OPERATOR' },
    });
    // A repeat finds the user there from the first run.
    expect([201, 409]).toContain(user.status());
    const texts = await request.put('/api/secadmin/v1/1/login-ui', {
      headers,
      data: {
        ...EMPTY_TEXTS,
        companyTitle: COMPANY_TITLE,
        attention: 'Planned maintenance Sunday',
      },
    });
    expect(texts.ok()).toBe(true);

    await page.goto('/login');
    await expect(page.getByText(COMPANY_TITLE)).toBeVisible();
    await expect(page.getByText('Planned maintenance Sunday')).toBeVisible();
    await expectNoAxeViolations(page);

    await submitSignIn(page, LDAP_USER.mail, 'not-the-directory-password');
    await expect(
      page.getByText('Authentication failed, please check your email and password'),
    ).toBeVisible();
    await submitSignIn(page, LDAP_USER.mail, LDAP_USER.password);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
});
