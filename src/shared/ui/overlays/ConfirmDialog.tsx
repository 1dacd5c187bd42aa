import { Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n';
import { commonMessages } from '../messages';
import { ModalDialog } from './Overlays';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a change that cannot be undone (ending sessions, deleting, removing a role). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirmLabel,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <ModalDialog opened={opened} onClose={onCancel} title={title}>
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t(commonMessages.cancel)}
          </Button>
          <Button color="red" onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
