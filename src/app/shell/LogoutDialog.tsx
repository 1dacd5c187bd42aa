import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../shared/i18n';
import { commonMessages } from '../../shared/ui';
import { logoutMessages } from '../auth/logoutMessages';
import { shellMessages } from './messages';

interface LogoutDialogProps {
  opened: boolean;
  onCancel: () => void;
  /** `dontAskAgain`: the user turned the question off. */
  onConfirm: (dontAskAgain: boolean) => void;
}

/**
 * "Log out?" with "Don't ask again". Its own chunk (LogoutButton loads it when the button is
 * pointed at, focused or pressed): the dialog's parts are not needed to show any page.
 */
export function LogoutDialog({ opened, onCancel, onConfirm }: LogoutDialogProps) {
  const t = useT();
  const [dontAskAgain, setDontAskAgain] = useState(false);
  // Drawn closed first, then opened: it appears with its transition, as it did before its
  // code was split off, also the first time.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setDrawn(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return (
    // Built from parts: the stock header is a <header> element, a second banner landmark.
    <Modal.Root opened={opened && drawn} onClose={onCancel} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Body pt="md">
          <Stack>
            <Modal.Title fw={700}>{t(logoutMessages.logOutTitle)}</Modal.Title>
            <Text>{t(logoutMessages.logOutQuestion)}</Text>
            <Checkbox
              label={t(shellMessages.dontAskAgain)}
              checked={dontAskAgain}
              onChange={(event) => setDontAskAgain(event.currentTarget.checked)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onCancel}>
                {t(commonMessages.cancel)}
              </Button>
              <Button color="red" onClick={() => onConfirm(dontAskAgain)}>
                {t(logoutMessages.logOut)}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
