import { json } from '@codemirror/lang-json';
import { defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView, lineNumbers } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FlowSpec } from '../../../../shared/contracts';

interface SpecCodeViewProps {
  spec: FlowSpec;
  label: string;
}

/** The flow spec as read-only JSON in CodeMirror 6; loaded only when the code view opens. */
export function SpecCodeView({ spec, label }: SpecCodeViewProps) {
  const host = useRef<HTMLDivElement>(null);
  // The stock highlight colours are made for a light background; dark mode shows plain text.
  const light = useComputedColorScheme('dark') === 'light';
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: JSON.stringify(spec, null, 2),
        extensions: [
          lineNumbers(),
          foldGutter(),
          json(),
          light ? syntaxHighlighting(defaultHighlightStyle, { fallback: true }) : [],
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
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
        ],
      }),
    });
    return () => view.destroy();
  }, [spec, label, light]);
  return <div ref={host} data-testid="spec-code" />;
}
