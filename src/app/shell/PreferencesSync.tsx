import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useConsoleSession } from '../../shared/session';
import { preferences } from '../preferences';

/**
 * Applies the user's configuration: locale, time zone and theme (spec 2.4). The server answers
 * the user's configuration with each unset value taken from the organization's (config
 * service, userConfiguration), so the zone is the user's, else the organization's; null (or a
 * zone this browser does not know) leaves the browser's (createTranslator).
 */
export function PreferencesSync() {
  const { configuration } = useConsoleSession();
  const { setColorScheme } = useMantineColorScheme();
  useEffect(() => {
    preferences.locale = configuration.locale;
    preferences.timeZone = configuration.timeZone;
    setColorScheme(configuration.theme);
  }, [configuration, setColorScheme]);
  return null;
}
