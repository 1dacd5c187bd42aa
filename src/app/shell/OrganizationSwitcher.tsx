import { Button, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useLocation } from 'wouter';
import { defineMessages, useT } from '../../shared/i18n';
import { withOrganization } from '../../shared/routing';
import { useConsoleSession } from '../../shared/session';
import { roleMessages } from '../../shared/ui';
import { shellMessages } from './messages';

const switcherMessages = defineMessages({
  single: {
    id: 'shell.organizationSwitcher.single',
    defaultMessage:
      'You have a role in one organization only. Seeing another organization’s data needs a role there, given by one of its administrators; the owner’s administrators manage organizations in Settings, not their data.',
  },
});

/**
 * The footer switcher of organization and role; disabled with a single role (spec 1), and
 * then saying why, in a tooltip and to a screen reader. An owner's administrator is no
 * exception: spec 6 makes the owner count as admin in organization settings only, so the
 * data of a customer organization (Data Lake, Assets) is seen with a role in it.
 */
export function OrganizationSwitcher() {
  const t = useT();
  const { roles, activeRole } = useConsoleSession();
  const [location, navigate] = useLocation();
  const describe = (entry: typeof activeRole) =>
    t(shellMessages.organizationRole, {
      organization: entry.organizationDetails.name,
      role: t(roleMessages[entry.role]),
    });

  function choose(shortName: string) {
    navigate(`${location}${withOrganization(window.location.search, shortName)}`);
  }

  const whyId = useId();
  const single = roles.length < 2;
  const button = (
    <Button
      variant="default"
      disabled={single}
      aria-label={t(shellMessages.organizationSwitcher, { current: describe(activeRole) })}
      aria-describedby={single ? whyId : undefined}
    >
      {describe(activeRole)}
    </Button>
  );
  if (single) {
    // A disabled button gets no pointer events: the tooltip listens on its wrapper.
    return (
      <Tooltip
        label={t(switcherMessages.single)}
        multiline
        w={320}
        events={{ hover: true, focus: true, touch: true }}
      >
        <span>
          {button}
          <VisuallyHidden id={whyId}>{t(switcherMessages.single)}</VisuallyHidden>
        </span>
      </Tooltip>
    );
  }

  return (
    <Menu position="top-start" withinPortal>
      <Menu.Target>{button}</Menu.Target>
      <Menu.Dropdown>
        {roles.map((entry) => (
          <Menu.Item
            key={entry.organizationId}
            disabled={entry.organizationId === activeRole.organizationId}
            onClick={() => choose(entry.organizationDetails.shortName)}
          >
            {describe(entry)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
