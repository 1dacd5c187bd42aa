import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearAuth } from '../../src/shared/api';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 600);

/** Resources, secrets and lookup tables against the real server. */
describe('resources against the real server', () => {
  it('lists resources for every member; only deployers create, and an id is unique in its type', async () => {
    await renderSignedIn('/heartbeat/resources', 'monitor@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resources' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'cim-meter-reading-v2' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New resource' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Secrets' })).toBeNull();
    cleanup();
    clearAuth();

    await renderSignedIn('/heartbeat/resources', 'deployer@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'New resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'New resource' });
    fireEvent.change(within(dialog).getByLabelText(/^ID/), {
      target: { value: 'meter-readings-in' },
    });
    // The type is chosen from the registry's types.
    fireEvent.click(within(dialog).getByRole('combobox', { name: /^Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Flow spec' }));
    expect(
      await within(dialog).findByText(
        'There is an existing resource of this type with the same id',
      ),
    ).toBeTruthy();
    // What was typed is a draft that a reload finds.
    const draft = Object.entries(localStorage).find(([key]) => key.includes('resources.new'));
    expect(draft?.[1]).toContain('meter-readings-in');
  });

  it('shows a revision with its facts and offers the revisions 1..latest', async () => {
    await renderSignedIn(
      '/heartbeat/resources/JsonSchema/cim-meter-reading-v2/2',
      'deployer@example.com',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'JSON schema: cim-meter-reading-v2' }),
    ).toBeTruthy();
    expect(await screen.findByText('A value is required')).toBeTruthy();
    expect(screen.getByTestId('resource-editor').textContent).toContain('usagePointId');
    expect(screen.getByRole('radio', { name: 'Compare with revision 1' })).toBeTruthy();
    // Not a flow spec: nothing to deploy.
    expect(screen.queryByRole('button', { name: 'Deploy to the flow server' })).toBeNull();
  });

  it('offers deploying a flow spec revision to Deployers and tells the others why not', async () => {
    await renderSignedIn(
      '/heartbeat/resources/FlowSpec/meter-readings-in/3',
      'operator@example.com',
    );
    expect(
      await screen.findByText('Only a Deployer can deploy this flow spec to the flow server.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deploy to the flow server' })).toBeNull();
    cleanup();
    clearAuth();

    await renderSignedIn(
      '/heartbeat/resources/FlowSpec/meter-readings-in/3',
      'deployer@example.com',
    );
    expect(await screen.findByRole('button', { name: 'Deploy to the flow server' })).toBeTruthy();
    expect(
      screen.queryByText('Only a Deployer can deploy this flow spec to the flow server.'),
    ).toBeNull();
  });

  it('pages a lookup table and adds a row kept as a draft until saved', async () => {
    await renderSignedIn('/heartbeat/resources/LookupTable/tariff-codes', 'operator@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'tariff-codes' })).toBeTruthy();
    const status = await screen.findByText(/^Rows 1 to \d+ of \d+$/);
    const total = Number(/of (\d+)$/.exec(status.textContent ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(50);
    // Columns are the deployers'.
    expect(screen.queryByRole('button', { name: 'Add column' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const dialog = await screen.findByRole('dialog', { name: 'New row' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'code' }), {
      target: { value: 'PAGE-TEST' },
    });
    const draft = Object.entries(localStorage).find(([key]) => key.includes('lookupRow'));
    expect(draft?.[1]).toContain('PAGE-TEST');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save row' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      await screen.findByText(`Rows 1 to ${Math.min(100, total + 1)} of ${total + 1}`),
    ).toBeTruthy();
    expect(Object.keys(localStorage).some((key) => key.includes('lookupRow'))).toBe(false);
  });

  it('shows a secret by the names of its values and its history, never a value', async () => {
    const { container } = await renderSignedIn(
      '/heartbeat/resources/secrets/erp-connection',
      'deployer@example.com',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'erp-connection' })).toBeTruthy();
    const values = screen.getByRole('list', { name: 'Values' });
    expect(within(values).getByText('password')).toBeTruthy();
    expect(container.textContent).not.toContain('erp-password');
    expect(screen.getByRole('table', { name: 'Changes of the secret' })).toBeTruthy();
  });

  it('keeps secrets from monitors', async () => {
    await renderSignedIn('/heartbeat/resources/secrets/erp-connection', 'monitor@example.com');
    expect(await screen.findByText('Missing permissions to access Secret page')).toBeTruthy();
  });
});
