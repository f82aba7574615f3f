import { stockChangeTypeLabels, type StockChangePageInput, type StockChangeRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as query from './stock-query.repository.js';

/**
 * changeStock/exportExcel: the movement log (the page's filters, newest first) in keyset batches. 变动数量 adds up per
 * stock unit at the bottom (the net movement of each unit); 变动后库存 is a snapshot and is not totalled.
 */
export function changeExport(db: Db, ctx: RequestContext, input: StockChangePageInput): ExportDefinition<StockChangeRow> {
  const t = (zh: string, en: string) => ({ zh, en });
  return {
    title: t('库存变动记录', 'Stock movements'),
    columns: [
      { type: 'text', header: t('仓库', 'Storehouse'), value: (r) => r.storehouseName },
      { type: 'text', header: t('分类', 'Kind'), value: (r) => r.kindName },
      { type: 'text', header: t('物料款号', 'Material no.'), value: (r) => r.materialsNo },
      { type: 'text', header: t('物料名称', 'Material name'), width: 24, value: (r) => r.materialsName },
      { type: 'text', header: t('颜色', 'Colour'), value: (r) => r.colorName },
      { type: 'text', header: t('规格', 'Specification'), value: (r) => r.specNoName },
      { type: 'text', header: t('库存单位', 'Stock unit'), value: (r) => r.stockUnit },
      { type: 'text', header: t('仓位', 'Position'), value: (r) => r.position },
      { type: 'text', header: t('卷号', 'Roll'), value: (r) => r.rollId },
      { type: 'text', header: t('缸号', 'Vat no.'), value: (r) => r.vatNo },
      {
        type: 'text',
        header: t('变动类型', 'Change type'),
        value: (r) =>
          pick(stockChangeTypeLabels[r.changeType], ctx.lang) +
          (r.reversesId ? (ctx.lang === 'en' ? ' (undo)' : '（撤销）') : ''),
      },
      {
        type: 'quantity',
        scale: 4,
        header: t('变动数量', 'Quantity'),
        value: (r) => r.quantity,
        unitOf: (r) => r.stockUnit,
      },
      { type: 'quantity', scale: 4, header: t('变动后库存', 'Balance after'), value: (r) => r.balanceAfter },
      { type: 'money', scale: 2, header: t('变动金额', 'Value moved'), value: (r) => r.value, total: true },
      { type: 'text', header: t('单据号', 'Bill no.'), value: (r) => r.sourceNo },
      { type: 'text', header: t('生产单号', 'Order no.'), value: (r) => r.orderNo },
      { type: 'text', header: t('备注', 'Remark'), value: (r) => r.remark },
      { type: 'text', header: t('操作人', 'Operator'), value: (r) => r.operatorName },
      { type: 'text', header: t('操作工厂', 'Posted by factory'), value: (r) => r.facName },
      { type: 'date', header: t('变动日期', 'Date'), value: (r) => r.opDate },
      { type: 'datetime', header: t('操作时间', 'Recorded at'), value: (r) => r.createdAt },
    ],
    batches: keysetBatches(
      (after: string | null, limit) => query.stockChangesAfter(db, ctx, input, after, limit),
      (r) => r.id,
    ),
  };
}
