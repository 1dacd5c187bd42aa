import { Button, Center, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../shared/i18n';
import { commonMessages } from '../../shared/ui';
import { logoutMessages } from '../auth/logoutMessages';
import { useLogout } from '../auth/useLogout';
import { networkMessages } from './messages';
import { SnapshotRelease } from '../snapshot/SnapshotRecorder';
import { OfflineBanner } from './OfflineBanner';

/**
 * The session's data could not be fetched and none is persisted on this device, but the
 * server did not refuse the session: stay signed in and offer to try again.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  const logout = useLogout();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={480}>
        <SnapshotRelease />
        <OfflineBanner />
        <Text role="alert" ta="center">
          {t(networkMessages.sessionUnavailable)}
        </Text>
        <Group>
          <Button onClick={onRetry}>{t(commonMessages.retry)}</Button>
          <Button variant="default" onClick={() => void logout()}>
            {t(logoutMessages.logOut)}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
