import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { specCodeBase } from './specCodeTheme';

interface SpecEditorProps {
  /** The text the editor starts with; later changes of it are not followed. */
  initial: string;
  label: string;
  onChange: (text: string) => void;
}

/** The flow spec's JSON, editable in CodeMirror 6; loaded only when editing starts. */
export function SpecEditor({ initial, label, onChange }: SpecEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const light = useComputedColorScheme('dark') === 'light';
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  const text = useRef(initial);
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text.current,
        extensions: [
          specCodeBase(label, light),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            text.current = update.state.doc.toString();
            changed.current(text.current);
          }),
        ],
      }),
    });
    return () => view.destroy();
  }, [label, light]);
  return <div ref={host} data-testid="spec-editor" />;
}
