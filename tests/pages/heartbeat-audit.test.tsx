import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORGANIZATION_TEXT_FIELDS, type FeatureDefinition } from '@contracts';
import { layOutElements } from '../../src/shared/testing/layout';
import { passwordTokens, renderSignedIn, serverBase } from './support/renderSignedIn';

layOutElements(1400, 700);

/** The owner's admin calls the real server as the browser would. */
async function ownerApi(base: string) {
  const { access_token: token } = await passwordTokens(base, 'admin@example.com');
  return async <T,>(method: string, path: string, body?: unknown): Promise<T> => {
    const reply = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${method} ${path}: ${reply.status} ${await reply.text()}`);
    return (await reply.json()) as T;
  };
}

/**
 * Heartbeat's audit page (spec 2.2: audit/{organizationId}, foundation feature, admins), the
 * shared audit log of the settings. The foundation feature turns the whole shell into Connect,
 * so the test turns it on for an organization of its own only, and restores it afterwards.
 */
describe('the Heartbeat audit page', () => {
  it('lists the organization events in Connect and opens a payload', async () => {
    const base = serverBase();
    const api = await ownerApi(base);
    const text = Object.fromEntries(ORGANIZATION_TEXT_FIELDS.map((field) => [field, null]));
    const org = await api<{ organizationId: number }>('POST', '/api/identity/organizations', {
      ...text,
      name: 'Audit Harbour',
      shortName: 'audit-harbour',
      type: 'customer',
      parentId: 1,
      managementApiEnabled: false,
    });
    const id = org.organizationId;
    await api('PUT', `/api/config/v1/${id}/configuration`, { modules: ['heartbeat', 'settings'] });
    // The owner's admin is an admin everywhere; a role of its own lets the shell switch to it.
    await api('POST', `/api/identity/organizations/${id}/users/existing`, {
      email: 'admin@example.com',
      role: 'ADMIN',
    });
    const features = await api<FeatureDefinition[]>('GET', '/api/config/v2/features');
    const { key, ...foundation } = features.find((feature) => feature.key === 'foundation')!;
    await api('PUT', `/api/config/v2/features/${key}`, {
      ...foundation,
      enabled: true,
      organizations: [...foundation.organizations, id],
    });
    try {
      await renderSignedIn(
        `/connect/audit/${id}?organization=audit-harbour&entityType=ORGANIZATION`,
        'admin@example.com',
      );
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Audit log of Audit Harbour' }),
      ).toBeTruthy();
      const table = await screen.findByRole('table', { name: 'Audit events' });
      await waitFor(() =>
        expect(within(table).getAllByText('ORGANIZATION').length).toBeGreaterThan(0),
      );
      const toggle = screen.queryByRole('button', { name: 'Show or hide the menu' });
      if (!screen.queryByRole('navigation', { name: 'Main menu' }) && toggle) {
        fireEvent.click(toggle);
      }
      const menu = await screen.findByRole('navigation', { name: 'Main menu' });
      expect(within(menu).getAllByRole('link', { name: 'Audit' }).length).toBeGreaterThan(0);

      const [first] = within(table).getAllByRole('button', { name: /^Payload of event \d+$/ });
      fireEvent.click(first!);
      const dialog = await screen.findByRole('dialog', { name: /^Entity payload of event \d+$/ });
      await waitFor(() => expect(dialog.textContent).toContain(`"organizationId": ${id}`));
      // The organization still exists: nothing says it has been deleted.
      expect(within(dialog).queryByText('Entity has been deleted')).toBeNull();
    } finally {
      await api('PUT', `/api/config/v2/features/${key}`, foundation);
    }
  });
});
