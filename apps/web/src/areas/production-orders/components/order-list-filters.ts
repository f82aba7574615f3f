import { billStatusLabels, type OrderListQuery } from '@gf/contracts';
import type { TFunction } from 'i18next';
import type { FilterField, FilterValues, ListQuery } from '../../../shared/list-page';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { customerLoader, orderNoLoader, outsideFactoryLoader, placeOrderTypeLoader, styleLoader } from '../api/orders-api';

/** The status tabs above the list (全部 = every status but 作废, the reference's default). */
export const statusTabs = ['all', '0', '1', '2', '3', '4', '5'] as const;
export type StatusTab = (typeof statusTabs)[number];
/** The list keeps its tab among its filters (in the URL), under a key the filter panel does not have. */
export const STATUS_TAB = 'statusTab';
/** The list's order (单据号 / 制单日期, each way), kept like the tab: "placeorderAt-desc". */
export const SORT = 'sort';
export const sortChoices = ['placeorderAt-desc', 'placeorderAt-asc', 'orderNo-desc', 'orderNo-asc'] as const;

/** The reference's filter panel (02 §3): goods, factories, customers, creators, dates, numbers, kinds, states. */
export function orderFilterFields(t: TFunction, language: string): FilterField[] {
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const o = (k: string) => t(`productionOrders.option.${k}`);
  const yesNo = [
    { value: 1, label: o('yes') },
    { value: 0, label: o('no') },
  ];
  return [
    { name: 'styleIds', label: f('style'), type: 'searchSelect', loader: styleLoader },
    { name: 'outsideFactoryIds', label: f('outsideFactory'), type: 'searchSelect', loader: outsideFactoryLoader },
    { name: 'customerIds', label: f('customer'), type: 'searchSelect', loader: customerLoader },
    { name: 'createByIds', label: f('createBy'), type: 'searchSelect', loader: unitUserLoader },
    { name: 'placeorderAt', label: f('placeorderAt'), type: 'dateRange' },
    { name: 'deliveryAt', label: f('deliveryAt'), type: 'dateRange' },
    { name: 'orderNos', label: f('billNo'), type: 'searchSelect', loader: orderNoLoader },
    { name: 'placeOrderTypeIds', label: f('placeOrderType'), type: 'searchSelect', loader: placeOrderTypeLoader },
    { name: 'buyNo', label: f('buyNo'), type: 'text' },
    {
      name: 'statusList',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4, 5, 6].map((s) => ({
        value: s,
        label: (language === 'en' ? billStatusLabels[s]?.en : billStatusLabels[s]?.zh) ?? String(s),
      })),
    },
    {
      name: 'type',
      label: f('type'),
      type: 'select',
      single: true,
      options: [
        { value: 0, label: o('advance') },
        { value: 1, label: o('formal') },
      ],
    },
    {
      name: 'isToMission',
      label: f('toMission'),
      type: 'select',
      single: true,
      options: [
        { value: 1, label: o('converted') },
        { value: 0, label: o('notConverted') },
      ],
    },
    { name: 'isFirstOrder', label: f('isFirstOrder'), type: 'select', single: true, options: yesNo },
  ];
}

const list = (v: unknown) => (Array.isArray(v) && v.length ? v.map(String) : undefined);
const range = (v: unknown): [string, string] | undefined =>
  Array.isArray(v) && v.length === 2 ? [String(v[0]), String(v[1])] : undefined;
const oneOf = (v: unknown) => (v === 0 || v === 1 ? v : undefined);

/** The status list a tab and the panel's 订单状态 ask for: a tab wins; none = the server's default (all but 5). */
export function statusListOf(filters: FilterValues): number[] | undefined {
  const tab = filters[STATUS_TAB];
  if (typeof tab === 'string' && tab !== 'all') return tab === '2' ? [2, 6] : [Number(tab)];
  const chosen = filters.statusList;
  return Array.isArray(chosen) && chosen.length ? chosen.map(Number) : undefined;
}

function sortOf(v: unknown): Pick<OrderListQuery, 'sortField' | 'sortOrder'> {
  if (!(sortChoices as readonly unknown[]).includes(v)) return {};
  const [sortField, sortOrder] = String(v).split('-') as [OrderListQuery['sortField'], OrderListQuery['sortOrder']];
  return { sortField, sortOrder };
}

/** The list's query (keyword, tab, panel) as facPrdOrder/page and its export take it. */
export function toOrderListBody(q: Pick<ListQuery, 'keyword' | 'filters'>): Omit<OrderListQuery, 'pageNo' | 'pageSize'> {
  const f = q.filters;
  const placed = range(f.placeorderAt);
  const delivery = range(f.deliveryAt);
  const body: Omit<OrderListQuery, 'pageNo' | 'pageSize'> = {
    keyWord: q.keyword || undefined,
    statusList: statusListOf(f),
    type: oneOf(f.type),
    styleIds: list(f.styleIds),
    outsideFactoryIds: list(f.outsideFactoryIds),
    customerIds: list(f.customerIds),
    createByIds: list(f.createByIds),
    placeorderAtStart: placed?.[0],
    placeorderAtEnd: placed?.[1],
    deliveryAtStart: delivery?.[0],
    deliveryAtEnd: delivery?.[1],
    orderNos: list(f.orderNos),
    placeOrderTypeIds: list(f.placeOrderTypeIds),
    buyNo: typeof f.buyNo === 'string' && f.buyNo.trim() ? f.buyNo.trim() : undefined,
    isToMission: oneOf(f.isToMission),
    isFirstOrder: oneOf(f.isFirstOrder),
    ...sortOf(f[SORT]),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as typeof body;
}
