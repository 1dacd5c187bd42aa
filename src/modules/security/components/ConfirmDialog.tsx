import { Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../../shared/i18n';
import { commonMessages } from '../../../shared/ui';
import { ModalDialog } from '../../../shared/ui/overlays';
import { sessionsMessages } from './messages';

interface TerminateDialogProps {
  opened: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before the selected sessions are ended (spec 2.4: terminate selected, with confirm). */
export function TerminateDialog({ opened, count, onCancel, onConfirm }: TerminateDialogProps) {
  const t = useT();
  return (
    <ModalDialog opened={opened} onClose={onCancel} title={t(sessionsMessages.confirmTitle)}>
      <Stack gap="md">
        <Text>{t(sessionsMessages.confirmText, { count })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t(commonMessages.cancel)}
          </Button>
          <Button color="red" onClick={onConfirm} data-autofocus>
            {t(sessionsMessages.confirm)}
          </Button>
        </Group>
      </Stack>
    </ModalDialog>
  );
}
