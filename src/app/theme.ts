import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on filled buttons and links at WCAG AA contrast in both themes.
  primaryShade: { light: 8, dark: 8 },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // No movement for those who asked their system for less.
  respectReducedMotion: true,
  components: {
    // Dialogs fade in where they stay: a dialog that slides moves its buttons under a finger
    // that presses while it appears, and the release then misses the button.
    ModalRoot: { defaultProps: { transitionProps: { transition: 'fade', duration: 150 } } },
  },
});

/** The chosen theme (light, dark or auto) is kept in the browser (spec 3.6). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'console.theme' });

/** Error and dimmed text with WCAG AA contrast on either background. */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-error': current.colors.red[9],
    '--mantine-color-dimmed': current.colors.gray[7],
  },
  dark: {
    '--mantine-color-error': current.colors.red[4],
    '--mantine-color-dimmed': current.colors.dark[1],
  },
});
