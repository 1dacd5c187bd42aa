import { ActionIcon, Burger, Button, Group, Title } from '@mantine/core';
import { Link } from 'wouter';
import { useT } from '../../shared/i18n';
import { paths } from '../../shared/routing';
import { authMessages } from '../auth/messages';
import { LogoutButton } from './LogoutButton';
import { ModuleSelector } from './ModuleSelector';
import { shellMessages } from './messages';
import { MAIN_MENU_ID } from './NotFoundPage';
import { useMenu } from './useMenu';

export function TopBar() {
  const t = useT();
  const menu = useMenu();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={menu.open}
          onClick={menu.toggle}
          size="sm"
          aria-label={t(shellMessages.toggleMenu)}
          aria-expanded={menu.open}
          aria-controls={MAIN_MENU_ID}
        />
        <Title order={2} size="h4" visibleFrom="xs">
          {t(authMessages.productName)}
        </Title>
        <ModuleSelector />
      </Group>
      <Group gap="xs" wrap="nowrap">
        {/* A phone has no room for the words: the same link as an icon. */}
        <Button
          component={Link}
          href={paths.settings.userConfiguration()}
          variant="subtle"
          visibleFrom="sm"
        >
          {t(shellMessages.userConfiguration)}
        </Button>
        <ActionIcon
          component={Link}
          href={paths.settings.userConfiguration()}
          variant="subtle"
          size="lg"
          hiddenFrom="sm"
          aria-label={t(shellMessages.userConfiguration)}
        >
          <SettingsIcon />
        </ActionIcon>
        <LogoutButton />
      </Group>
    </Group>
  );
}

/** A gear, drawn in the text colour. */
function SettingsIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="3" />
      <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
    </svg>
  );
}
