import {
  hashKey,
  type FetchQueryOptions,
  type QueryFunctionContext,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * How a start asks for a query ahead (the session's, the page's at the address): with the
 * options the page uses. The console's entry asks before the query client exists
 * (`askBeforeBoot`); boot asks the query client, which takes over what the entry began.
 */
export type AskAhead = <TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) => void;

/** How long a read the entry began waits for the query client to take it over. */
export const EARLY_READ_MS = 10_000;

interface EarlyRead {
  answer: Promise<unknown>;
  startedAt: number;
}

/** Reads the entry began, by the hash of their query key; each is taken once. */
const earlyReads = new Map<string, EarlyRead>();
/** Boot has begun asking itself: whatever the entry would ask now, boot has asked already. */
let bootAsking = false;

/**
 * Begins a query's read at once, before the console's code has loaded (main.tsx), so that its
 * answer is on its way while React and the shell load; boot's prefetch takes it over
 * (`takeEarlyRead`). The read runs as the query would run it (the same function, the same
 * request and token handling), without a client or a cancel signal: nothing cancels a start.
 */
export const askBeforeBoot: AskAhead = (options) => {
  const { queryKey, queryFn } = options;
  if (bootAsking || typeof queryFn !== 'function') return;
  const context = {
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  } as unknown as QueryFunctionContext<typeof queryKey>;
  let answer: Promise<unknown>;
  try {
    answer = Promise.resolve(queryFn(context));
  } catch (error) {
    answer = Promise.reject(error);
  }
  // Whoever takes it judges a failure; an untaken one must not be reported as unhandled.
  answer.catch(() => undefined);
  const hash = hashKey(queryKey);
  const early = { answer, startedAt: Date.now() };
  earlyReads.set(hash, early);
  // One boot does not take (another page, another organization by then): its answer goes,
  // rather than stay in memory for the life of a tab left open for days.
  setTimeout(() => {
    if (earlyReads.get(hash) === early) earlyReads.delete(hash);
  }, EARLY_READ_MS);
};

/**
 * The read the entry began for `queryKey`, if it began one lately; taken once. From the first
 * call on the entry asks nothing more: on a fast network boot may ask before the service
 * addresses the entry waits for have come, and each read must be asked once.
 */
export function takeEarlyRead(queryKey: QueryKey, now = Date.now()): Promise<unknown> | null {
  bootAsking = true;
  const hash = hashKey(queryKey);
  const early = earlyReads.get(hash);
  earlyReads.delete(hash);
  return early && now - early.startedAt <= EARLY_READ_MS ? early.answer : null;
}

/**
 * `options` answered by the read the entry began for the same key, when there is one: its
 * answer, or, when it failed (the token had to be refreshed meanwhile, the network dropped),
 * a read of the query's own, whose failure the query then judges as always.
 */
export function withEarlyRead<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey> {
  const { queryFn } = options;
  const early = typeof queryFn === 'function' ? takeEarlyRead(options.queryKey) : null;
  if (!early || typeof queryFn !== 'function') return options;
  return {
    ...options,
    queryFn: (context) => (early as Promise<TQueryFnData>).catch(() => queryFn(context)),
  };
}
