import { unifiedMergeView } from '@codemirror/merge';
import { useMemo } from 'react';
import { useReadOnlySpecView } from './specCodeTheme';

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
  const merge = useMemo(
    () => unifiedMergeView({ original: deployed, mergeControls: false }),
    [deployed],
  );
  const host = useReadOnlySpecView(draft, label, merge);
  return <div ref={host} data-testid="spec-diff" />;
}
