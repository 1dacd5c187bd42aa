import { useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import { useConsoleSession } from '../../shared/session';
import { preferences } from '../preferences';

/** Applies the user's configuration: locale, time zone and theme (spec 2.4). */
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
