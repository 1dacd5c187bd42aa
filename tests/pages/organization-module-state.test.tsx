import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(1200, 800);

/** The footer switcher, showing the active organization (in its locale's words). */
const switcher = (organization: RegExp) =>
  screen.findByRole('button', { name: organization }, { timeout: 30_000 });

async function switchTo(from: RegExp, to: RegExp) {
  fireEvent.click(await switcher(from));
  fireEvent.click(await screen.findByRole('menuitem', { name: to }));
  await switcher(to);
}

/** The flows list's search box (its label in English or Danish: Fjordnett's locale). */
async function flowSearch(): Promise<HTMLInputElement> {
  const filters = await screen.findByRole('search', {}, { timeout: 30_000 });
  return within(filters).getByRole('searchbox') as HTMLInputElement;
}

/** Module UI state (the modules' valtio state) against the real server's organizations. */
describe('module state across an organization switch', () => {
  it('does not carry the flows list search into another organization', async () => {
    await renderSignedIn('/heartbeat/flows?organization=nordkraft', 'multi@example.com');
    fireEvent.change(await flowSearch(), { target: { value: 'no-such-flow-anywhere' } });
    await waitFor(() =>
      expect(screen.getByTestId('flows-shown').textContent).toMatch(/Showing 0 of/),
    );

    await switchTo(/Nordkraft/, /Fjordnett/);
    await waitFor(async () => expect((await flowSearch()).value).toBe(''));

    await switchTo(/Fjordnett/, /Nordkraft/);
    await waitFor(async () => expect((await flowSearch()).value).toBe('no-such-flow-anywhere'));
  });
});
