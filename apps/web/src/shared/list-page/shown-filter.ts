import { useRef } from 'react';
import type { ListQuery, PageResult } from './ListPage';

/** A list's search and filters, without its paging. */
export type ListFilter = Pick<ListQuery, 'keyword' | 'filters'>;

/** A page that carries the query it answers (return it from `fetchPage` with `answering`). */
export interface PageOfQuery<R> extends PageResult<R> {
  query: ListFilter;
}

/** The page `fetchPage` fetched, marked with the query it answers. */
export function answering<R, P extends PageResult<R>>(q: ListQuery, page: P): P & PageOfQuery<R> {
  return { ...page, query: { keyword: q.keyword, filters: q.filters } };
}

/**
 * The filter of the page a list shows, for actions on every row of the filter (选择全部: print, export, report).
 * `see` is called from the list's `onPage`: when the shown page answers another filter than before, `onChange` runs
 * (the page clears its selection). Taken from the shown page, never from the last fetch sent: a late answer of an
 * older query would otherwise clear 选择全部 or swap the filter it acts on.
 */
export function useShownFilter<B>(toBody: (filter: ListFilter) => B, onChange: () => void) {
  const shown = useRef<ListFilter>({ keyword: '', filters: {} });
  return {
    body: (): B => toBody(shown.current),
    see: (page: PageOfQuery<unknown>) => {
      if (JSON.stringify(toBody(page.query)) !== JSON.stringify(toBody(shown.current))) onChange();
      shown.current = page.query;
    },
  };
}
