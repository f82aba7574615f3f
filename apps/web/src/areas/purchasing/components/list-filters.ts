import { LABEL_BILL_TYPES } from '@gf/contracts';
import type { TFunction } from 'i18next';
import { billLabelLoader } from '../../../shared/bill-labels';
import type { FilterField, ListQuery } from '../../../shared/list-page';
import { goodsStyleNoLoader, materialSkuLoader, purchaseNoLoader, splitNumbers } from '../../../shared/list-views';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { supplierLoader } from '../api/purchasing-api';
import '../locales/register';

/** ListPage query → purchase list body (both views, the page call and its export). */
export function toListBody(q: Pick<ListQuery, 'keyword' | 'filters'>, belongModule: 0 | 1) {
  const f = q.filters;
  const one = (k: string) => (f[k] === undefined || f[k] === '' ? undefined : Number(f[k]));
  const range = (k: string) => (Array.isArray(f[k]) ? (f[k] as string[]) : []);
  const list = (k: string) => (Array.isArray(f[k]) ? (f[k] as string[]).map(String) : f[k] ? [String(f[k])] : undefined);
  return {
    belongModule,
    searchColumn: q.keyword || undefined,
    statuses: list('statuses')?.map(Number),
    arriveStatus: one('arriveStatus'),
    expectStatus: one('expectStatus'),
    closed: one('closed'),
    cancel: one('cancel'),
    supplierIdList: list('supplierIds'),
    purchaserId: f.purchaserId ? String(f.purchaserId) : undefined,
    orderNos: list('orderNos'),
    productionOrderNos: splitNumbers(f.productionOrderNos),
    materialSkuIds: list('materialSkuIds'),
    goodsStyleNos: list('goodsStyleNos'),
    labelIds: list('labelIds'),
    datePurchaseStart: range('datePurchase')[0],
    datePurchaseEnd: range('datePurchase')[1],
    expectDateStart: range('expectDate')[0],
    expectDateEnd: range('expectDate')[1],
  };
}

/**
 * The filters of the reference (06 §3): 采购单号 (multi), 生产单号, 物料, 商品, 标签, dates, supplier, purchaser and the
 * states. In the 明细 view 到料状态 reads per line (是否到齐).
 */
export function purchaseFilterFields(t: TFunction, isSample: boolean, view: 'bills' | 'lines'): FilterField[] {
  const f = (k: string) => t(`purchasing.field.${k}`);
  const o = (k: string) => t(`purchasing.option.${k}`);
  const l = (k: string) => t(`purchasing.lists.${k}`);
  const arrive = [o('arriveNone'), o('arrivePartial'), o('arriveComplete')];
  return [
    { name: 'orderNos', label: f('billNo'), type: 'searchSelect', loader: purchaseNoLoader(isSample ? 1 : 0) },
    { name: 'productionOrderNos', label: l('productionOrderNos'), type: 'text' },
    { name: 'materialSkuIds', label: l('material'), type: 'searchSelect', loader: materialSkuLoader },
    { name: 'goodsStyleNos', label: l('goods'), type: 'searchSelect', loader: goodsStyleNoLoader },
    { name: 'labelIds', label: l('labels'), type: 'searchSelect', loader: billLabelLoader(LABEL_BILL_TYPES.purchase) },
    { name: 'datePurchase', label: f('datePurchase'), type: 'dateRange' },
    ...(isSample ? [] : [{ name: 'expectDate', label: f('expectDateEnd'), type: 'dateRange' } as FilterField]),
    { name: 'supplierIds', label: f('supplier'), type: 'searchSelect', loader: supplierLoader },
    { name: 'purchaserId', label: f('purchaser'), type: 'searchSelect', loader: unitUserLoader, single: true },
    {
      name: 'statuses',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4, 6].map((s) => ({ value: String(s), label: t(`bill.status.${s}`) })),
    },
    {
      name: 'arriveStatus',
      label: view === 'lines' ? l('lineArriveStatus') : f('arriveStatus'),
      type: 'select',
      single: true,
      options: arrive.map((label, i) => ({ value: String(i), label })),
    },
    ...(isSample
      ? []
      : [
          {
            name: 'expectStatus',
            label: f('expectStatus'),
            type: 'select',
            single: true,
            options: [
              { value: '1', label: o('expectDue') },
              { value: '2', label: o('expectOverdue') },
              { value: '3', label: o('expectDone') },
            ],
          } as FilterField,
        ]),
    {
      name: 'closed',
      label: f('closed'),
      type: 'select',
      single: true,
      options: [
        { value: '0', label: o('open') },
        { value: '1', label: o('closedYes') },
      ],
    },
    {
      name: 'cancel',
      label: f('cancel'),
      type: 'select',
      single: true,
      options: [
        { value: '0', label: o('active') },
        { value: '1', label: o('cancelled') },
      ],
    },
  ];
}
