import { Box, Divider, NavLink } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { useT } from '../../shared/i18n';
import {
  accessibleModules,
  moduleBasePath,
  moduleLabel,
  routePattern,
  visibleNav,
} from '../../shared/modules';
import { carriedQuery } from '../../shared/routing';
import { MultiScreenSetting } from './MultiScreenSetting';
import { useAccessContext } from './useAccessContext';
import { useConsoleModules } from './consoleModules';
import { isSubMenuOpen, shellState, toggleSubMenu } from './shellState';

/**
 * The menu: one sub-menu per module, holding its labelled routes (spec 2.2), and the
 * MultiScreen or Independent setting (spec 2.4).
 */
export function Sidebar() {
  const t = useT();
  const context = useAccessContext();
  const consoleModules = useConsoleModules();
  const { subMenus } = useSnapshot(shellState);
  const [location] = useLocation();
  const query = carriedQuery(useSearch());
  // The browser's own scrolling: Mantine's ScrollArea (15 KB) drew its bars for the menu alone.
  return (
    <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}>
      {accessibleModules(consoleModules, context).map((module) => {
        const base = moduleBasePath(module, context.features);
        const entries = visibleNav(module, context);
        if (entries.length === 0) return null;
        return (
          <NavLink
            key={module.id}
            component="button"
            label={t(moduleLabel(module, context.features))}
            opened={isSubMenuOpen(subMenus, module.id)}
            onChange={() => toggleSubMenu(module.id)}
            childrenOffset="md"
          >
            {entries.map((entry) => {
              const href = routePattern(base, entry.path);
              return (
                <NavLink
                  key={entry.path}
                  component={Link}
                  href={`${href}${query}`}
                  label={t(entry.label)}
                  active={location === href}
                  aria-current={location === href ? 'page' : undefined}
                />
              );
            })}
          </NavLink>
        );
      })}
      <Divider my="xs" />
      <MultiScreenSetting />
    </Box>
  );
}
