import { billStatusLabels, LABEL_BILL_TYPES } from '@gf/contracts';
import type { TFunction } from 'i18next';
import { billLabelLoader } from '../../../shared/bill-labels';
import type { FilterField, ListQuery } from '../../../shared/list-page';
import { goodsStyleNoLoader, materialSkuLoader, purchaseNoLoader, splitNumbers } from '../../../shared/list-views';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { storehouseLoader, supplierLoader } from '../api/arrivals-api';
import { arrivalNoLoader } from '../api/arrival-lists-api';
import '../locales/register';

/** ListPage query → arrival list body (both views, the page call and its export). */
export function toListBody({ keyword, filters }: Pick<ListQuery, 'keyword' | 'filters'>, belongModule: 0 | 1) {
  const range = Array.isArray(filters.dateArrive) && filters.dateArrive.length === 2 ? (filters.dateArrive as string[]) : null;
  const one = (name: string) =>
    Array.isArray(filters[name]) ? (filters[name] as string[])[0] : (filters[name] as string | undefined);
  const list = (name: string) =>
    Array.isArray(filters[name]) && filters[name].length ? (filters[name] as unknown[]).map(String) : undefined;
  return {
    belongModule,
    searchColumn: keyword || undefined,
    status: list('status')?.map(Number),
    supplierId: one('supplierId'),
    storehouseId: one('storehouseId'),
    creatorId: one('creatorId'),
    dateArriveStart: range?.[0],
    dateArriveEnd: range?.[1],
    orderNos: list('orderNos'),
    purchaseBillNos: list('purchaseBillNos'),
    productionOrderNos: splitNumbers(filters.productionOrderNos),
    materialSkuIds: list('materialSkuIds'),
    goodsStyleNos: list('goodsStyleNos'),
    labelIds: list('labelIds'),
  };
}

/** The filters of the reference (06 §4): 到料日期, 到料单号, 采购单号, 生产单号, 物料, 商品, 标签, 仓库, 到料员, 供应商, 状态. */
export function arrivalFilterFields(t: TFunction, lang: string, belongModule: 0 | 1): FilterField[] {
  const f = (key: string) => t(`arrivals.field.${key}`);
  const l = (key: string) => t(`arrivals.lists.${key}`);
  return [
    { name: 'dateArrive', label: f('dateArrive'), type: 'dateRange' },
    { name: 'orderNos', label: f('orderNo'), type: 'searchSelect', loader: arrivalNoLoader(belongModule) },
    { name: 'purchaseBillNos', label: l('purchaseBillNos'), type: 'searchSelect', loader: purchaseNoLoader(belongModule) },
    { name: 'productionOrderNos', label: l('productionOrderNos'), type: 'text' },
    { name: 'materialSkuIds', label: l('material'), type: 'searchSelect', loader: materialSkuLoader },
    { name: 'goodsStyleNos', label: l('goods'), type: 'searchSelect', loader: goodsStyleNoLoader },
    { name: 'labelIds', label: l('labels'), type: 'searchSelect', loader: billLabelLoader(LABEL_BILL_TYPES.arrival) },
    { name: 'supplierId', label: f('supplier'), type: 'searchSelect', loader: supplierLoader, single: true },
    { name: 'storehouseId', label: f('storehouse'), type: 'searchSelect', loader: storehouseLoader, single: true },
    { name: 'creatorId', label: f('creator'), type: 'searchSelect', loader: unitUserLoader, single: true },
    {
      name: 'status',
      label: f('status'),
      type: 'select',
      options: [0, 1, 2, 3, 4, 5].map((s) => ({
        value: String(s),
        label: lang === 'en' ? billStatusLabels[s]!.en : billStatusLabels[s]!.zh,
      })),
    },
  ];
}
