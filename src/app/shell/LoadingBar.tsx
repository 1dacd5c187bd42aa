import { Progress } from '@mantine/core';
import { useT } from '../../shared/i18n';
import { shellMessages } from './messages';

/** Shown at the top while the session's data loads (spec 2.1). */
export function LoadingBar() {
  const t = useT();
  return (
    <Progress
      value={100}
      animated
      striped
      size="sm"
      radius={0}
      aria-label={t(shellMessages.loading)}
      pos="fixed"
      top={0}
      left={0}
      right={0}
      style={{ zIndex: 1000 }}
    />
  );
}
