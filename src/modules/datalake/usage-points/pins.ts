import { proxy, subscribe } from 'valtio';
import { readStored, writeStored } from '../../../shared/lib';

/**
 * Usage points a field engineer pinned for a site visit: fetched ahead with their readings, so
 * they are there offline. Kept across reloads in local storage (wiped at sign-out).
 */
export const PINS_KEY = 'console.datalake.pinned';
export const MAX_PINS = 30;

const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export const pinsState = proxy({ ids: readStored<string[]>(PINS_KEY, [], isIdList) });
subscribe(pinsState, () => writeStored(PINS_KEY, pinsState.ids));

export function togglePin(id: string): void {
  pinsState.ids = pinsState.ids.includes(id)
    ? pinsState.ids.filter((entry) => entry !== id)
    : [id, ...pinsState.ids].slice(0, MAX_PINS);
}
