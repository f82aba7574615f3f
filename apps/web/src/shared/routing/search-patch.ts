import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

export type SearchPatch = Record<string, string | null>;

/** `search` with `patch` applied: a value sets its key, null or '' removes it. */
export function patchedSearch(search: string | URLSearchParams, patch: SearchPatch): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The URL's search params and a setter that changes some of them, keeping the rest.
 *
 * Why not `setSearchParams((current) => ...)`: React Router commits a navigation as a React transition, and
 * until that render lands the page (with every handler it made) still holds the previous URL; its `current` is
 * that stale URL. A second change made in that moment (a search typed right after choosing a bill type on the
 * review desk) was written over the old URL and undid the first (the desk fell back to its first type). The
 * browser's URL is already the new one, so the patch starts from there.
 */
export function useSearchPatch(): [URLSearchParams, (patch: SearchPatch, options?: NavigateOptions) => void] {
  const [search, setSearch] = useSearchParams();
  const patch = useCallback(
    (changes: SearchPatch, options?: NavigateOptions) => setSearch(patchedSearch(window.location.search, changes), options),
    [setSearch],
  );
  return [search, patch];
}
