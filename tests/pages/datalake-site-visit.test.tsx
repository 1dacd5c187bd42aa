import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'wouter/use-browser-location';
import { afterEach, describe, expect, it } from 'vitest';
import { pinsState } from '../../src/modules/datalake/usage-points/pins';
import { networkStatus } from '../../src/shared/network';
import { layOutElements } from '../../src/shared/testing/layout';
import { renderSignedIn } from './support/renderSignedIn';

layOutElements(390, 844);

const PINNED = '707057500000000015';
const NEVER_FETCHED = '707057500000000016';

function goOffline() {
  act(() => {
    networkStatus.browserOnline = false;
    onlineManager.setOnline(false);
  });
}

afterEach(() => {
  onlineManager.setOnline(true);
  pinsState.ids = [];
});

/** The site visit (issue 32): pins keep what a usage point's tabs show, for use offline. */
describe('a site visit against the real server', () => {
  it('pinning keeps the tabs whole; offline the readings tab shows them though never opened', async () => {
    await renderSignedIn(`/datalake/usage-points/${PINNED}`, 'monitor@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Pin for site visit' }));
    const status = await screen.findByTestId('pin-status');
    await waitFor(() =>
      expect(status.textContent).toMatch(
        /^Kept for offline use: \d+ parts, [\d.,]+ (kB|MB)\. Complete/,
      ),
    );

    goOffline();
    fireEvent.click(screen.getByRole('tab', { name: 'Meter readings' }));
    expect(
      await screen.findByRole('group', { name: 'Readings of Active energy import in kWh' }),
    ).toBeTruthy();
    expect(screen.getByTestId('pinned-readings-note')).toBeTruthy();
    expect(screen.queryByTestId('not-kept')).toBeNull();
  });

  it('offline, refuses to pin a usage point never fetched and says a page was not kept', async () => {
    await renderSignedIn('/datalake/usage-points', 'operator@example.com');
    await screen.findByTestId('usage-points-shown');
    goOffline();
    act(() => navigate(`/datalake/usage-points/${NEVER_FETCHED}`));

    expect((await screen.findByTestId('not-kept')).textContent).toMatch(
      /was not kept for use offline/,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Pin for site visit' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot be pinned offline/);
    expect(screen.queryByRole('button', { name: 'Unpin' })).toBeNull();
    expect(pinsState.ids).toEqual([]);
  });
});
