import { Stack, Text, Title } from '@mantine/core';
import { useT, type Message } from '../../shared/i18n';
import { shellMessages } from './messages';

/** A page the active role may not open (spec 2.1). */
export function MissingPermissionsPage({ page }: { page: Message }) {
  const t = useT();
  return (
    <Stack align="flex-start" p="md">
      <Title order={1} size="h2">
        {t(shellMessages.missingPermissions, { page: t(page) })}
      </Title>
      <Text>{t(shellMessages.askAdministrator)}</Text>
    </Stack>
  );
}
