import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import type { Trace } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { resubmitTargets, type ResubmitGate } from '../lib/resubmit';
import type { TraceFilter } from '../lib/traceFilter';
import { useResubmitTraces } from '../queries';
import { clearTraceSelection } from '../state';
import { resubmitMessages as m } from '../messages';
import { ResubmitDialog } from './ResubmitDialog';

interface ResubmitTracesProps {
  org: number;
  gate: ResubmitGate;
  filter: TraceFilter;
  traces: readonly Trace[];
  selected: readonly number[];
  /** Called after a resubmit, so the page can show the new traces. */
  onResubmitted: () => void;
}

/** What is being confirmed: the ticked traces, or every loaded one (its own choice). */
type Choice = 'ticked' | 'all';

/**
 * Resubmit payloads (spec 4): only with a Flow ID and a Has payload filter. "Resubmit" sends
 * the ticked traces and is disabled while none is ticked; sending every loaded trace is a
 * choice of its own, with the count on its button and in its confirmation. Offline both are
 * disabled, with a note saying why.
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
  const [choice, setChoice] = useState<Choice | null>(null);
  // The dialog keeps its choice while it closes.
  const [shown, setShown] = useState<Choice>('ticked');
  const resubmit = useResubmitTraces(org);
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  if (!gate.visible) return null;
  const ticked =
    gate.enabled && selected.length > 0 ? resubmitTargets(traces, selected, filter) : [];
  const everyLoaded = gate.enabled ? resubmitTargets(traces, [], filter) : [];
  const targets = shown === 'all' ? everyLoaded : ticked;
  const ask = (next: Choice) => {
    resubmit.reset();
    setShown(next);
    setChoice(next);
  };

  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Button
          disabled={needsServer.disabled || ticked.length === 0}
          aria-describedby={needsServer['aria-describedby']}
          onClick={() => ask('ticked')}
        >
          {t(m.button)}
        </Button>
        {gate.enabled && (
          <>
            <Text size="sm" c="dimmed">
              {t(m.ticked, { count: selected.length })}
            </Text>
            {selected.length > 0 && (
              <Button variant="subtle" size="xs" onClick={clearTraceSelection}>
                {t(m.clearSelection)}
              </Button>
            )}
            <Button
              variant="default"
              size="xs"
              disabled={needsServer.disabled || everyLoaded.length === 0}
              aria-describedby={needsServer['aria-describedby']}
              onClick={() => ask('all')}
            >
              {t(m.allButton, { count: everyLoaded.length })}
            </Button>
          </>
        )}
      </Group>
      <NeedsServerNote id={noteId} />
      {!gate.enabled && (
        <Text size="sm" c="dimmed">
          {t(m.needFilters)}
        </Text>
      )}
      {gate.enabled && everyLoaded.length === 0 && traces.length > 0 && (
        <Text size="sm" c="dimmed">
          {t(m.nothing)}
        </Text>
      )}
      {resubmit.isSuccess && (
        <Alert color="green" role="status" py={6}>
          {t(m.done, { count: resubmit.data.resubmitted })}
        </Alert>
      )}
      <ResubmitDialog
        opened={choice !== null}
        title={t(shown === 'all' ? m.allTitle : m.title)}
        confirmLabel={
          shown === 'all' ? t(m.allConfirmButton, { count: targets.length }) : t(m.button)
        }
        empty={targets.length === 0}
        resubmit={resubmit}
        onCancel={() => setChoice(null)}
        onConfirm={() =>
          resubmit.mutate(
            { flowId: filter.flowId, traceIds: targets },
            {
              onSuccess: () => {
                setChoice(null);
                clearTraceSelection();
                onResubmitted();
              },
            },
          )
        }
      >
        <Text data-testid="resubmit-confirm">
          {t(shown === 'all' ? m.allConfirm : m.confirm, {
            count: targets.length,
            flowId: filter.flowId,
          })}
        </Text>
      </ResubmitDialog>
    </Stack>
  );
}
