import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAuth } from '../../src/shared/api';
import { renderSignedIn } from './support/renderSignedIn';

/** A user without roles in Connect (spec 2.1 and 4), against the real server. */
describe('a user without roles', () => {
  it('is told so, and the console forgets the tokens and keeps the invalid-roles state', async () => {
    await renderSignedIn('/', 'noroles@example.com', { wholeApp: true });
    expect(
      await screen.findByText(
        "This user doesn't have any roles in Connect. Please log in with a different user.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(readAuth().token).toBeNull());
    expect(readAuth()).toMatchObject({ token: null, refreshToken: null, invalidRoles: true });

    // The page stays once the tokens are gone, its log out button leading to the sign-in page.
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(readAuth().invalidRoles).toBe(false);
  });
});
