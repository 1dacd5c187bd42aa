import { Button, Stack, Title } from '@mantine/core';
import { useT } from '../../shared/i18n';
import { shellMessages } from './messages';
import { openMenu } from './shellState';

export const MAIN_MENU_ID = 'main-menu';

/** An unknown path (spec 2.1), with a button that opens the menu. */
export function NotFoundPage() {
  const t = useT();
  function showMenu() {
    openMenu();
    // Let the menu render open before moving focus into it.
    window.setTimeout(() => document.getElementById(MAIN_MENU_ID)?.focus(), 0);
  }
  return (
    <Stack align="flex-start" p="md">
      <Title order={1} size="h2">
        {t(shellMessages.notFound)}
      </Title>
      <Button onClick={showMenu}>{t(shellMessages.openMenu)}</Button>
    </Stack>
  );
}
