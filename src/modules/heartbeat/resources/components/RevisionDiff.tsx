import { MergeView } from '@codemirror/merge';
import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { editorLook, readOnly } from './codeEditor';

interface RevisionDiffProps {
  before: string;
  after: string;
  language: 'json' | 'xml' | 'text';
  beforeLabel: string;
  afterLabel: string;
}

/** Two revisions side by side with their changes marked; loaded only when a diff opens. */
export function RevisionDiff({
  before,
  after,
  language,
  beforeLabel,
  afterLabel,
}: RevisionDiffProps) {
  const host = useRef<HTMLDivElement>(null);
  const light = useComputedColorScheme('dark') === 'light';
  useEffect(() => {
    if (!host.current) return;
    const merge = new MergeView({
      parent: host.current,
      a: { doc: before, extensions: [editorLook(light, language), readOnly(beforeLabel)] },
      b: { doc: after, extensions: [editorLook(light, language), readOnly(afterLabel)] },
      gutter: true,
      highlightChanges: true,
      collapseUnchanged: { margin: 3, minSize: 6 },
    });
    return () => merge.destroy();
  }, [before, after, language, light, beforeLabel, afterLabel]);
  return <div ref={host} data-testid="revision-diff" />;
}
