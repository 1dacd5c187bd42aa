import { Alert, Code, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n';
import { QueryError } from '../QueryError';
import { ModalDialog } from '../overlays';
import { auditMessages as m } from './messages';
import type { AuditQueries } from './queries';

interface PayloadDialogProps {
  queries: AuditQueries;
  org: number;
  auditEventId: number | null;
  onClose: () => void;
}

/** An event's entity payload as formatted JSON; says so when the entity has been deleted. */
export function PayloadDialog({ queries, org, auditEventId, onClose }: PayloadDialogProps) {
  const { t } = useI18n();
  const event = useQuery({
    ...queries.event(org, auditEventId ?? 0),
    enabled: auditEventId !== null,
  });
  return (
    <ModalDialog
      opened={auditEventId !== null}
      onClose={onClose}
      size="lg"
      title={auditEventId === null ? '' : t(m.payloadTitle, { id: auditEventId })}
    >
      {event.isError ? (
        <QueryError error={event.error} onRetry={() => void event.refetch()} />
      ) : event.data ? (
        <Stack gap="sm">
          {event.data.entityDeleted && (
            <Alert color="orange" role="status">
              {t(m.entityDeleted)}
            </Alert>
          )}
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {JSON.stringify(event.data.payload, null, 2)}
          </Code>
        </Stack>
      ) : (
        <Skeleton height={160} />
      )}
    </ModalDialog>
  );
}
