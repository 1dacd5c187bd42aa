import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { isOwner } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { useConsoleSession } from '../../../shared/session';
import { QueryError, roleMessages, SectionCard } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import { useCompactTime } from '../../../shared/ui/table';
import { auditQueries } from '../audit/queries';
import { featuresMessages } from '../features/messages';
import { settingsMessages } from '../messages';
import { organizationsMessages, organizationTypeMessages } from '../organizations/messages';
import { usersMessages } from '../users/messages';

/** The newest events of the organization's audit log, with a link to the whole log. */
function LatestAudit({ organizationId }: { organizationId: number }) {
  const t = useT();
  const formatTime = useCompactTime();
  const latest = useQuery(auditQueries.latest(organizationId));
  return (
    <>
      {latest.isError && !latest.data && (
        <QueryError error={latest.error} onRetry={() => void latest.refetch()} />
      )}
      {latest.data &&
        (latest.data.data.length === 0 ? (
          <Text size="sm">{t(settingsMessages.noEvents)}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {latest.data.data.map((event) => (
              <List.Item key={event.auditEventId}>
                {t(settingsMessages.event, {
                  time: formatTime(event.created),
                  event: event.eventType,
                  entity: event.entityType,
                  user: event.createdByName ?? t(settingsMessages.system),
                })}
              </List.Item>
            ))}
          </List>
        ))}
      {latest.data && <FetchedAt updatedAt={latest.dataUpdatedAt} />}
      <Anchor component={Link} href={`~${paths.settings.audit(organizationId)}`}>
        {t(settingsMessages.openAudit)}
      </Anchor>
    </>
  );
}

/**
 * Settings overview (admins, spec 2.4): greeting, current organization and role, and cards for
 * the audit log (its newest events), the organization, the profile and the user configuration.
 */
export function OverviewPage() {
  const t = useT();
  const { user, roles, organization, activeRole } = useConsoleSession();
  const owner = isOwner(roles);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t(settingsMessages.greeting, { name: user.name })}
      </Title>
      <Text>{t(settingsMessages.currentOrganization, { organization: organization.name })}</Text>
      <Text>{t(settingsMessages.currentRole, { role: t(roleMessages[activeRole.role]) })}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SectionCard title={t(settingsMessages.auditTitle)}>
          <LatestAudit organizationId={activeRole.organizationId} />
        </SectionCard>
        <SectionCard title={t(settingsMessages.organizationCard)}>
          <Text size="sm">
            {organization.name} · {t(organizationTypeMessages[organization.type])}
          </Text>
          <Anchor
            component={Link}
            href={`~${paths.settings.organization(activeRole.organizationId)}`}
          >
            {t(settingsMessages.openOrganization)}
          </Anchor>
          <Anchor
            component={Link}
            href={`~${paths.settings.organizationUsers(activeRole.organizationId)}`}
          >
            {t(usersMessages.overviewCard, { organization: organization.name })}
          </Anchor>
          <Anchor component={Link} href={`~${paths.settings.organizations()}`}>
            {t(organizationsMessages.menu)}
          </Anchor>
          {owner && (
            <Anchor component={Link} href={`~${paths.settings.features()}`}>
              {t(featuresMessages.title)}
            </Anchor>
          )}
        </SectionCard>
        <SectionCard title={t(settingsMessages.profileCard)}>
          <Text size="sm">{user.name}</Text>
          <Text size="sm">{user.email}</Text>
          {user.phone && <Text size="sm">{user.phone}</Text>}
          <Anchor
            component={Link}
            href={`~${paths.settings.organizationUser(activeRole.organizationId, user.userId)}`}
          >
            {t(settingsMessages.openProfile)}
          </Anchor>
        </SectionCard>
        <SectionCard title={t(settingsMessages.userConfigurationTitle)}>
          <Anchor component={Link} href={`~${paths.settings.userConfiguration()}`}>
            {t(settingsMessages.openUserConfiguration)}
          </Anchor>
        </SectionCard>
      </SimpleGrid>
    </Stack>
  );
}
