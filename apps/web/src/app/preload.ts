import { useEffect } from 'react';

type Preload = () => Promise<unknown>;

/** The user asked the browser to save data (Chrome's Data Saver, `Save-Data`): no loading ahead. */
function isSavingData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Loads the code of `preloads` one after another, each when the browser is idle (a render or a click meanwhile goes
 * first; never a dozen downloads at once). Pages already loaded resolve at once. Failures are left to the click that
 * needs the page (React.lazy shows them then).
 */
export function usePreloadWhenIdle(preloads: readonly Preload[], timeoutMs = 2_000): void {
  useEffect(() => {
    if (preloads.length === 0 || isSavingData()) return;
    let cancel = () => {};
    let isCancelled = false;
    const step = (index: number) => {
      const preload = preloads[index];
      if (isCancelled || !preload) return;
      cancel = whenIdle(() => {
        void preload()
          .catch(() => undefined)
          .then(() => step(index + 1));
      }, timeoutMs);
    };
    step(0);
    return () => {
      isCancelled = true;
      cancel();
    };
  }, [preloads, timeoutMs]);
}
