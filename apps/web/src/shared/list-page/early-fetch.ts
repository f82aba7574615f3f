// A list's first request leaves while its page renders, not after the page has been rendered and committed.
//
// Why: useQuery starts fetching when it subscribes, which React does after the commit; rendering a whole list page
// (the table, its columns, the title bar) on the way there kept the first request waiting after a menu click. So the
// first render of a ListPage starts the fetch (`startEarly`) and the query's first queryFn call takes that request
// (`takeEarly`) instead of sending another.

/** How long an early request waits to be taken: a render that was thrown away must not feed a later mount. */
const MAX_AGE_MS = 3_000;
/** A second start for the same key this soon is the same render again (StrictMode calls a component twice in a row). */
const SAME_RENDER_MS = 50;

interface Early {
  promise: Promise<unknown>;
  startedAt: number;
}

const pending = new Map<string, Early>();

function dropOld(now: number): void {
  for (const [key, early] of pending) if (now - early.startedAt > MAX_AGE_MS) pending.delete(key);
}

/** Sends `fetch` now for the query `key` (a hash of its query key), unless a request for it started just now. */
export function startEarly(key: string, fetch: () => Promise<unknown>): void {
  const now = Date.now();
  dropOld(now);
  const started = pending.get(key);
  if (started && now - started.startedAt < SAME_RENDER_MS) return;
  const promise = fetch();
  // Never an unhandled rejection when no query takes it: the api client has already told the user.
  promise.catch(() => undefined);
  pending.set(key, { promise, startedAt: now });
}

/** The early request of `key`, once; undefined when there is none (or it is too old). */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const early = pending.get(key);
  pending.delete(key);
  if (!early || Date.now() - early.startedAt > MAX_AGE_MS) return undefined;
  return early.promise as Promise<T>;
}
