import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { editorLook, readOnly } from './codeEditor';

interface ContentEditorProps {
  value: string;
  onChange: (value: string) => void;
  editable: boolean;
  language: 'json' | 'xml' | 'text';
  label: string;
}

/** A resource's content in CodeMirror 6; edits go to `onChange` (the page keeps the draft). */
export function ContentEditor({ value, onChange, editable, language, label }: ContentEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const light = useComputedColorScheme('dark') === 'light';

  useEffect(() => {
    if (!host.current) return;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: view.current?.state.doc ?? value,
        extensions: [
          editorLook(light, language),
          editable
            ? [
                EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
                EditorView.updateListener.of((update) => {
                  if (update.docChanged) changed.current(update.state.doc.toString());
                }),
              ]
            : readOnly(label),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // The document is handed over below; rebuilding on each keystroke would lose the cursor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [light, language, editable, label]);

  // A new value from outside (another revision, an upload, a discarded draft) replaces the text.
  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === value) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} data-testid="resource-editor" />;
}
