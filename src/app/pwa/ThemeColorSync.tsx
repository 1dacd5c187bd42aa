import { useComputedColorScheme } from '@mantine/core';
import { useEffect } from 'react';

/** The browser and installed-app chrome colours of each scheme (the page background). */
export const THEME_COLORS = { light: '#ffffff', dark: '#242424' } as const;

/**
 * Keeps the theme-color of the browser bar in step with the scheme on screen: index.html gives
 * one per system scheme, and the user's own choice (light, dark, auto) overrides both.
 */
export function ThemeColorSync() {
  const scheme = useComputedColorScheme('dark');
  useEffect(() => {
    for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
      meta.content = THEME_COLORS[scheme];
    }
  }, [scheme]);
  return null;
}
