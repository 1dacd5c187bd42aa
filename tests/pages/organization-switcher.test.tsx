import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from './support/renderSignedIn';

/** The organization switcher of the shell's footer, against the real server (spec 1 and 6). */
describe('the organization switcher', () => {
  it('says why it is disabled for a user with a role in one organization', async () => {
    // monitor@: one role, which no other page test changes (the page tests share one server,
    // where the owner's admin may have been given roles elsewhere by the time this runs).
    await renderSignedIn('/heartbeat', 'monitor@example.com');
    const switcher = await screen.findByRole('button', { name: /^Switch organization and role/ });
    expect((switcher as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => {
      const described = (switcher.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
      expect(described).toMatch(/role in one organization only/);
      // Spec 6: an owner's admin manages organizations in Settings, and sees their data only
      // with a role there.
      expect(described).toMatch(/needs a role there/);
    });
  });
});
