import { Badge } from '@mantine/core';
import type { WorkflowPhase } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { workflowsMessages as m } from './messages';

/**
 * A colour per phase: grey before work, violet in review, blue under way, cyan and teal done, red
 * refused; each shade dark enough for white text to keep WCAG AA contrast in both schemes.
 */
export const PHASE_COLORS: Record<WorkflowPhase, string> = {
  new: 'gray.7',
  draft: 'gray.7',
  submitted: 'indigo.8',
  reviewing: 'violet.8',
  evaluating: 'grape.8',
  inProgress: 'blue.8',
  complete: 'cyan.9',
  approved: 'teal.9',
  rejected: 'red.9',
};

export function PhaseBadge({ phase }: { phase: WorkflowPhase }) {
  const t = useT();
  return (
    <Badge color={PHASE_COLORS[phase]} variant="filled" autoContrast data-phase={phase}>
      {t(m[phase])}
    </Badge>
  );
}
