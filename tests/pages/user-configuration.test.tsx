import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAuth } from '../../src/shared/api';
import { setRuntimeConfigForTests } from '../../src/shared/api/runtimeConfig';
import { preferences } from '../../src/app/preferences';
import { networkStatus } from '../../src/shared/network';
import { configurationSaving } from '../../src/shared/ui/offline';
import { renderSignedIn, serverRuntimeConfig } from './support/renderSignedIn';

/** The configuration the real server holds for the signed-in user. */
async function storedTheme(base: string): Promise<string> {
  const { token } = readAuth();
  const me = (await (
    await fetch(`${base}/api/identity/users/me`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { userId: number; organizationId: number };
  const answer = await fetch(
    `${base}/api/config/v1/${me.organizationId}/configuration/${me.userId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  return ((await answer.json()) as { theme: string }).theme;
}

const themeSelect = () => screen.findByLabelText<HTMLSelectElement>('Dark mode');

/** User configuration (spec 2.4): a change saves at once and reloads the configuration. */
describe('user configuration against the real server', () => {
  it('saves a changed setting without a Save button and shows the saved value', async () => {
    const { base } = await renderSignedIn('/settings/user', 'billing@example.com');
    const theme = await themeSelect();
    expect(theme.value).toBe('dark');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    fireEvent.change(theme, { target: { value: 'light' } });
    expect(await screen.findByText('Configuration saved.')).toBeTruthy();
    expect(await storedTheme(base)).toBe('light');
    expect(theme.value).toBe('light');

    fireEvent.change(theme, { target: { value: 'dark' } });
    await waitFor(async () => expect(await storedTheme(base)).toBe('dark'));
  });

  it('says so when a save fails, and the control goes back to the saved value', async () => {
    await renderSignedIn('/settings/user', 'agent@example.com');
    const theme = await themeSelect();
    expect(theme.value).toBe('dark');
    // The configuration service's address now leads to a path the real server does not have.
    const config = await serverRuntimeConfig();
    setRuntimeConfigForTests({
      ...config,
      services: { ...config.services, config: `${config.services.config}/nowhere` },
    });

    fireEvent.change(theme, { target: { value: 'light' } });
    expect(await screen.findByText('The setting could not be saved.')).toBeTruthy();
    expect(theme.value).toBe('dark');
  });

  it('offline, a change applies at once and is saved when the server answers', async () => {
    const { base } = await renderSignedIn('/settings/user', 'billing@example.com');
    const theme = await themeSelect();
    expect(theme.value).toBe('dark');
    act(() => {
      networkStatus.browserOnline = false;
    });
    expect(theme.disabled).toBe(false);

    fireEvent.change(theme, { target: { value: 'light' } });
    await waitFor(() =>
      expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light'),
    );
    expect(theme.value).toBe('light');
    expect(await screen.findByTestId('configuration-pending')).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'fr' } });
    await waitFor(() => expect(preferences.locale).toBe('fr'));
    expect(await storedTheme(base)).toBe('dark');

    act(() => {
      networkStatus.browserOnline = true;
    });
    await waitFor(async () => expect(await storedTheme(base)).toBe('light'));
    await waitFor(() => expect(screen.queryByTestId('configuration-pending')).toBeNull());
    expect(configurationSaving.pending).toBeNull();

    // Put back what the test changed.
    fireEvent.change(theme, { target: { value: 'dark' } });
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'en' } });
    await waitFor(async () => expect(await storedTheme(base)).toBe('dark'));
    await waitFor(() => expect(configurationSaving.pending).toBeNull());
    expect(preferences.locale).toBe('en');
  });
});
