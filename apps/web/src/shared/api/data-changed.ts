import { Code } from '@gf/contracts';

/**
 * The one invalidation rule of the web app: every call whose answer says it wrote (the server's X-Data-Changed
 * header, set when the request's handler wrote to the database), and every
 * answer of the 409 family (duplicate, bad state, in use, not enough stock, concurrent change: the page's picture of
 * the data was out of date), announces that data changed. The app's query client listens once (providers.tsx) and
 * invalidates every cached query, so the detail, its status, actions and history, the lists and the payables all
 * refresh, whichever form or button made the change. No form keeps its own list of queries to refresh.
 */
export const dataChangedHeader = 'X-Data-Changed';

export type DataChangeCause = 'saved' | 'conflict';
type Listener = (cause: DataChangeCause) => void;

const listeners = new Set<Listener>();

export function onDataChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceDataChanged(cause: DataChangeCause): void {
  for (const listener of listeners) listener(cause);
}

/** 409xx: the request met the data in another state than the page showed. */
export function isConflictCode(code: number): boolean {
  return Math.floor(code / 100) === Math.floor(Code.duplicate / 100);
}
