import { Alert, Button, Group } from '@mantine/core';
import { describeError } from '../../api';
import { useT, type Message } from '../../i18n';
import { commonMessages } from '../messages';

/** Props that disable a control needing the server while offline (useNeedsServer). */
type NeedsServer = { disabled: boolean; 'aria-describedby': string | undefined };

interface CancelSaveProps {
  onCancel: () => void;
  /** Called by Save; without it, Save submits the form it is in. */
  onSave?: () => void;
  saving: boolean;
  /** The save button's label ("Save" if not given). */
  saveLabel?: Message;
  /** The save button's colour: red for a change that cannot be undone. */
  color?: 'red';
  /** Disables saving offline, with the reason. */
  needsServer: NeedsServer;
}

/** Cancel, then Save (or the change's own word): the two buttons ending a form or a dialog. */
export function CancelSave({
  onCancel,
  onSave,
  saving,
  saveLabel = commonMessages.save,
  color,
  needsServer,
}: CancelSaveProps) {
  const t = useT();
  return (
    <>
      <Button variant="default" onClick={onCancel}>
        {t(commonMessages.cancel)}
      </Button>
      <Button
        type={onSave ? 'button' : 'submit'}
        color={color}
        onClick={onSave}
        loading={saving}
        {...needsServer}
      >
        {t(saveLabel)}
      </Button>
    </>
  );
}

interface FormActionsProps extends CancelSaveProps {
  /** The save's failure, shown above the buttons under `failedTitle`; none: nothing shown. */
  failure: { error: unknown } | null;
  failedTitle: Message;
}

/** The end of a form in a dialog: what went wrong with the save, then Cancel and Save. */
export function FormActions({ failure, failedTitle, ...buttons }: FormActionsProps) {
  const t = useT();
  return (
    <>
      {failure && (
        <Alert color="red" role="alert" title={t(failedTitle)}>
          {describeError(failure.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <CancelSave {...buttons} />
      </Group>
    </>
  );
}
