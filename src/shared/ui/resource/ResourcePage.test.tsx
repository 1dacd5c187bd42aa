import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeleteByIdResult } from '../../contracts';
import { networkStatus } from '../../network';
import { ConsoleSessionContext, type ConsoleSession } from '../../session';
import { layOutElements } from '../../testing/layout';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PageFrame } from '../page-frame';
import { NameAndDescription, textError } from './fields';
import { descriptionColumn } from './rows';
import { ResourcePage } from './ResourcePage';
import { sameShape } from './shape';
import type { ResourceKind } from './types';

layOutElements(1200, 600);

interface Note {
  id: number;
  name: string;
  description: string;
}
type NoteInput = Omit<Note, 'id'>;

const message = (id: string, defaultMessage: string) => ({ id: `test.${id}`, defaultMessage });

/** A kind kept in memory: what the kit needs of a module, and nothing of any module. */
function notesKind(): ResourceKind<Note, NoteInput> & { rows: Note[] } {
  const rows: Note[] = [{ id: 1, name: 'First', description: 'The first note' }];
  let next = 2;
  const empty: NoteInput = { name: '', description: '' };
  return {
    rows,
    module: 'test',
    name: 'notes',
    key: (organizationId) => ['test', 'notes', organizationId],
    list: async () => rows.map((row) => ({ ...row })),
    save: async (_organizationId, id, input) => {
      if (id === null) rows.push({ id: next++, ...input });
      else Object.assign(rows.find((row) => row.id === id) ?? {}, input);
    },
    remove: async (_organizationId, ids): Promise<DeleteByIdResult> => {
      const deleted = ids.filter((id) => rows.some((row) => row.id === id));
      rows.splice(0, rows.length, ...rows.filter((row) => !ids.includes(row.id)));
      return { deleted, failed: ids.filter((id) => !deleted.includes(id)) };
    },
    deleteBatch: 10,
    idOf: (note) => note.id,
    labelOf: (note) => note.name,
    emptyInput: empty,
    toInput: ({ name, description }) => ({ name, description }),
    isInput: sameShape(empty),
    validate: (t, input) => ({ name: textError(t, input.name, 20, true) }),
    Fields: NameAndDescription,
    columns: (t) => [{ ...descriptionColumn, header: t(message('description', 'About')) }],
    messages: {
      heading: message('heading', 'Notes'),
      table: message('table', 'Notes'),
      create: message('create', 'Create note'),
      createTitle: message('createTitle', 'New note'),
      editTitle: message('editTitle', 'Edit note'),
      empty: message('empty', 'No notes yet.'),
      confirmTitle: message('confirmTitle', 'Delete notes'),
      confirmText: message('confirmText', 'Delete {count} notes?'),
      deleted: message('deleted', '{count} deleted.'),
      deletedWithErrors: message('deletedWithErrors', 'Failed to delete: {names}'),
      deleteFailed: message('deleteFailed', 'Deleting failed'),
      createFailed: message('createFailed', 'Creating failed'),
      editFailed: message('editFailed', 'Editing failed'),
    },
  };
}

const activeRole = {
  role: 'ADMIN' as const,
  userId: 5,
  organizationId: 2,
  organizationDetails: { name: 'Nordkraft Energi', shortName: 'nordkraft' },
};
const session = { activeRole, roles: [activeRole] } as unknown as ConsoleSession;

function renderPage(kind: ResourceKind<Note, NoteInput>, readOnly = false) {
  return renderWithProviders(
    <ConsoleSessionContext.Provider value={session}>
      <PageFrame refreshScope={['test']}>
        <ResourcePage kind={kind} readOnly={readOnly} />
      </PageFrame>
    </ConsoleSessionContext.Provider>,
  );
}

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await act(async () => {
    networkStatus.browserOnline = true;
  });
});

describe('ResourcePage', () => {
  it('lists with the data age, creates through the form, and deletes after a confirmation', async () => {
    renderPage(notesKind());
    const table = await screen.findByRole('table', { name: 'Notes' });
    expect(within(table).getByRole('button', { name: 'Edit First' })).toBeTruthy();
    expect(screen.getByTestId('fetched-at').textContent).toMatch(/^Data fetched/);

    fireEvent.click(screen.getByRole('button', { name: 'Create note' }));
    const drawer = await screen.findByRole('dialog', { name: 'New note' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Field is required')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText(/^Name/), { target: { value: 'Second' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(table).findByRole('button', { name: 'Edit Second' })).toBeTruthy();

    const region = screen.getByRole('status');
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select First' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete notes' });
    expect(within(dialog).getByText('Delete 1 notes?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(region).findByText('1 deleted.')).toBeTruthy();
    await waitFor(() =>
      expect(within(table).queryByRole('button', { name: 'Edit First' })).toBeNull(),
    );
  });

  it('offline: keeps the last list and what is typed, and disables the changes saying why', async () => {
    const kind = notesKind();
    const first = renderPage(kind);
    const table = await screen.findByRole('table', { name: 'Notes' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select First' }));
    await act(async () => {
      networkStatus.browserOnline = false;
    });
    const remove = screen.getByRole('button', { name: 'Delete selected (1)' });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(true));
    const note = document.getElementById(remove.getAttribute('aria-describedby') ?? '');
    expect(note?.textContent).toBe('Not available offline: this needs a connection to the server.');

    fireEvent.click(within(table).getByRole('button', { name: 'Edit First' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit note' });
    fireEvent.change(within(drawer).getByLabelText(/^Name/), {
      target: { value: 'Typed offline' },
    });
    expect(
      (within(drawer).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // A reload: the draft fills the form again.
    first.unmount();
    renderPage(kind);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit First' }));
    const again = await screen.findByRole('dialog', { name: 'Edit note' });
    expect((within(again).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Typed offline');
  });

  it('with details: a row opens in full, is edited and deleted from there, its name in the confirmation', async () => {
    const kind: ResourceKind<Note, NoteInput> = {
      ...notesKind(),
      messages: {
        ...notesKind().messages,
        editTitle: message('editTitleNamed', 'Edit the note {name}'),
        confirmText: message('confirmTextNamed', 'Delete the note {name}?'),
      },
      formsOffline: false,
      Details: ({ entity }) => <p>About: {entity.description}</p>,
    };
    renderPage(kind);
    const table = await screen.findByRole('table', { name: 'Notes' });
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Edit First' })).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Details of First' }));
    const drawer = await screen.findByRole('dialog', { name: 'First' });
    expect(within(drawer).getByText('About: The first note')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit the note First' });
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Details of First' }));
    const again = await screen.findByRole('dialog', { name: 'First' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete notes' });
    expect(within(confirm).getByText('Delete the note First?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await within(screen.getByRole('status')).findByText('1 deleted.')).toBeTruthy();
    // The last row gone: the table gives way to the empty note.
    expect(await screen.findByText('No notes yet.')).toBeTruthy();

    // Creating needs the server when the form does not open offline.
    await act(async () => {
      networkStatus.browserOnline = false;
    });
    const create = screen.getByRole('button', { name: 'Create note' });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(true));
  });

  it('read only: the rows are listed, with nothing to change them', async () => {
    renderPage(notesKind(), true);
    const table = await screen.findByRole('table', { name: 'Notes' });
    expect(within(table).getByText('First')).toBeTruthy();
    expect(within(table).queryByRole('checkbox')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create note' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).toBeNull();
  });
});
