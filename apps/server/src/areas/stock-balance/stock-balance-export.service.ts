import type { BalanceDetailInput, BalanceLine } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { balanceDetail } from './stock-balance.service.js';

/**
 * materials/balance/exportExcel: one period's lines as the detail shows them (the order / supplier filter applied).
 * Quantities add up per stock unit at the bottom, values in one 合计 row. Another factory's period is refused
 * (40402) before any header goes out: the one batch is read first.
 */
export function balanceExport(db: Db, ctx: RequestContext, input: BalanceDetailInput): ExportDefinition<BalanceLine> {
  const t = (zh: string, en: string) => ({ zh, en });
  const unitOf = (r: BalanceLine) => r.stockUnit || (ctx.lang === 'en' ? 'pcs' : '件');
  const figure = (zh: string, en: string, q: keyof BalanceLine, v: keyof BalanceLine) =>
    [
      { type: 'quantity', scale: 4, header: t(`${zh}数量`, `${en} quantity`), value: (r: BalanceLine) => r[q], unitOf },
      { type: 'money', scale: 2, header: t(`${zh}金额`, `${en} value`), value: (r: BalanceLine) => r[v], total: true },
    ] as const;
  return {
    title: t('期末结存', 'Period-end balance'),
    columns: [
      { type: 'text', header: t('物料 / 商品', 'Material / goods'), width: 36, value: (r) => r.skuName },
      { type: 'text', header: t('库存单位', 'Stock unit'), value: unitOf },
      ...figure('期初', 'Opening', 'openingQuantity', 'openingValue'),
      ...figure('本期入库', 'In', 'inQuantity', 'inValue'),
      ...figure('本期出库', 'Out', 'outQuantity', 'outValue'),
      ...figure('期末', 'Closing', 'closingQuantity', 'closingValue'),
    ],
    batches: (async function* () {
      yield (await balanceDetail(db, ctx, input)).lines;
    })(),
  };
}
