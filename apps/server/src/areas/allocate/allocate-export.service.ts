import { ALLOCATE_BILL_TYPE_NAMES, type AllocateListInput, type AllocateRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billStatusText, offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listAllocates } from './allocate.service.js';

/** allocate/exportExcel: the list's filter, newest first; quantities summed at the bottom, 在途金额 too. */
export function allocateExport(db: Db, ctx: RequestContext, input: AllocateListInput): ExportDefinition<AllocateRow> {
  const t = (zh: string, en: string) => ({ zh, en });
  return {
    title: t('调拨单', 'Transfers'),
    columns: [
      { type: 'text', header: t('单据号', 'Bill no.'), value: (r) => r.billNo },
      { type: 'text', header: t('单据类型', 'Kind'), value: (r) => pick(ALLOCATE_BILL_TYPE_NAMES[r.billType], ctx.lang) },
      { type: 'text', header: t('调出仓库', 'From'), value: (r) => r.outStorehouseName },
      { type: 'text', header: t('调入仓库', 'To'), value: (r) => r.inStorehouseName },
      { type: 'text', header: t('关联调出单', 'Transfer-out'), value: (r) => r.callOutNo },
      { type: 'quantity', scale: 4, header: t('数量', 'Quantity'), value: (r) => r.totalQuantity },
      { type: 'quantity', scale: 4, header: t('已调入', 'Received'), value: (r) => r.receivedQuantity },
      { type: 'quantity', scale: 4, header: t('在途数量', 'In transit'), value: (r) => r.inTransitQuantity },
      { type: 'money', scale: 2, header: t('在途金额', 'Value in transit'), value: (r) => r.inTransitValue, total: true },
      { type: 'text', header: t('审核状态', 'Status'), value: (r) => billStatusText(r.status, ctx.lang) },
      { type: 'text', header: t('开单人', 'Made by'), value: (r) => r.operaterName },
      { type: 'date', header: t('开单日期', 'Date'), value: (r) => r.opDate },
      { type: 'text', header: t('备注', 'Remark'), value: (r) => r.remark },
    ],
    batches: offsetBatches(
      async (limit, offset) =>
        (await listAllocates(db, ctx, { ...input, pageSize: limit, pageNo: Math.floor(offset / limit) + 1 })).list,
      200,
    ),
  };
}
