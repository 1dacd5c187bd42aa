import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 700);

/**
 * Certificates need the foundation feature, which the demo's organizations do not have: an
 * admin opening the page is told so, and the menu has no entry for it. (Turning foundation on
 * makes the whole shell Connect, so the page's own behaviour is covered on the server:
 * server/test/registry/certificates.test.ts.)
 */
describe('the certificates page without the foundation feature', () => {
  it('says the feature is off for the organization, with no menu entry', async () => {
    await renderSignedIn('/heartbeat/certificates', 'admin@example.com');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: /^The Foundation feature is off for /,
    });
    expect(heading.textContent).toContain('Foundation');
    expect(screen.getByText(/Ask the Connect administrator to turn it on/)).toBeTruthy();
    const toggle = screen.queryByRole('button', { name: 'Show or hide the menu' });
    if (!screen.queryByRole('navigation', { name: 'Main menu' }) && toggle) fireEvent.click(toggle);
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getAllByRole('link', { name: 'Flows' }).length).toBeGreaterThan(0);
    expect(within(menu).queryByRole('link', { name: 'Certificates' })).toBeNull();
  });
});
