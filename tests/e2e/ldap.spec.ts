import {
  directoryAuthenticator,
  domainMapping,
  LDAP_USER,
  startSlapd,
  type RunningSlapd,
} from '../support/slapd';
import { expectNoAxeViolations } from './support/axe';
import { expect, ownerHeaders, submitSignIn, test } from './support/fixtures';

const COMPANY_TITLE = 'Nordic Grid Operations';
const EMPTY_TEXTS = { companyTitle: '', disclosureIntro: '', disclosureText: '', attention: '' };

let slapd: RunningSlapd;

test.beforeAll(async () => {
  slapd = await startSlapd();
});
test.afterAll(async () => {
  await slapd?.stop();
});

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
  const headers = await ownerHeaders(request);
  const authenticator = await request.post('/api/secadmin/v1/1/ldap-authenticators', {
    headers,
    data: directoryAuthenticator([slapd.url], {
      name: `Browser directory ${test.info().repeatEachIndex}`,
    }),
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
      data: domainMapping(authenticatorId, 'example.org'),
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
