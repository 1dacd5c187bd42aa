import { Alert, Button, Group, Stack } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { describeError } from '../../../../shared/api';
import { useT } from '../../../../shared/i18n';
import { commonMessages } from '../../../../shared/ui';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { ModalDialog } from '../../../../shared/ui/overlays';
import { resubmitMessages as m } from '../messages';
import type { useResubmitTraces } from '../queries';

interface ResubmitDialogProps {
  opened: boolean;
  title: string;
  /** What is sent, in words. */
  children: ReactNode;
  confirmLabel: string;
  /** Nothing to send: the confirm button is disabled. */
  empty?: boolean;
  resubmit: ReturnType<typeof useResubmitTraces>;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The confirmation in front of a resubmit, of one trace or of several: what is sent, the
 * failure if the server refused it, and the confirm button, disabled offline with the reason.
 */
export function ResubmitDialog({
  opened,
  title,
  children,
  confirmLabel,
  empty = false,
  resubmit,
  onCancel,
  onConfirm,
}: ResubmitDialogProps) {
  const t = useT();
  const noteId = useId();
  const needsServer = useNeedsServer(noteId);
  return (
    <ModalDialog opened={opened} onClose={onCancel} title={title}>
      <Stack>
        {children}
        {resubmit.isError && (
          <Alert color="red" role="alert" title={t(m.failed)}>
            {describeError(resubmit.error, t)}
          </Alert>
        )}
        <NeedsServerNote id={noteId} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t(commonMessages.cancel)}
          </Button>
          <Button
            data-autofocus
            loading={resubmit.isPending}
            {...needsServer}
            disabled={needsServer.disabled || empty}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
