import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FlowSpec } from '../../../../shared/contracts';
import { specCodeBase } from './specCodeTheme';

interface SpecCodeViewProps {
  spec: FlowSpec;
  label: string;
}

/** The flow spec as read-only JSON in CodeMirror 6; loaded only when the code view opens. */
export function SpecCodeView({ spec, label }: SpecCodeViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const light = useComputedColorScheme('dark') === 'light';
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: JSON.stringify(spec, null, 2),
        extensions: [
          specCodeBase(label, light),
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
        ],
      }),
    });
    return () => view.destroy();
  }, [spec, label, light]);
  return <div ref={host} data-testid="spec-code" />;
}
