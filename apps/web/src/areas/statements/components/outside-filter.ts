import type { TFunction } from 'i18next';
import type { FilterField, ListQuery } from '../../../shared/list-page';
import { outsideFactoryLoader } from '../../../shared/material-lines/material-bill';
import { one, periodOf } from './statement-parts';
import '../locales/register';

/** 只看未结清: rows with something still open. */
export const openOnlyFilter = (t: TFunction): FilterField => ({
  name: 'debt',
  label: t('statements.list.open'),
  type: 'select',
  single: true,
  options: [{ value: '1', label: t('common.yes') }],
});

/** The outside-settlement filters: 上报日期, 外发厂 (searched on the server), `extra`, 只看未结清. */
export const outsideFilters = (t: TFunction, extra: FilterField[] = []): FilterField[] => [
  { name: 'period', label: t('statements.field.reportPeriod'), type: 'dateRange' },
  { name: 'outsideFactoryIds', label: t('statements.field.outsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader },
  ...extra,
  openOnlyFilter(t),
];

/** The list's state as the outside-settlement calls take it (paging, factory name, period, factories, open only). */
export function outsideInput(q: ListQuery) {
  const ids = q.filters.outsideFactoryIds;
  return {
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    keyword: q.keyword || undefined,
    ...periodOf(q.filters.period),
    outsideFactoryIds: Array.isArray(ids) && ids.length ? ids.map(String) : undefined,
    debt: one(q.filters.debt) === '1' || undefined,
  };
}
