import { billStatusLabels, type DeliveryPageInput, type DeliveryRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billLineRows, offsetBatches, type BillLineRow, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './delivery.repository.js';

type Line = Awaited<ReturnType<typeof repo.listLines>>[number];
type ExportRow = BillLineRow<DeliveryRow, Line>;

const noticeStates = [
  { zh: '未送料', en: 'Not delivered' },
  { zh: '未送齐', en: 'Partly delivered' },
  { zh: '已送齐', en: 'Delivered' },
];

/**
 * delivery/material/exportDeliveryListExcel (导出表格): the list's deliveries or notices with their material lines, one
 * row per line; 送料数 totals per stock unit at the bottom (never one sum of 米 and 个). The bill's number, date,
 * storehouse, factory and status repeat on each line.
 */
export function deliveryExport(db: Db, ctx: RequestContext, body: DeliveryPageInput): ExportDefinition<ExportRow> {
  const lang = ctx.lang;
  const isNotice = body.belongModule === 2;
  return {
    title: isNotice ? { zh: '送料通知单', en: 'Delivery notices' } : { zh: '送料单', en: 'Deliveries' },
    billOf: (r) => r.head.id,
    columns: [
      { type: 'text', header: { zh: '单号', en: 'No.' }, value: (r) => r.head.orderNo },
      { type: 'date', header: { zh: '送料日期', en: 'Date' }, value: (r) => r.head.dateDelivery },
      { type: 'text', header: { zh: '送料仓库', en: 'Storehouse' }, value: (r) => r.head.storehouseName },
      { type: 'text', header: { zh: '送料员', en: 'Deliverer' }, value: (r) => r.head.deliveryCreatorName },
      { type: 'text', header: { zh: '加工厂', en: 'Processing factory' }, width: 18, value: (r) => r.head.outsideFactoryName },
      {
        type: 'text',
        header: { zh: '单据状态', en: 'Status' },
        value: (r) => (billStatusLabels[r.head.status] ? pick(billStatusLabels[r.head.status]!, lang) : String(r.head.status)),
      },
      ...(isNotice
        ? [
            {
              type: 'text' as const,
              header: { zh: '送料状态', en: 'Delivery state' },
              value: (r: ExportRow) => (r.head.deliveryState === null ? null : pick(noticeStates[r.head.deliveryState]!, lang)),
            },
          ]
        : [{ type: 'text' as const, header: { zh: '送料通知单', en: 'Notice' }, value: (r: ExportRow) => r.head.billNotifyNo }]),
      { type: 'text', header: { zh: '分类', en: 'Kind' }, value: (r) => r.line?.kindName },
      { type: 'text', header: { zh: '物料款号', en: 'Material no.' }, value: (r) => r.line?.materialsNo },
      { type: 'text', header: { zh: '物料名称', en: 'Material' }, width: 20, value: (r) => r.line?.materialsName },
      { type: 'text', header: { zh: '颜色', en: 'Colour' }, value: (r) => r.line?.colorName },
      { type: 'text', header: { zh: '规格', en: 'Specification' }, value: (r) => r.line?.specNoName },
      { type: 'text', header: { zh: '生产单号', en: 'Order no.' }, value: (r) => r.line?.orderNo },
      { type: 'text', header: { zh: '缸号', en: 'Vat no.' }, value: (r) => r.line?.vatNo },
      {
        type: 'quantity',
        scale: 4,
        header: isNotice ? { zh: '通知数', en: 'Quantity' } : { zh: '送料数', en: 'Quantity' },
        value: (r) => r.line?.quantity,
        unitOf: (r) => r.line?.stockUnit,
      },
      { type: 'text', header: { zh: '库存单位', en: 'Stock unit' }, value: (r) => r.line?.stockUnit },
      { type: 'text', header: { zh: '明细备注', en: 'Line remark' }, value: (r) => r.line?.remark },
      { type: 'text', header: { zh: '备注', en: 'Remark' }, width: 20, value: (r) => r.head.remark },
    ],
    // Lines are read bill by bill through the area's listLines (pages of 200 bills).
    batches: billLineRows(
      offsetBatches((limit, offset) => repo.pageDeliveries(db, ctx.unitId, body, limit, offset), 200),
      (heads) => Promise.all(heads.map((head) => repo.listLines(db, ctx.unitId, head.id))),
    ),
  };
}
