import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

// A list's filters, keyword and page live in the URL: returning to the page (tab, back button,
// a link from a detail) restores them, and a list can be shared as a link.

export type FilterValues = Record<string, unknown>;

export interface ListState {
  pageNo: number;
  pageSize: number;
  keyword: string;
  filters: FilterValues;
}

export function parseListState(search: URLSearchParams, defaultPageSize: number): ListState {
  const pageNo = Number(search.get('page')) || 1;
  const pageSize = Number(search.get('size')) || defaultPageSize;
  let filters: FilterValues = {};
  const raw = search.get('f');
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filters = parsed as FilterValues;
    } catch {
      filters = {};
    }
  }
  return { pageNo, pageSize, keyword: search.get('kw') ?? '', filters };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

export function writeListState(search: URLSearchParams, state: ListState, defaultPageSize: number): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set('page', state.pageNo > 1 ? String(state.pageNo) : null);
  set('size', state.pageSize !== defaultPageSize ? String(state.pageSize) : null);
  set('kw', state.keyword ? state.keyword : null);
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => !isEmpty(v)));
  set('f', Object.keys(filters).length ? JSON.stringify(filters) : null);
  return next;
}

export function useListState(defaultPageSize = 20): [ListState, (patch: Partial<ListState>) => void] {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => parseListState(search, defaultPageSize), [search, defaultPageSize]);
  const update = useCallback(
    (patch: Partial<ListState>) => {
      // From the browser's URL, not the last rendered one: a change made right after another (a filter, then a
      // page) must keep it (see shared/routing/search-patch.ts for why the rendered URL can be stale).
      const current = new URLSearchParams(window.location.search);
      setSearch(writeListState(current, { ...parseListState(current, defaultPageSize), ...patch }, defaultPageSize), {
        replace: true,
      });
    },
    [setSearch, defaultPageSize],
  );
  return [state, update];
}
