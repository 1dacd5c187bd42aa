import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { DEFAULT_THEME } from '../shared/contracts';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

/** Mantine with the console's theme, its colour scheme kept in local storage. */
export function ConsoleTheme({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={DEFAULT_THEME}
    >
      {children}
    </MantineProvider>
  );
}
