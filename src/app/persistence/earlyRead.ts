import { initialScope } from './initialScope';
import { indexedDbStore } from './keyValueStore';
import { mark } from './perfMarks';
import { storeKeys, type PersistScope } from './scope';

export interface EarlyRead {
  scope: PersistScope;
  rows: Promise<[string, unknown][] | null>;
}

/**
 * Starts reading the signed-in user's persisted queries while the rest of the console's code
 * is still being evaluated: main.tsx imports this module first. An offline start then finds
 * the data already there when React asks for it.
 */
function startEarlyRead(): EarlyRead | null {
  if (typeof indexedDB === 'undefined') return null;
  const scope = initialScope();
  if (!scope) return null;
  mark('console:early-read');
  const rows = indexedDbStore()
    .entriesWithPrefix(storeKeys.queryPrefix(scope))
    .catch(() => null);
  return { scope, rows };
}

export const earlyRead = startEarlyRead();
