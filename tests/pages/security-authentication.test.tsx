import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { readAuth } from '../../src/shared/api';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

function type(container: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(container).getByLabelText(label), { target: { value } });
}

/** The authentication settings and the sign-in page's customization, as the owner's admin. */
describe('the authentication pages', () => {
  it('creates an LDAP authenticator whose password key is never shown back', async () => {
    await renderSignedIn('/security/authentication', 'admin@example.com');
    await screen.findByRole('heading', { name: 'Authentication', level: 1 });
    expect(
      screen.getByRole('link', { name: 'LDAP authenticators' }).getAttribute('aria-current'),
    ).toBe('page');

    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    let drawer = await screen.findByRole('dialog');
    type(drawer, /^Name/, 'Head office');
    type(drawer, /^URLs/, 'ldap://dir.example.org:389\nnot a url');
    type(drawer, /^Base/, 'dc=example,dc=org');
    type(drawer, /^Username key/, 'uid');
    type(drawer, /^Password key/, 'page-test-secret');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    // A bad address is said at its field and nothing is sent.
    expect(await within(drawer).findByText('Invalid format.')).toBeTruthy();
    type(drawer, /^URLs/, 'ldap://dir.example.org:389');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));

    const table = await screen.findByRole('table', { name: 'LDAP authenticators' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Edit Head office' }));
    drawer = await screen.findByRole('dialog');
    const secret = within(drawer).getByLabelText(/^Password key/) as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(
      within(drawer).getByText('Set. Leave empty to keep it; it is never shown.'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('page-test-secret');
  });

  it('refuses a validation rule whose regular expression could run for ever', async () => {
    await renderSignedIn('/security/authentication/validation-rules', 'admin@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    const drawer = await screen.findByRole('dialog');
    type(drawer, /^Name/, 'username');
    type(drawer, /^Min/, '12');
    type(drawer, /^Max/, '3');
    type(drawer, /^Regular expression/, '(a+)+$');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(
      await within(drawer).findByText('The minimum must not be over the maximum.'),
    ).toBeTruthy();
    expect(within(drawer).getByText('Invalid format.')).toBeTruthy();
    type(drawer, /^Max/, '32');
    type(drawer, /^Regular expression/, '^[a-z]+$');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: 'Validation rules' });
    expect(await within(table).findByRole('button', { name: 'Edit username' })).toBeTruthy();
  });

  it("maps a login domain, which an owner's own mapping approves as it is made", async () => {
    await renderSignedIn('/security/authentication', 'admin@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    let drawer = await screen.findByRole('dialog');
    type(drawer, /^Name/, 'Mapped office');
    type(drawer, /^URLs/, 'ldap://mapped.example.org:389');
    type(drawer, /^Base/, 'dc=example,dc=org');
    type(drawer, /^Username key/, 'uid');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Edit Mapped office' });

    fireEvent.click(screen.getByRole('link', { name: 'Mappings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Create' }));
    drawer = await screen.findByRole('dialog');
    type(drawer, /^Login domain/, 'page-test.example.org');
    const authenticator = within(drawer).getByLabelText(/^Authenticator/) as HTMLSelectElement;
    const option = [...authenticator.options].find((o) => o.text === 'Mapped office');
    fireEvent.change(authenticator, { target: { value: option?.value } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: 'Mappings' });
    const row = (
      await within(table).findByRole('button', { name: 'Edit page-test.example.org' })
    ).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText('Approved')).toBeTruthy();
  });

  it('saves the sign-in page texts, which the public route then answers', async () => {
    await renderSignedIn('/security/login-ui-customization', 'admin@example.com');
    await screen.findByRole('heading', { name: 'Login UI customization', level: 1 });
    const title = await screen.findByLabelText(/^Company title/);
    fireEvent.change(title, { target: { value: 'Page Test Grid' } });
    fireEvent.change(screen.getByLabelText(/^Attention/), { target: { value: 'Read this' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The sign-in page shows it.')).toBeTruthy();
    await waitFor(async () => {
      const answer = (await (
        await fetch(`${inject('pagesServer')}/api/identity/login-ui`)
      ).json()) as {
        companyTitle: string;
      };
      expect(answer.companyTitle).toBe('Page Test Grid');
    });
    // Put back: other tests share the server.
    await fetch(`${inject('pagesServer')}/api/secadmin/v1/1/login-ui`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${readAuth().token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        companyTitle: '',
        disclosureIntro: '',
        disclosureText: '',
        attention: '',
      }),
    });
  });
});
