import { Button, Menu } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { useT } from '../../shared/i18n';
import {
  accessibleModules,
  moduleBasePath,
  moduleEntryPath,
  moduleLabel,
} from '../../shared/modules';
import { useConsoleModules } from './consoleModules';
import { shellMessages } from './messages';
import { useAccessContext } from './useAccessContext';

/** The top-bar module selector: the modules the active organization has (spec 1). */
export function ModuleSelector() {
  const t = useT();
  const context = useAccessContext();
  const [location] = useLocation();
  const modules = accessibleModules(useConsoleModules(), context);
  const current = modules.find((module) => {
    const base = `/${moduleBasePath(module, context.features)}`;
    return location === base || location.startsWith(`${base}/`);
  });
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="light" aria-label={t(shellMessages.moduleSelector)}>
          {current ? t(moduleLabel(current, context.features)) : t(shellMessages.noModule)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {modules.map((module) => (
          <Menu.Item key={module.id} component={Link} href={moduleEntryPath(module, context)}>
            {t(moduleLabel(module, context.features))}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
