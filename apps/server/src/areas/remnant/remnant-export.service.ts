import { billStatusLabels, type RemnantQueryInput, type RemnantRow } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './remnant.repository.js';

/**
 * 导出表格 of the 余料入库单 list: the list's filters, one row per bill, newest first, read in keyset batches of 1000
 * (only one batch in memory) and streamed as xlsx by platform/excel.
 */
export function remnantExport(db: Db, ctx: RequestContext, filters: RemnantQueryInput): ExportDefinition<RemnantRow> {
  const lang = ctx.lang;
  return {
    title: { zh: '余料入库单', en: 'Remnant put-aways' },
    columns: [
      { header: { zh: '单号', en: 'No.' }, width: 18, value: (r) => r.orderNo },
      {
        header: { zh: '加工厂', en: 'Processing factory' },
        width: 18,
        value: (r) => r.commonOutsideFactoryName ?? (lang === 'en' ? 'In-house' : '本厂'),
      },
      { header: { zh: '入库仓库', en: 'Into storehouse' }, width: 14, value: (r) => r.storehouseName },
      { header: { zh: '物料数', en: 'Materials' }, value: (r) => r.skuCount },
      { header: { zh: '合计入库', en: 'Total in' }, value: (r) => Dec.of(r.totalQuantity).toFixed() },
      { header: { zh: '业务员', en: 'Salesperson' }, value: (r) => r.operaterName },
      { header: { zh: '入库日期', en: 'Put-away date' }, width: 12, value: (r) => r.dateOperate },
      { header: { zh: '单据状态', en: 'Status' }, value: (r) => billStatusLabels[r.status]?.[lang] ?? String(r.status) },
      { header: { zh: '备注', en: 'Remark' }, width: 24, value: (r) => r.remark },
    ],
    batches: keysetBatches(
      (after: string | null, limit) => repo.remnantRowsBefore(db, ctx.unitId, filters, after, limit),
      (r) => r.id,
    ),
  };
}
