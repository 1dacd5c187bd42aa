import { EditorView } from '@codemirror/view';

/**
 * The console's colours for a CodeMirror 6 view (the Mantine theme's variables, so light and
 * dark follow the app), with the scroller's size given by the caller.
 */
export function codeTheme(scroller: Record<string, string>) {
  return EditorView.theme({
    '&': {
      fontSize: '13px',
      color: 'var(--mantine-color-text)',
      backgroundColor: 'var(--mantine-color-body)',
      border: '1px solid var(--mantine-color-default-border)',
    },
    '.cm-gutters': {
      color: 'var(--mantine-color-dimmed)',
      backgroundColor: 'var(--mantine-color-default-hover)',
      borderRight: '1px solid var(--mantine-color-default-border)',
    },
    '.cm-scroller': { overflow: 'auto', ...scroller },
  });
}
