import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { useConsoleSession } from '../../../shared/session';
import { roleMessages } from '../../../shared/ui';
import { settingsMessages } from '../messages';
import { usersMessages } from '../users/messages';

/** Settings overview (spec 2.4): greeting, current organization and role. */
export function OverviewPage() {
  const t = useT();
  const { user, organization, activeRole } = useConsoleSession();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(settingsMessages.greeting, { name: user.name })}
      </Title>
      <Text>{t(settingsMessages.currentOrganization, { organization: organization.name })}</Text>
      <Text>{t(settingsMessages.currentRole, { role: t(roleMessages[activeRole.role]) })}</Text>
      <Card withBorder maw={360}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t(usersMessages.menu)}
          </Title>
          <Anchor
            component={Link}
            href={`~${paths.settings.organizationUsers(activeRole.organizationId)}`}
          >
            {t(usersMessages.overviewCard, { organization: organization.name })}
          </Anchor>
        </Stack>
      </Card>
      <Card withBorder maw={360}>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t(settingsMessages.userConfigurationTitle)}
          </Title>
          <Anchor component={Link} href={`~${paths.settings.userConfiguration()}`}>
            {t(settingsMessages.openUserConfiguration)}
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
