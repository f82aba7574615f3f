export { ListPage, listQueryKey, useListRefresh } from './ListPage';
export type { ListColumn, ListPageProps, ListQuery, PageResult } from './ListPage';
export type { FilterField } from './FilterDrawer';
export { useListState } from './list-state';
export { useRowConfirm } from './row-confirm';
export type { RowConfirm } from './row-confirm';
export type { FilterValues, ListState } from './list-state';
export { CreateButton } from './CreateButton';
