import { EditorState } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { codeTheme } from '../../../shared/ui/code';

interface QueryEditorProps {
  value: string;
  label: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter. */
  onRun: () => void;
}

/** The query text in CodeMirror 6 (no GraphQL mode: a plain editor with line numbers). */
export function QueryEditor({ value, label, onChange, onRun }: QueryEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const callbacks = useRef({ onChange, onRun });
  useEffect(() => {
    callbacks.current = { onChange, onRun };
  });
  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          keymap.of([{ key: 'Mod-Enter', run: () => (callbacks.current.onRun(), true) }]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
          // An explicit tab stop: axe asks a scrolling region to be reachable from the keyboard.
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          codeTheme({ minHeight: '160px', maxHeight: '40vh' }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The editor is made once; later values come in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label]);
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);
  return <div ref={host} data-testid="graphql-editor" />;
}
