import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { describeError } from '../../../../shared/api';
import type { DeployedFlow } from '../../../../shared/contracts';
import { useT } from '../../../../shared/i18n';
import { NeedsServerNote, useNeedsServer } from '../../../../shared/ui/offline';
import { commonMessages } from '../../../../shared/ui';
import { flowControlMessages as m } from '../messages';
import { reasonError, REASON_MAX } from '../lib/flowControl';
import { useFlowControl } from '../queries';
import { ModalDialog } from '../../../../shared/ui/overlays';

interface FlowControlButtonProps {
  org: number;
  flow: DeployedFlow;
}

/**
 * Pause with a reason, or resume (spec 2.4); the caller shows it only to those allowed.
 * Offline both are disabled, with a note saying why.
 */
export function FlowControlButton({ org, flow }: FlowControlButtonProps) {
  const t = useT();
  const control = useFlowControl(org);
  const noteId = useId();
  const dialogNoteId = useId();
  const needsServer = useNeedsServer(noteId);
  const submitNeedsServer = useNeedsServer(dialogNoteId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // The dialog keeps the action it was opened for while it closes over the updated flow.
  const [action, setAction] = useState<'pause' | 'resume'>('pause');
  const paused = action === 'resume';
  const error = reasonError(reason, action);
  const errorText =
    touched && error
      ? error === 'required'
        ? t(m.required)
        : t(m.tooLong, { max: REASON_MAX })
      : undefined;
  const id = flow.flowSpec.id;

  return (
    <>
      <Stack gap={4} align="flex-end">
        <Button
          variant={flow.disablement ? 'filled' : 'light'}
          onClick={() => {
            control.reset();
            setReason('');
            setTouched(false);
            setAction(flow.disablement ? 'resume' : 'pause');
            setOpen(true);
          }}
          {...needsServer}
        >
          {t(flow.disablement ? m.resume : m.pause)}
        </Button>
        <NeedsServerNote id={noteId} />
      </Stack>
      <ModalDialog
        opened={open}
        onClose={() => setOpen(false)}
        title={t(paused ? m.resumeTitle : m.pauseTitle, { id })}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setTouched(true);
            if (error || submitNeedsServer.disabled) return;
            control.mutate(
              { flowId: id, pause: !paused, reason: reason.trim() },
              { onSuccess: () => setOpen(false) },
            );
          }}
        >
          <Stack>
            <Text size="sm">{t(paused ? m.resumeIntro : m.pauseIntro)}</Text>
            <Textarea
              label={t(paused ? m.reasonOptional : m.reason)}
              required={!paused}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={errorText}
              autosize
              minRows={3}
              data-autofocus
            />
            {control.isError && (
              <Alert color="red" role="alert" title={t(m.failed)}>
                {describeError(control.error, t)}
              </Alert>
            )}
            <NeedsServerNote id={dialogNoteId} />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setOpen(false)}>
                {t(commonMessages.cancel)}
              </Button>
              <Button type="submit" loading={control.isPending} {...submitNeedsServer}>
                {t(paused ? m.resume : m.pause)}
              </Button>
            </Group>
          </Stack>
        </form>
      </ModalDialog>
    </>
  );
}
