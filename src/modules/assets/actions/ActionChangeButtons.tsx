import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { describeError } from '../../../shared/api';
import { CLOSABLE_STATES, EXECUTABLE_STATES, type AssetAction } from '../../../shared/contracts';
import { useT } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../shared/ui/offline';
import { ModalDialog } from '../../../shared/ui/overlays';
import { useActionChange } from '../queries';
import { actionsMessages as m } from './messages';

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
          <Text size="sm">
            {change === 'execute' ? t(m.executeText, { asset: action.assetMrId }) : t(m.closeText)}
          </Text>
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
