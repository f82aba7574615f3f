import { billStatusLabels, type RemnantQueryInput, type RemnantRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billLineRows, keysetBatches, type BillLineRow, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './remnant.repository.js';

type ExportRow = BillLineRow<RemnantRow, Awaited<ReturnType<typeof repo.listLines>>[number]>;

/**
 * 导出表格 of the 余料入库单 list: the list's filters, newest bill first, one row per material line with its bill (bills
 * in keyset batches of 200, each bill's lines through listLines; only one batch in memory), streamed as xlsx by
 * platform/excel. 入库数 is a number totalled per stock unit at the bottom, never one 合计入库 adding 米 and 个.
 */
export function remnantExport(db: Db, ctx: RequestContext, filters: RemnantQueryInput): ExportDefinition<ExportRow> {
  const lang = ctx.lang;
  return {
    title: { zh: '余料入库单', en: 'Remnant put-aways' },
    billOf: (r) => r.head.id,
    columns: [
      { type: 'text', header: { zh: '单号', en: 'No.' }, width: 18, value: (r) => r.head.orderNo },
      {
        type: 'text',
        header: { zh: '加工厂', en: 'Processing factory' },
        width: 18,
        value: (r) => r.head.commonOutsideFactoryName ?? pick({ zh: '本厂', en: 'In-house' }, lang),
      },
      { type: 'text', header: { zh: '入库仓库', en: 'Into storehouse' }, width: 14, value: (r) => r.head.storehouseName },
      { type: 'text', header: { zh: '业务员', en: 'Salesperson' }, value: (r) => r.head.operaterName },
      { type: 'date', header: { zh: '入库日期', en: 'Put-away date' }, value: (r) => r.head.dateOperate },
      {
        type: 'text',
        header: { zh: '单据状态', en: 'Status' },
        value: (r) => (billStatusLabels[r.head.status] ? pick(billStatusLabels[r.head.status]!, lang) : String(r.head.status)),
      },
      { type: 'text', header: { zh: '分类', en: 'Kind' }, value: (r) => r.line?.kindName },
      { type: 'text', header: { zh: '物料款号', en: 'Material no.' }, value: (r) => r.line?.materialsNo },
      { type: 'text', header: { zh: '物料名称', en: 'Material' }, width: 20, value: (r) => r.line?.materialsName },
      { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.line?.colorName },
      { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.line?.specNoName },
      { type: 'text', header: { zh: '生产单号', en: 'Order no.' }, value: (r) => r.line?.orderNo },
      {
        type: 'quantity',
        scale: 4,
        header: { zh: '入库数', en: 'Quantity in' },
        value: (r) => r.line?.quantity,
        unitOf: (r) => r.line?.stockUnit,
      },
      { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.line?.stockUnit },
      { type: 'text', header: { zh: '明细备注', en: 'Line remark' }, value: (r) => r.line?.remark },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, width: 24, value: (r) => r.head.remark },
    ],
    batches: billLineRows(
      keysetBatches(
        (after: string | null, limit) => repo.remnantRowsBefore(db, ctx.unitId, filters, after, limit),
        (r) => r.id,
        200,
      ),
      (heads) => Promise.all(heads.map((head) => repo.listLines(db, ctx.unitId, head.id))),
    ),
  };
}
