import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

/** Service accounts against the real server: the wizard, the receipt, grant and revoke. */
describe('service accounts against the real server', () => {
  it('creates an account in three steps and shows its key once', async () => {
    const name = `page-test-${Date.now().toString(36)}`;
    await renderSignedIn('/heartbeat/service-accounts', 'deployer@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service accounts' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Create service account' }));
    const wizard = await screen.findByRole('dialog', { name: 'Create service account' });

    // Step 1: the name rule is checked before going on.
    const nameField = within(wizard).getByLabelText(/^Name/);
    fireEvent.change(nameField, { target: { value: 'Not Valid' } });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));
    expect(
      await within(wizard).findByText(
        'Name must use lowercase letters (a-z), number (0-9), underscore (_) or hyphens (-)',
      ),
    ).toBeTruthy();
    fireEvent.change(nameField, { target: { value: name } });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Next' }));

    // Step 2: one flow at least.
    fireEvent.click(await within(wizard).findByRole('button', { name: 'Create account' }));
    expect(await within(wizard).findByText('One flow must be selected')).toBeTruthy();
    fireEvent.click(await within(wizard).findByRole('checkbox', { name: /^meter-readings-in/ }));
    // The draft holds what was typed, never a credential.
    const draft = Object.entries(localStorage).find(([key]) =>
      key.includes('serviceAccountWizard'),
    );
    expect(draft?.[1]).toContain(name);
    fireEvent.click(within(wizard).getByRole('button', { name: 'Create account' }));

    // Step 3: the receipt. Found by its text first: a label query rerun on every change of
    // the document walks all of jsdom's tree per label (seconds on a busy machine).
    expect(await within(wizard).findByText(`Service account ${name} was created.`)).toBeTruthy();
    const key = within(wizard).getByLabelText('API key') as HTMLInputElement;
    expect(key.value).toMatch(/^sa_/);
    expect(within(wizard).getByRole('button', { name: 'Download credentials' })).toBeTruthy();
    for (const value of Object.values(localStorage)) expect(value).not.toContain(key.value);
    fireEvent.click(within(wizard).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name })).toBeTruthy();
  });

  it('grants and revokes flow access with confirmation on the account page', async () => {
    await renderSignedIn('/heartbeat/service-accounts', 'deployer@example.com');
    fireEvent.click(await screen.findByRole('link', { name: 'legacy-billing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'legacy-billing' })).toBeTruthy();
    // Its one access points at a flow that was undeployed (an issue of the demo).
    expect(await screen.findByRole('rowheader', { name: 'old-billing-sync' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Grant flow access' }));
    const grant = await screen.findByRole('dialog', {
      name: 'Grant legacy-billing access to flows',
    });
    fireEvent.click(await within(grant).findByRole('checkbox', { name: /^erp-billing-export/ }));
    fireEvent.click(within(grant).getByRole('button', { name: 'Grant access' }));
    const revokeButton = await screen.findByRole('button', {
      name: 'Revoke access to erp-billing-export',
    });

    fireEvent.click(revokeButton);
    const revoke = await screen.findByRole('dialog', {
      name: 'Revoke access to erp-billing-export?',
    });
    fireEvent.click(within(revoke).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'erp-billing-export' })).toBeNull(),
    );
    expect(screen.getByRole('rowheader', { name: 'old-billing-sync' })).toBeTruthy();
  });

  it('shows a monitor the accounts without the changes', async () => {
    await renderSignedIn('/heartbeat/service-accounts', 'monitor@example.com');
    expect(await screen.findByRole('link', { name: 'meter-gateway' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create service account' })).toBeNull();
  });
});
