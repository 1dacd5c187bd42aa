import { proxy, ref, subscribe } from 'valtio';
import type { UserConfiguration } from '../../contracts';
import { readStored, removeStored, writeStored } from '../../lib';

/**
 * The user's settings (dark mode, language) changed on this device and not saved yet: they
 * apply at once, online or not, and are sent when the server answers (the shell's
 * PreferencesSync sends them). Kept across reloads until saved; wiped at sign-out.
 */
export const PENDING_CONFIGURATION_KEY = 'console.configuration.pending';

export interface PendingConfiguration {
  organizationId: number;
  userId: number;
  /** The settings changed, on top of the configuration the server holds. */
  changes: Partial<UserConfiguration>;
  /** The configuration before the first change: shown again if the server refuses it. */
  saved: UserConfiguration;
  /** Counts the changes: a change made while one is being sent is sent after it. */
  version: number;
}

const isPending = (value: unknown): value is PendingConfiguration | null => {
  if (value === null) return true;
  const entry = value as PendingConfiguration;
  return (
    typeof value === 'object' &&
    typeof entry.organizationId === 'number' &&
    typeof entry.userId === 'number' &&
    typeof entry.version === 'number' &&
    typeof entry.changes === 'object' &&
    entry.changes !== null &&
    typeof entry.saved === 'object' &&
    entry.saved !== null
  );
};

export const configurationSaving = proxy({
  pending: readStored<PendingConfiguration | null>(PENDING_CONFIGURATION_KEY, null, isPending),
  /** A save is under way. */
  sending: false,
  /** The server's refusal of the last change sent (it was dropped), or null. */
  error: null as { error: unknown; at: number } | null,
  /** When the last change was saved, 0 before. */
  savedAt: 0,
});

subscribe(configurationSaving, () => {
  const { pending } = configurationSaving;
  if (pending) writeStored(PENDING_CONFIGURATION_KEY, pending);
  else removeStored(PENDING_CONFIGURATION_KEY);
});

/**
 * Records `change` of (organization, user)'s settings, whose configuration is `current` now,
 * to be sent; returns the configuration to show at once.
 */
export function changeConfiguration(
  scope: { organizationId: number; userId: number },
  current: UserConfiguration,
  change: Partial<UserConfiguration>,
): UserConfiguration {
  const before = configurationSaving.pending;
  const same =
    before !== null &&
    before.organizationId === scope.organizationId &&
    before.userId === scope.userId;
  configurationSaving.pending = {
    ...scope,
    changes: { ...(same ? before.changes : {}), ...change },
    saved: same ? before.saved : current,
    version: (before?.version ?? 0) + 1,
  };
  configurationSaving.error = null;
  configurationSaving.savedAt = 0;
  return { ...current, ...change };
}

/** The server refused the change sent: it is dropped, and the refusal kept to be shown. */
export function refuseConfiguration(error: unknown): void {
  configurationSaving.pending = null;
  configurationSaving.error = ref({ error, at: Date.now() });
}
