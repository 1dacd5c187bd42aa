import { unifiedMergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { specCodeBase } from './specCodeTheme';

interface SpecDiffProps {
  deployed: string;
  draft: string;
  label: string;
}

/**
 * The draft against the deployed spec, in one column (it fits a phone): removed lines struck
 * through above the lines that replace them. Loaded with @codemirror/merge on first review.
 */
export function SpecDiff({ deployed, draft, label }: SpecDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  const light = useComputedColorScheme('dark') === 'light';
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: draft,
        extensions: [
          specCodeBase(label, light),
          unifiedMergeView({ original: deployed, mergeControls: false }),
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
        ],
      }),
    });
    return () => view.destroy();
  }, [deployed, draft, label, light]);
  return <div ref={host} data-testid="spec-diff" />;
}
