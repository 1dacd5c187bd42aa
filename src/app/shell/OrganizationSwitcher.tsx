import { Button, Menu } from '@mantine/core';
import { useLocation } from 'wouter';
import { useT } from '../../shared/i18n';
import { withOrganization } from '../../shared/routing';
import { useConsoleSession } from '../../shared/session';
import { roleMessages } from '../../shared/ui';
import { shellMessages } from './messages';

/** The footer switcher of organization and role; disabled with a single role (spec 1). */
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

  return (
    <Menu position="top-start" withinPortal disabled={roles.length < 2}>
      <Menu.Target>
        <Button
          variant="default"
          disabled={roles.length < 2}
          aria-label={t(shellMessages.organizationSwitcher, { current: describe(activeRole) })}
        >
          {describe(activeRole)}
        </Button>
      </Menu.Target>
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
