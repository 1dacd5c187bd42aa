import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { TraceDetails } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { useConsoleSession } from '../../../../shared/session';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ResubmitDialog } from './ResubmitDialog';
import { canResubmitTraces } from '../../lib/permissions';
import { resubmitMessages as m } from '../messages';
import { useResubmitTraces } from '../queries';

/**
 * Resubmit one trace's payload from its details, after a confirmation naming it: to users the
 * resubmitTraces feature and their role allow (as the list's Resubmit). A trace without a
 * payload has nothing to send: the button is disabled, with the reason.
 */
export function ResubmitTrace({ org, trace }: { org: number; trace: TraceDetails }) {
  const t = useT();
  const session = useConsoleSession();
  const resubmit = useResubmitTraces(org);
  const [confirming, setConfirming] = useState(false);
  const noteId = useId();
  const reasonId = useId();
  const needsServer = useNeedsServer(noteId);
  if (!canResubmitTraces(session.activeRole.role, session.features)) return null;
  const noPayload = trace.payloadId === null;
  const describedBy = noPayload ? reasonId : needsServer['aria-describedby'];

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          variant="light"
          w="fit-content"
          disabled={needsServer.disabled || noPayload}
          aria-describedby={describedBy}
          onClick={() => {
            resubmit.reset();
            setConfirming(true);
          }}
        >
          {t(m.oneButton)}
        </Button>
        {noPayload && (
          <Text id={reasonId} size="sm" c="dimmed">
            {t(m.noPayload)}
          </Text>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
      {resubmit.isSuccess && (
        <Alert color="green" role="status" py={6}>
          {t(m.done, { count: resubmit.data.resubmitted })}
        </Alert>
      )}
      <ResubmitDialog
        opened={confirming}
        title={t(m.oneTitle, { id: trace.id })}
        confirmLabel={t(m.button)}
        resubmit={resubmit}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          resubmit.mutate(
            { flowId: trace.flowId, traceIds: [trace.id] },
            { onSuccess: () => setConfirming(false) },
          )
        }
      >
        <Text>{t(m.oneConfirm, { id: trace.id, flowId: trace.flowId })}</Text>
      </ResubmitDialog>
    </Stack>
  );
}
