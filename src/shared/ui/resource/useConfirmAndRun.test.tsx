import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { ConfirmDialog } from '../overlays';
import { useConfirmAndRun } from './useConfirmAndRun';

afterEach(cleanup);

function Page({ run }: { run: (ids: number[]) => void }) {
  const deletion = useConfirmAndRun(run);
  return (
    <>
      <button onClick={() => deletion.ask([3, 5])}>Delete selected</button>
      <ConfirmDialog
        {...deletion.dialog}
        title="Delete things"
        text={`Delete ${deletion.subject?.length ?? 0} things?`}
        confirmLabel="Delete"
      />
    </>
  );
}

describe('useConfirmAndRun', () => {
  it('asks first, and runs with what it asked about only once confirmed', async () => {
    const run = vi.fn();
    renderWithProviders(<Page run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete things' });
    expect(within(dialog).getByText('Delete 2 things?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(run).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith([3, 5]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
