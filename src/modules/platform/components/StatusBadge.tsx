import { Badge } from '@mantine/core';
import { useT } from '../../../shared/i18n';
import { stateMessages } from '../messages';
import type { DisplayedState } from '../serviceState';

/** Shades whose text (white, or black on orange) keeps WCAG AA contrast in both themes. */
const COLORS: Record<DisplayedState, string> = {
  UP: 'teal.9',
  DOWN: 'red.9',
  UNKNOWN: 'gray.7',
  RESTART: 'orange.4',
};

export function StatusBadge({ state }: { state: DisplayedState }) {
  const t = useT();
  return (
    <Badge color={COLORS[state]} variant="filled" autoContrast data-state={state}>
      {t(stateMessages[state])}
    </Badge>
  );
}
