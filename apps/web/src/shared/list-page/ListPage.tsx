import { FilterOutlined } from '@ant-design/icons';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Input, Table } from 'antd';
import type { ColumnType, TableProps } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../page';
import { ColumnChooser } from './ColumnChooser';
import { applyColumnSettings, useColumnSettings } from './column-settings';
import { startEarly, takeEarly } from './early-fetch';
import { FilterDrawer, type FilterField } from './FilterDrawer';
import { useListState, type FilterValues } from './list-state';

export interface ListColumn<R> extends ColumnType<R> {
  key: string;
  title: React.ReactNode;
  /** Always shown: the chooser cannot hide it (e.g. the actions column). */
  locked?: boolean;
}

export interface ListQuery {
  pageNo: number;
  pageSize: number;
  keyword: string;
  filters: FilterValues;
}

export interface PageResult<R> {
  list: R[];
  totalCount: number;
}

export interface ListPageProps<R, P extends PageResult<R> = PageResult<R>> {
  /** Names the list for its column settings and its cached pages. */
  listKey: string;
  /** The list's title: its heading and its tab read the same. */
  title: string;
  /** Beside the title (e.g. the storehouse the list shows). */
  titleExtra?: React.ReactNode;
  searchPlaceholder?: string;
  /** False where the list's call takes no keyword: no search box that would do nothing. */
  searchable?: boolean;
  columns: ListColumn<R>[];
  fetchPage: (query: ListQuery) => Promise<P>;
  /**
   * The page the table shows, each time it changes: the place to read a page's totals. Reading them inside
   * `fetchPage` would let a late answer of an older query (the unfiltered list, still on its way when the search
   * was sent) overwrite the totals of the search.
   */
  onPage?: (page: P) => void;
  filters?: FilterField[];
  /** Buttons at the right of the title bar (e.g. the primary "新建…"). */
  extra?: React.ReactNode;
  /** A line between the title bar and the table (e.g. what the filtered list adds up to, per unit). */
  summary?: React.ReactNode;
  rowKey: TableProps<R>['rowKey'];
  rowSelection?: TableProps<R>['rowSelection'];
  defaultPageSize?: number;
  /**
   * Every column has a width: the table is as wide as the shown columns add up to, so ellipsis columns
   * keep their widths (max-content would widen them to their text) and a wide screen needs no scrolling.
   */
  fitColumns?: boolean;
}

const timeColumnKeys = /^(createdAt|updatedAt|lastUpdatedAt|latestUpdatedAt|dateOperate|operateTime)$/;

/** The query key prefix of a list: invalidate it to reload the list after a change. */
export const listQueryKey = (listKey: string) => ['list', listKey] as const;

export function useListRefresh(listKey: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: listQueryKey(listKey) }), [queryClient, listKey]);
}

/** The standard list frame: title bar (search, filters, column chooser, buttons), table, pager. */
export function ListPage<R extends object, P extends PageResult<R> = PageResult<R>>({
  listKey,
  title,
  titleExtra,
  searchPlaceholder,
  searchable = true,
  columns,
  fetchPage,
  onPage,
  filters,
  extra,
  summary,
  rowKey,
  rowSelection,
  defaultPageSize = 20,
  fitColumns = false,
}: ListPageProps<R, P>) {
  const { t } = useTranslation();
  const [state, update] = useListState(defaultPageSize);
  const [filterOpen, setFilterOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const { saved, save } = useColumnSettings(listKey);

  // The first page's request leaves during the first render (early-fetch.ts); the query's first fetch takes it.
  const [earlyKey] = useState(() => {
    const key = hashKey([...listQueryKey(listKey), state]);
    startEarly(key, () => fetchPage(state));
    return key;
  });
  const isEarlyTaken = useRef(false);
  const query = useQuery({
    queryKey: [...listQueryKey(listKey), state],
    // Lists are what users come back to after acting elsewhere (the desk, a detail page): always
    // refetch on return, showing the cached page meanwhile.
    staleTime: 0,
    queryFn: ({ queryKey }) => {
      // The mount's first fetch takes the early request (or drops it, when the URL's state has changed since).
      const early = isEarlyTaken.current ? undefined : takeEarly<P>(earlyKey);
      isEarlyTaken.current = true;
      return (hashKey(queryKey) === earlyKey ? early : undefined) ?? fetchPage(state);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });
  const shownPage = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (shownPage) onPage?.(shownPage);
    // onPage is left out on purpose: a new callback each render must not report the same page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownPage]);

  const settings = useMemo(
    () =>
      applyColumnSettings(
        columns.map((c) => c.key),
        saved,
      ),
    [columns, saved],
  );

  const shownColumns = useMemo(() => {
    const byKey = new Map(columns.map((c) => [c.key, c]));
    return settings
      .filter((s) => s.visible || byKey.get(s.key)?.locked)
      .map((s) => byKey.get(s.key))
      .filter((c): c is ListColumn<R> => Boolean(c))
      .map(({ locked: _locked, ...column }) =>
        timeColumnKeys.test(column.key) ? { ...column, minWidth: 150, width: column.width ?? 170 } : column,
      );
  }, [columns, settings]);

  // Only the drawer's own fields count: a list may keep other state in its filters (e.g. the stock views' storehouse tab).
  const activeFilters = Object.entries(state.filters).filter(
    ([key, v]) => filters?.some((f) => f.name === key) && v !== undefined && v !== null && v !== '',
  ).length;

  return (
    // data-shown-keyword: the search the shown rows answer (absent while a new search loads), so a journey can wait for
    // its search rather than act on the rows of the one before.
    <div className="list-page" data-shown-keyword={shownPage ? state.keyword : undefined}>
      <PageHeader
        title={title}
        tags={titleExtra}
        back={false}
        actions={
          <>
            {searchable && (
              <Input.Search
                allowClear
                style={{ width: 280 }}
                placeholder={searchPlaceholder ?? t('listPage.searchPlaceholder')}
                value={typed ?? state.keyword}
                onChange={(e) => setTyped(e.target.value)}
                onSearch={(value) => {
                  setTyped(null);
                  update({ keyword: value.trim(), pageNo: 1 });
                }}
              />
            )}
            {filters && filters.length > 0 && (
              <Badge count={activeFilters} size="small">
                <Button icon={<FilterOutlined />} onClick={() => setFilterOpen(true)}>
                  {t('common.filterPanel')}
                </Button>
              </Badge>
            )}
            <ColumnChooser columns={columns} settings={settings} onSave={(next) => void save(next)} />
            {extra}
          </>
        }
      />
      {summary}
      <Table<R>
        size="middle"
        rowKey={rowKey}
        rowSelection={rowSelection}
        columns={shownColumns}
        dataSource={query.data?.list ?? []}
        loading={query.isFetching}
        scroll={{
          x: fitColumns ? shownColumns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0) : 'max-content',
        }}
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: query.data?.totalCount ?? 0,
          showTotal: (total) => t('common.total', { total }),
          showSizeChanger: false,
          placement: ['bottomEnd'],
          onChange: (pageNo, pageSize) => update({ pageNo, pageSize }),
        }}
      />
      {filters && (
        <FilterDrawer
          open={filterOpen}
          fields={filters}
          values={state.filters}
          onClose={() => setFilterOpen(false)}
          onApply={(values) => {
            update({ filters: values, pageNo: 1 });
            setFilterOpen(false);
          }}
        />
      )}
    </div>
  );
}
