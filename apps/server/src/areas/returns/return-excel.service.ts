import type { ReturnPageInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportColumn, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as query from './return-query.repository.js';
import { money, returnBalance } from './return-rules.service.js';

type ExportRow = Awaited<ReturnType<typeof query.listReturnLines>>[number] & {
  head: Awaited<ReturnType<typeof query.returnsAfter>>[number];
};

const statusText: Record<number, { zh: string; en: string }> = {
  0: { zh: '草稿', en: 'Draft' },
  1: { zh: '待审核', en: 'Pending review' },
  2: { zh: '已审核', en: 'Reviewed' },
  3: { zh: '反审核中', en: 'Anti-review pending' },
  4: { zh: '已驳回', en: 'Rejected' },
  5: { zh: '已作废', en: 'Voided' },
};

/** return/returnExcel: one row per return line with its bill's header and finance figures (streamed). */
export function returnExport(db: Db, ctx: RequestContext, filter: ReturnPageInput): ExportDefinition<ExportRow> {
  const zh = ctx.lang !== 'en';
  const columns: ExportColumn<ExportRow>[] = [
    { header: { zh: '退料单号', en: 'Return no.' }, value: (r) => r.head.orderNo },
    { header: { zh: '退料日期', en: 'Date' }, value: (r) => r.head.dateReturn },
    { header: { zh: '供应商', en: 'Supplier' }, value: (r) => r.head.supplierName },
    { header: { zh: '状态', en: 'Status' }, value: (r) => (zh ? statusText[r.head.status]?.zh : statusText[r.head.status]?.en) },
    { header: { zh: '物料分类', en: 'Kind' }, value: (r) => r.kindName },
    { header: { zh: '物料编号', en: 'Material no.' }, value: (r) => r.materialNo },
    { header: { zh: '物料名称', en: 'Material' }, value: (r) => r.materialName },
    { header: { zh: '颜色', en: 'Colour' }, value: (r) => r.colorName },
    { header: { zh: '规格', en: 'Specification' }, value: (r) => r.specNo },
    { header: { zh: '到料单号', en: 'Arrival no.' }, value: (r) => r.arriveNo },
    { header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.stockUnit },
    { header: { zh: '采购单位', en: 'Purchase unit' }, value: (r) => r.purchaseUnit },
    { header: { zh: '退料数[采购单位]', en: 'Quantity (purchase unit)' }, value: (r) => r.quantity },
    { header: { zh: '本次退料[库存单位]', en: 'Quantity (stock unit)' }, value: (r) => r.stockQuantity },
    { header: { zh: '退料转化率', en: 'Conversion rate' }, value: (r) => r.conversionRate },
    { header: { zh: '退料单价', en: 'Unit price' }, value: (r) => r.unitPrice },
    { header: { zh: '退料金额', en: 'Amount' }, value: (r) => r.amount },
    { header: { zh: '退料仓库', en: 'Storehouse' }, value: (r) => r.head.storehouseName },
    { header: { zh: '退料员', en: 'Returned by' }, value: (r) => r.head.returnerName },
    { header: { zh: '应收退款', en: 'Receivable' }, value: (r) => r.head.amount },
    { header: { zh: '已收款', en: 'Received' }, value: (r) => money(r.head.collected) },
    { header: { zh: '结欠', en: 'Balance' }, value: (r) => returnBalance(r.head.amount, r.head.collected) },
  ];
  const batches = (async function* () {
    for await (const heads of keysetBatches(
      (after: string | null, limit) => query.returnsAfter(db, ctx.unitId, filter, after, limit),
      (h) => h.id,
      200,
    )) {
      const byId = new Map(heads.map((h) => [h.id, h]));
      const lines = await query.listReturnLines(
        db,
        ctx.unitId,
        heads.map((h) => h.id),
      );
      const rows = lines.map((l) => ({ ...l, head: byId.get(l.materialReturnId)! }));
      // keep the bills' order (newest first), lines in their own order
      const order = new Map(heads.map((h, i) => [h.id, i]));
      rows.sort((a, b) => order.get(a.materialReturnId)! - order.get(b.materialReturnId)!);
      yield rows;
    }
  })();
  return { title: { zh: '退料单', en: 'Returns' }, columns, batches };
}
