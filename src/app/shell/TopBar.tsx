import { Burger, Button, Group, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useT } from '../../shared/i18n';
import { paths } from '../../shared/routing';
import { authMessages } from '../auth/messages';
import { LogoutButton } from './LogoutButton';
import { ModuleSelector } from './ModuleSelector';
import { shellMessages } from './messages';
import { MAIN_MENU_ID } from './NotFoundPage';
import { shellState } from './shellState';

export function TopBar() {
  const t = useT();
  const { menuOpen } = useSnapshot(shellState);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menuOpen}
          onClick={() => (shellState.menuOpen = !menuOpen)}
          size="sm"
          aria-label={t(shellMessages.toggleMenu)}
          aria-expanded={menuOpen}
          aria-controls={MAIN_MENU_ID}
        />
        <Title order={2} size="h4">
          {t(authMessages.productName)}
        </Title>
        <ModuleSelector />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} href={paths.settings.userConfiguration()} variant="subtle">
          {t(shellMessages.userConfiguration)}
        </Button>
        <LogoutButton />
      </Group>
    </Group>
  );
}
