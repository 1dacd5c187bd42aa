import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from './support/renderSignedIn';

const FLOW = 'scada-file-import';

/** Replaces the editor's text as typing would (CodeMirror's own change). */
async function editorView() {
  const host = await screen.findByTestId('spec-editor');
  const editor = await waitFor(() => {
    const element = host.querySelector('.cm-editor');
    if (!(element instanceof HTMLElement)) throw new Error('no editor yet');
    return element;
  });
  return EditorView.findFromDOM(editor)!;
}

async function typeSpec(text: string) {
  const view = await editorView();
  view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
}

describe('the flow spec editor against the real server', () => {
  it('checks the JSON and the schema as it is typed, keeps the draft and saves after a diff', async () => {
    await renderSignedIn(`/heartbeat/flows/${FLOW}/spec`, 'deployer@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit spec' }));
    const deployed = JSON.parse((await editorView()).state.doc.toString()) as Record<
      string,
      unknown
    >;
    expect(deployed.specVersion).toEqual(expect.any(Number));
    await typeSpec('{\n  "description": "x",\n  oops\n}');
    const syntax = await screen.findByTestId('spec-syntax-error');
    expect(syntax.textContent).toBe('The JSON is not valid at line 3, column 3.');
    expect(
      (screen.getByRole('button', { name: 'Review changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await typeSpec(JSON.stringify({ ...deployed, exchangePattern: 'Sideways', extra: 1 }));
    const issues = await screen.findByTestId('spec-issues');
    expect(issues.textContent).toContain('/exchangePattern: Must be one of: InOnly, InOut');
    expect(issues.textContent).toContain('/extra: Not a field of a flow spec');

    const edited = { ...deployed, description: 'Edited in the page test' };
    await typeSpec(JSON.stringify(edited, null, 2));
    expect(await screen.findByText('The spec is valid.')).toBeTruthy();
    // The draft is kept for a reload.
    expect(localStorage.getItem(`console.draft.flow-spec.2.${FLOW}`)).toContain(
      'Edited in the page test',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes to the deployed spec' });
    const diff = await within(dialog).findByTestId('spec-diff');
    await waitFor(() => expect(diff.querySelector('.cm-deletedChunk')).not.toBeNull());
    expect(diff.querySelector('.cm-deletedChunk')?.textContent).toContain(
      String(deployed.description),
    );
    expect(diff.textContent).toContain('Edited in the page test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save spec' }));
    expect(await screen.findByText('Flow spec saved.')).toBeTruthy();
    expect(localStorage.getItem(`console.draft.flow-spec.2.${FLOW}`)).toBeNull();
    expect((await screen.findAllByText('Edited in the page test')).length).toBeGreaterThan(0);
  });

  it("says the timeout's limits in spec 5's words: over 0 and less than 120000", async () => {
    await renderSignedIn(`/heartbeat/flows/${FLOW}/spec`, 'deployer@example.com');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit spec' }));
    const deployed = JSON.parse((await editorView()).state.doc.toString()) as {
      redeliveryStrategy: { maxAttempts: number; timeoutMs: number };
    };
    for (const timeoutMs of [0, 120000]) {
      await typeSpec(
        JSON.stringify({
          ...deployed,
          redeliveryStrategy: { ...deployed.redeliveryStrategy, timeoutMs },
        }),
      );
      await waitFor(() =>
        expect(screen.getByTestId('spec-issues').textContent).toBe(
          '/redeliveryStrategy/timeoutMs: Must be over 0 or less then 120000',
        ),
      );
    }
    for (const timeoutMs of [1, 119999]) {
      await typeSpec(
        JSON.stringify({
          ...deployed,
          redeliveryStrategy: { ...deployed.redeliveryStrategy, timeoutMs },
        }),
      );
      expect(await screen.findByText('The spec is valid.')).toBeTruthy();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
  });

  it('offers a monitor no editing', async () => {
    await renderSignedIn(`/heartbeat/flows/${FLOW}/spec`, 'monitor@example.com');
    expect(await screen.findByRole('radio', { name: 'Code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit spec' })).toBeNull();
  });
});
