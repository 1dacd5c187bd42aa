import { Alert, Button, Group, Text } from '@mantine/core';
import { isOwner } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { useConsoleSession } from '../../../shared/session';
import { QueryError } from '../../../shared/ui';
import type { useNeedsServer } from '../../../shared/ui/offline';
import { useApproveMapping } from '../queries';
import { authenticationMessages as m } from './messages';

/**
 * A mapping waiting for an owner's approval of its domain: the form says so, and an owner
 * approves it here. Sign-in does not use the mapping until then.
 */
export function MappingApproval({
  organizationId,
  mappingId,
  needsServer,
}: {
  organizationId: number;
  mappingId: number;
  /** The form's: offline, approving waits for the server with the form's note. */
  needsServer: ReturnType<typeof useNeedsServer>;
}) {
  const t = useT();
  const owner = isOwner(useConsoleSession().roles);
  const approve = useApproveMapping(organizationId);
  return (
    <Alert color="yellow" title={t(m.awaitingApproval)}>
      <Text size="sm">{t(m.approvalNote)}</Text>
      {owner && (
        <Group mt="sm">
          <Button
            size="xs"
            loading={approve.isPending}
            onClick={() => approve.mutate(mappingId)}
            {...needsServer}
          >
            {t(m.approve)}
          </Button>
        </Group>
      )}
      {approve.isError && <QueryError error={approve.error} title={m.approveFailed} />}
    </Alert>
  );
}
