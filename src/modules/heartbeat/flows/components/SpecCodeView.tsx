import type { FlowSpec } from '../../../../shared/contracts';
import { useReadOnlySpecView } from './specCodeTheme';

interface SpecCodeViewProps {
  spec: FlowSpec;
  label: string;
}

/** The flow spec as read-only JSON in CodeMirror 6; loaded only when the code view opens. */
export function SpecCodeView({ spec, label }: SpecCodeViewProps) {
  const host = useReadOnlySpecView(JSON.stringify(spec, null, 2), label);
  return <div ref={host} data-testid="spec-code" />;
}
