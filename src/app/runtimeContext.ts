import { createContext, useContext } from 'react';
import type { AppRuntime } from './runtime';

export const AppRuntimeContext = createContext<AppRuntime | null>(null);

export function useAppRuntime(): AppRuntime {
  const runtime = useContext(AppRuntimeContext);
  if (!runtime) throw new Error('useAppRuntime must be used inside <App>');
  return runtime;
}

/** The runtime where there is one (unit tests render parts of the app without it). */
export function useOptionalAppRuntime(): AppRuntime | null {
  return useContext(AppRuntimeContext);
}
