import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { describeError } from '../../../shared/api';
import {
  CLOSABLE_STATES,
  EXECUTABLE_STATES,
  type Asset,
  type AssetAction,
} from '../../../shared/contracts';
import { useT, type Translate } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { ModalDialog } from '../../../shared/ui/overlays';
import { assetsQueries, useActionChange } from '../queries';
import { actionSourceMessages, actionTypeMessages, actionsMessages as m } from './messages';

type Change = 'execute' | 'close';

/**
 * Execute or close the action, each after a confirmation (spec 2.4); shown to Operators and
 * up. Offline both are disabled, with a note saying why.
 */
export function ActionChangeButtons({ org, action }: { org: number; action: AssetAction }) {
  const t = useT();
  const mutation = useActionChange(org);
  const noteId = useId();
  const dialogNoteId = useId();
  const needsServer = useNeedsServer(noteId);
  const confirmNeedsServer = useNeedsServer(dialogNoteId);
  const [asking, setAsking] = useState<Change | null>(null);
  // The dialog keeps its change while it closes.
  const [change, setChange] = useState<Change>('execute');
  const ask = (next: Change) => {
    mutation.reset();
    setChange(next);
    setAsking(next);
  };
  const canExecute = EXECUTABLE_STATES.includes(action.state);
  const canClose = CLOSABLE_STATES.includes(action.state);
  if (!canExecute && !canClose) return null;

  return (
    <>
      <Stack gap={4}>
        <Group gap="sm">
          {canExecute && (
            <Button onClick={() => ask('execute')} {...needsServer}>
              {t(m.execute)}
            </Button>
          )}
          {canClose && (
            <Button variant="default" onClick={() => ask('close')} {...needsServer}>
              {t(m.close)}
            </Button>
          )}
        </Group>
        <NeedsServerNote id={noteId} />
      </Stack>
      <ModalDialog
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={t(change === 'execute' ? m.executeTitle : m.closeTitle, { id: action.id })}
      >
        <Stack>
          {change === 'execute' ? (
            <ExecuteText org={org} action={action} />
          ) : (
            <Text size="sm">{t(m.closeText)}</Text>
          )}
          {mutation.isError && (
            <Alert
              color="red"
              role="alert"
              title={t(change === 'execute' ? m.executeFailed : m.closeFailed)}
            >
              {describeError(mutation.error, t)}
            </Alert>
          )}
          <NeedsServerNote id={dialogNoteId} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(null)}>
              {t(commonMessages.cancel)}
            </Button>
            <Button
              data-autofocus
              loading={mutation.isPending}
              onClick={() =>
                mutation.mutate(
                  { actionId: action.id, change },
                  { onSuccess: () => setAsking(null) },
                )
              }
              {...confirmNeedsServer}
            >
              {t(change === 'execute' ? m.execute : m.close)}
            </Button>
          </Group>
        </Stack>
      </ModalDialog>
    </>
  );
}

/** The action type in words; a type the console does not know, as its code. */
export function actionTypeLabel(t: Translate, type: string): string {
  return type in actionTypeMessages
    ? t(actionTypeMessages[type as keyof typeof actionTypeMessages])
    : type;
}

/** The system that asked for the action in words; a source the console does not know, as it is. */
export function actionSourceLabel(t: Translate, source: string): string {
  const message = Object.hasOwn(actionSourceMessages, source)
    ? actionSourceMessages[source]
    : undefined;
  return message ? t(message) : source;
}

/** The meter the head-end reaches for the usage point now: the one linked without an end. */
function currentMeter(asset: Asset | undefined, now: number): string | null {
  const meters = asset?.meters ?? [];
  const linked = meters.filter(
    (meter) =>
      Date.parse(meter.start) <= now && (meter.end === null || Date.parse(meter.end) > now),
  );
  return (linked[0] ?? meters[0])?.mrId ?? null;
}

/** What executing sends and where: the action type in words, the meter and its usage point. */
function ExecuteText({ org, action }: { org: number; action: AssetAction }) {
  const t = useT();
  const asset = useQuery(assetsQueries.asset(org, action.assetId));
  // The time the confirmation opened: the meter linked then is the one the action goes to.
  const [openedAt] = useState(() => Date.now());
  const meter = currentMeter(asset.data, openedAt);
  const values = { type: actionTypeLabel(t, action.type), usagePoint: action.assetMrId };
  if (asset.isPending && asset.fetchStatus === 'fetching') {
    return (
      <Text size="sm" c="dimmed">
        {t(m.executeMeterLoading, values)}
      </Text>
    );
  }
  return (
    <Text size="sm" data-testid="execute-text">
      {meter ? t(m.executeText, { ...values, meter }) : t(m.executeTextNoMeter, values)}
    </Text>
  );
}
