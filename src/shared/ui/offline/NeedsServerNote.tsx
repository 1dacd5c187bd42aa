import { Text } from '@mantine/core';
import { useIsOnline } from '../../network';
import { useT } from '../../i18n';
import { offlineMessages } from './messages';

/**
 * Says why an action is disabled while offline. Give the disabled control
 * `aria-describedby={id}` so a screen reader says it too.
 */
export function NeedsServerNote({ id }: { id: string }) {
  const t = useT();
  const online = useIsOnline();
  if (online) return null;
  return (
    <Text id={id} size="sm" c="dimmed" role="note">
      {t(offlineMessages.needsServer)}
    </Text>
  );
}

/** Props that disable a control needing the server while offline, and point at the note. */
export function useNeedsServer(noteId: string): {
  disabled: boolean;
  'aria-describedby': string | undefined;
} {
  const online = useIsOnline();
  return { disabled: !online, 'aria-describedby': online ? undefined : noteId };
}
