import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { type Organization } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useIsOnline } from '../../../shared/network';
import { paths } from '../../../shared/routing';
import { PendingPage, QueryError } from '../../../shared/ui';
import { FetchedAt } from '../../../shared/ui/offline';
import {
  organizationFieldMessages as fields,
  organizationsMessages as m,
  organizationTypeMessages,
} from './messages';
import { OrganizationSettings } from './OrganizationSettings';
import { organizationsQueries } from './queries';

const SHOWN = [
  'shortName',
  'tenantId',
  'streetName',
  'streetNumber',
  'postalCode',
  'place',
  'country',
  'registrar',
  'registrationId',
  'email',
  'phoneNumber',
] as const satisfies readonly (keyof Organization)[];

/**
 * An organization (spec 2.4): its details, links to its users and audit log, an edit button,
 * and its settings. Offline the last details show with their age.
 */
export function OrganizationPage() {
  const t = useT();
  const organizationId = Number(useParams<{ organizationId: string }>().organizationId);
  const details = useQuery(organizationsQueries.detail(organizationId));
  const parent = useQuery({
    ...organizationsQueries.detail(details.data?.parentId ?? 0),
    enabled: Boolean(details.data?.parentId),
  });
  const online = useIsOnline();
  const organization = details.data;
  if (!organization) {
    return details.isError ? (
      <QueryError error={details.error} onRetry={() => void details.refetch()} />
    ) : (
      <PendingPage />
    );
  }
  const item = (label: string, value: string) => (
    <div key={label}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </div>
  );
  const parentName = organization.parentId
    ? (parent.data?.name ?? String(organization.parentId))
    : t(m.noParent);

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          {organization.name}
        </Title>
        <Button component={Link} href={`~${paths.settings.editOrganization(organizationId)}`}>
          {t(m.edit)}
        </Button>
      </Group>
      {details.isError && online && (
        <QueryError error={details.error} onRetry={() => void details.refetch()} />
      )}
      <FetchedAt updatedAt={details.dataUpdatedAt} />
      <Card withBorder>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {item(t(fields.type), t(organizationTypeMessages[organization.type]))}
          {item(t(fields.parentId), parentName)}
          {SHOWN.map((field) => item(t(fields[field]), organization[field] ?? t(m.none)))}
          {item(
            t(fields.managementApiEnabled),
            t(organization.managementApiEnabled ? m.yes : m.no),
          )}
        </SimpleGrid>
      </Card>
      <Group gap="md">
        <Anchor component={Link} href={`~${paths.settings.organizationUsers(organizationId)}`}>
          {t(m.users, { name: organization.name })}
        </Anchor>
        <Anchor component={Link} href={`~${paths.settings.audit(organizationId)}`}>
          {t(m.auditLog, { name: organization.name })}
        </Anchor>
      </Group>
      <OrganizationSettings organizationId={organizationId} />
    </Stack>
  );
}
