import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { oldestFetch, usePageDataAge } from './dataAge';
import { FetchedAt } from './FetchedAt';

afterEach(cleanup);

describe('oldestFetch', () => {
  it('is the oldest answer a view is built from, ignoring those not arrived', () => {
    expect(oldestFetch(2000, 1000, 3000)).toBe(1000);
    expect(oldestFetch(0, 1500)).toBe(1500);
    expect(oldestFetch(0, 0)).toBe(0);
    expect(oldestFetch()).toBe(0);
  });
});

function Age() {
  return <output>{usePageDataAge()}</output>;
}

/** A page with two views of their own age; the older one can go. */
function Page() {
  const [older, setOlder] = useState(true);
  return (
    <>
      <Age />
      <FetchedAt updatedAt={5000} />
      {older && <FetchedAt updatedAt={2000} />}
      <FetchedAt updatedAt={0} />
      <button onClick={() => setOlder(false)}>Close</button>
    </>
  );
}

describe('usePageDataAge', () => {
  it('is the oldest "Data fetched" on screen, and 0 when none shows', () => {
    renderWithProviders(<Page />);
    expect(screen.getByRole('status').textContent).toBe('2000');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(screen.getByRole('status').textContent).toBe('5000');
    cleanup();
    renderWithProviders(<Age />);
    expect(screen.getByRole('status').textContent).toBe('0');
  });
});
