import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../shared/i18n';
import { authMessages } from '../auth/messages';
import { useLogout } from '../auth/useLogout';
import { logoutMessages } from '../auth/logoutMessages';
import { shellMessages } from './messages';

/** A signed-in user without any role (spec 2.1). */
export function NoRolesPage() {
  const t = useT();
  const logout = useLogout();
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" maw={480}>
        <Stack align="center">
          <Title order={1}>{t(authMessages.productName)}</Title>
          <Text role="alert" ta="center">
            {t(shellMessages.noRoles)}
          </Text>
          <Button onClick={() => void logout()}>{t(logoutMessages.logOut)}</Button>
        </Stack>
      </Paper>
    </Center>
  );
}
