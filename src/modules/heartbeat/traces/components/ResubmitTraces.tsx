import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { Trace } from '../../../../shared/contracts';
import { describeError } from '../../../../shared/api';
import { useT } from '../../../../shared/i18n';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { commonMessages } from '../../../../shared/ui';
import { resubmitTargets, type ResubmitGate } from '../lib/resubmit';
import type { TraceFilter } from '../lib/traceFilter';
import { useResubmitTraces } from '../queries';
import { clearTraceSelection } from '../state';
import { resubmitMessages } from '../messages';
import { ModalDialog } from '../../../../shared/ui/overlays';

interface ResubmitTracesProps {
  org: number;
  gate: ResubmitGate;
  filter: TraceFilter;
  traces: readonly Trace[];
  selected: readonly number[];
  /** Called after a resubmit, so the page can show the new traces. */
  onResubmitted: () => void;
}

/**
 * Resubmit payloads (spec 4): only with a Flow ID and a Has payload filter, after a
 * confirmation that says how many traces will be resubmitted. Offline it is disabled, with a
 * note saying why.
 */
export function ResubmitTraces({
  org,
  gate,
  filter,
  traces,
  selected,
  onResubmitted,
}: ResubmitTracesProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const resubmit = useResubmitTraces(org);
  const noteId = useId();
  const dialogNoteId = useId();
  const needsServer = useNeedsServer(noteId);
  const confirmNeedsServer = useNeedsServer(dialogNoteId);
  if (!gate.visible) return null;
  const targets = gate.enabled ? resubmitTargets(traces, selected, filter) : [];

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          disabled={needsServer.disabled || !gate.enabled || targets.length === 0}
          aria-describedby={needsServer['aria-describedby']}
          onClick={() => {
            resubmit.reset();
            setConfirming(true);
          }}
        >
          {t(resubmitMessages.button)}
        </Button>
        {gate.enabled && (
          <Text size="sm" c="dimmed">
            {t(resubmitMessages.selection, { count: selected.length })}
          </Text>
        )}
        {gate.enabled && selected.length > 0 && (
          <Button variant="subtle" size="xs" onClick={clearTraceSelection}>
            {t(resubmitMessages.clearSelection)}
          </Button>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
      {!gate.enabled && (
        <Text size="sm" c="dimmed">
          {t(resubmitMessages.needFilters)}
        </Text>
      )}
      {gate.enabled && targets.length === 0 && traces.length > 0 && (
        <Text size="sm" c="dimmed">
          {t(resubmitMessages.nothing)}
        </Text>
      )}
      {resubmit.isSuccess && (
        <Alert color="green" role="status" py={6}>
          {t(resubmitMessages.done, { count: resubmit.data.resubmitted })}
        </Alert>
      )}
      <ModalDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t(resubmitMessages.title)}
      >
        <Stack>
          <Text data-testid="resubmit-confirm">
            {t(resubmitMessages.confirm, { count: targets.length, flowId: filter.flowId })}
          </Text>
          {resubmit.isError && (
            <Alert color="red" role="alert" title={t(resubmitMessages.failed)}>
              {describeError(resubmit.error, t)}
            </Alert>
          )}
          <NeedsServerNote id={dialogNoteId} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(commonMessages.cancel)}
            </Button>
            <Button
              loading={resubmit.isPending}
              {...confirmNeedsServer}
              onClick={() =>
                resubmit.mutate(
                  { flowId: filter.flowId, traceIds: targets },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      clearTraceSelection();
                      onResubmitted();
                    },
                  },
                )
              }
            >
              {t(resubmitMessages.button)}
            </Button>
          </Group>
        </Stack>
      </ModalDialog>
    </Stack>
  );
}
