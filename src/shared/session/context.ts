import { createContext, useContext } from 'react';
import type {
  Features,
  ModuleId,
  Organization,
  RoleEntry,
  User,
  UserConfiguration,
} from '../contracts';

/** What every signed-in page may know about the session; the shell provides it. */
export interface ConsoleSession {
  user: User;
  /** Highest role per organization. */
  roles: RoleEntry[];
  activeRole: RoleEntry;
  organization: Organization;
  modules: ModuleId[];
  features: Features;
  configuration: UserConfiguration;
}

export const ConsoleSessionContext = createContext<ConsoleSession | null>(null);

export function useConsoleSession(): ConsoleSession {
  const session = useContext(ConsoleSessionContext);
  if (!session) throw new Error('useConsoleSession must be used inside the signed-in shell');
  return session;
}
