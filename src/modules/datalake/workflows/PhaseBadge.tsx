import { Badge } from '@mantine/core';
import type { WorkflowPhase } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { workflowsMessages as m } from './messages';

/** A colour per phase: grey before work, violet in review, blue under way, green done, red refused. */
export const PHASE_COLORS: Record<WorkflowPhase, string> = {
  new: 'gray',
  draft: 'gray',
  submitted: 'indigo',
  reviewing: 'violet',
  evaluating: 'grape',
  inProgress: 'blue',
  complete: 'teal',
  approved: 'green',
  rejected: 'red',
};

export function PhaseBadge({ phase }: { phase: WorkflowPhase }) {
  const t = useT();
  return (
    <Badge color={PHASE_COLORS[phase]} variant="filled" autoContrast data-phase={phase}>
      {t(m[phase])}
    </Badge>
  );
}
