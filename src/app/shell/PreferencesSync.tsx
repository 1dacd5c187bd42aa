import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import type { UserConfiguration } from '../../shared/contracts';
import { preferences } from '../preferences';

/**
 * Applies the user's configuration: locale, time zone and theme (spec 2.4). The server answers
 * the user's configuration with each unset value taken from the organization's (config
 * service, userConfiguration), so the zone is the user's, else the organization's; null (or a
 * zone this browser does not know) leaves the browser's (createTranslator).
 *
 * Rendered as soon as the configuration is there, while the loading bar still stands in for
 * the shell: a new zone or locale renders the whole console again (every text and date), which
 * costs little then and a long task once the shell and its page are on screen.
 */
export function PreferencesSync({ configuration }: { configuration: UserConfiguration }) {
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    preferences.locale = configuration.locale;
    preferences.timeZone = configuration.timeZone;
    setColorScheme(configuration.theme);
  }, [configuration, setColorScheme]);
  return null;
}
