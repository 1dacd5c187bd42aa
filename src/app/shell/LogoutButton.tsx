import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../shared/i18n';
import { isBoolean, readStored, writeStored } from '../../shared/lib';
import { useLogout } from '../auth/useLogout';
import { commonMessages } from '../../shared/ui';
import { shellMessages } from './messages';

const SKIP_CONFIRM_KEY = 'console.logout.skipConfirmation';

/** Log out, after a confirmation the user can turn off with "Don't ask again". */
export function LogoutButton() {
  const t = useT();
  const logout = useLogout();
  const [opened, setOpened] = useState(false);
  const [dontAskAgain, setDontAskAgain] = useState(false);

  function start() {
    if (readStored(SKIP_CONFIRM_KEY, false, isBoolean)) void logout();
    else setOpened(true);
  }

  function confirm() {
    if (dontAskAgain) writeStored(SKIP_CONFIRM_KEY, true);
    setOpened(false);
    void logout();
  }

  return (
    <>
      <Button variant="subtle" onClick={start}>
        {t(shellMessages.logOut)}
      </Button>
      {/* Built from parts: the stock header is a <header> element, a second banner landmark. */}
      <Modal.Root opened={opened} onClose={() => setOpened(false)} centered>
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Body pt="md">
            <Stack>
              <Modal.Title fw={700}>{t(shellMessages.logOutTitle)}</Modal.Title>
              <Text>{t(shellMessages.logOutQuestion)}</Text>
              <Checkbox
                label={t(shellMessages.dontAskAgain)}
                checked={dontAskAgain}
                onChange={(event) => setDontAskAgain(event.currentTarget.checked)}
              />
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpened(false)}>
                  {t(commonMessages.cancel)}
                </Button>
                <Button color="red" onClick={confirm}>
                  {t(shellMessages.logOut)}
                </Button>
              </Group>
            </Stack>
          </Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
