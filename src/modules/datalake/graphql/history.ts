import { readStored, writeStored } from '../../../shared/lib';

/** The last queries run, newest first, kept across reloads (wiped at sign-out with the rest). */
export const HISTORY_KEY = 'console.datalake.graphql-history';
export const HISTORY_SIZE = 10;

const isHistory = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export const readHistory = (): string[] => readStored(HISTORY_KEY, [], isHistory);

/** Puts the query first, once, and keeps the last ten. */
export function remember(query: string): string[] {
  const next = [query, ...readHistory().filter((entry) => entry !== query)].slice(0, HISTORY_SIZE);
  writeStored(HISTORY_KEY, next);
  return next;
}
