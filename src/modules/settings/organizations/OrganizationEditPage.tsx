import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'wouter';
import { isOwner } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { useConsoleSession } from '../../../shared/session';
import { PendingPage, QueryError } from '../../../shared/ui';
import { organizationsMessages as m } from './messages';
import { OrganizationForm } from './OrganizationForm';
import { organizationsQueries } from './queries';

/** Creates an organization (`organizations/new`, owners) or edits one (`…/{id}/edit`). */
export function OrganizationEditPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const owner = isOwner(useConsoleSession().roles);
  const param = useParams<{ organizationId?: string }>().organizationId;
  const organizationId = param === undefined ? null : Number(param);
  const existing = useQuery({
    ...organizationsQueries.detail(organizationId ?? 0),
    enabled: organizationId !== null,
  });
  const done = (id: number | null) =>
    navigate(`~${id === null ? paths.settings.organizations() : paths.settings.organization(id)}`);

  if (organizationId !== null && !existing.data) {
    return existing.isError ? (
      <QueryError error={existing.error} onRetry={() => void existing.refetch()} />
    ) : (
      <PendingPage />
    );
  }
  const organization = existing.data ?? null;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {organization ? t(m.editTitle, { name: organization.name }) : t(m.createTitle)}
      </Title>
      <OrganizationForm
        organization={organization}
        owner={owner}
        onSaved={(saved) => done(saved.organizationId)}
        onCancel={() => done(organizationId)}
      />
    </Stack>
  );
}
