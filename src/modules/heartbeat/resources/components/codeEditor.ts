import { json } from '@codemirror/lang-json';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';

/** The editor's look in the console's colours; stock highlight colours only on light. */
export function editorLook(light: boolean, language: 'json' | 'xml' | 'text'): Extension[] {
  return [
    lineNumbers(),
    language === 'json' ? json() : [],
    light ? syntaxHighlighting(defaultHighlightStyle, { fallback: true }) : [],
    EditorView.lineWrapping,
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
      },
      '.cm-scroller': { maxHeight: '60vh', overflow: 'auto' },
      '&.cm-focused': { outline: '2px solid var(--mantine-primary-color-filled)' },
    }),
  ];
}

/** Read-only, still focusable and labelled for assistive technology. */
export function readOnly(label: string): Extension[] {
  return [
    EditorState.readOnly.of(true),
    EditorView.editable.of(false),
    EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
  ];
}
