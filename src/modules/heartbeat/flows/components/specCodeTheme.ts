import { json } from '@codemirror/lang-json';
import { defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';

/**
 * What every code view of a flow spec has: line numbers, folding, JSON, the console's colours
 * and an accessible name. The stock highlight colours are made for a light background; dark
 * mode shows plain text.
 */
export function specCodeBase(label: string, light: boolean): Extension[] {
  return [
    lineNumbers(),
    foldGutter(),
    json(),
    light ? syntaxHighlighting(defaultHighlightStyle, { fallback: true }) : [],
    EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
    EditorView.theme({
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
      '.cm-scroller': { maxHeight: '60vh', overflow: 'auto' },
    }),
  ];
}
