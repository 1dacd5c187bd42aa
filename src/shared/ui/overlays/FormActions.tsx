import { Alert, Button, Group } from '@mantine/core';
import { describeError } from '../../api';
import { useT, type Message } from '../../i18n';
import { commonMessages } from '../messages';

interface FormActionsProps {
  /** The save's failure, shown above the buttons under `failedTitle`; none: nothing shown. */
  failure: { error: unknown } | null;
  failedTitle: Message;
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  /** The save button's label ("Save" if not given). */
  saveLabel?: Message;
  /** Disables saving offline, with the reason (useNeedsServer). */
  needsServer: { disabled: boolean; 'aria-describedby': string | undefined };
}

/** The end of a form in a dialog: what went wrong with the save, then Cancel and Save. */
export function FormActions({
  failure,
  failedTitle,
  onCancel,
  onSave,
  saving,
  saveLabel = commonMessages.save,
  needsServer,
}: FormActionsProps) {
  const t = useT();
  return (
    <>
      {failure && (
        <Alert color="red" role="alert" title={t(failedTitle)}>
          {describeError(failure.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t(commonMessages.cancel)}
        </Button>
        <Button onClick={onSave} loading={saving} {...needsServer}>
          {t(saveLabel)}
        </Button>
      </Group>
    </>
  );
}
