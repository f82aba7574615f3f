import { billStatusLabels, ORDER_GOODS_UNIT, type OrderListGoods, type OrderListQuery, type OrderListRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { billLineRows, offsetBatches, type BillLineRow, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { pageOrderList } from './order-query.service.js';

type Row = BillLineRow<OrderListRow, OrderListGoods>;
const kind = { 0: { zh: '预下单', en: 'Pre-order' }, 1: { zh: '正式订单', en: 'Formal order' } } as const;

/** The order list as xlsx: one row per ordered goods, the order's identity on every row, pieces totalled per unit. */
export function orderExport(db: Db, ctx: RequestContext, filter: OrderListQuery): ExportDefinition<Row> {
  const heads = offsetBatches((limit, offset) =>
    pageOrderList(db, ctx, { ...filter, pageNo: Math.floor(offset / limit) + 1, pageNum: undefined, pageSize: limit }),
  );
  const yesNo = (v: boolean) => pick(v ? { zh: '是', en: 'Yes' } : { zh: '否', en: 'No' }, ctx.lang);
  return {
    title: { zh: '生产订单', en: 'Production orders' },
    billOf: (r) => r.head.id,
    batches: billLineRows(heads, async (hs) => hs.map((h) => h.goods)),
    columns: [
      { type: 'text', header: { zh: '单据号', en: 'Order no.' }, value: (r) => r.head.orderNo },
      { type: 'text', header: { zh: '单据类型', en: 'Kind' }, value: (r) => pick(kind[r.head.type], ctx.lang) },
      { type: 'date', header: { zh: '制单日期', en: 'Order date' }, value: (r) => r.head.placeorderAt },
      {
        type: 'text',
        header: { zh: '加工厂商', en: 'Processing factory' },
        value: (r) => r.head.commonOutsideFactoryName ?? '-',
      },
      { type: 'text', header: { zh: '负责人', en: 'Persons in charge' }, value: (r) => r.head.chargerName },
      { type: 'text', header: { zh: '商品款号', en: 'Style no.' }, value: (r) => r.line?.styleNo },
      { type: 'text', header: { zh: '商品名称', en: 'Style name' }, value: (r) => r.line?.styleName },
      { type: 'text', header: { zh: '客户', en: 'Customer' }, value: (r) => r.line?.custName },
      {
        type: 'quantity',
        scale: 4,
        header: { zh: '商品数量', en: 'Quantity' },
        value: (r) => r.line?.totalNum,
        unitOf: () => ORDER_GOODS_UNIT,
      },
      { type: 'date', header: { zh: '货期', en: 'Delivery date' }, value: (r) => r.line?.goodsDeliveryAt },
      { type: 'text', header: { zh: '创建人', en: 'Creator' }, value: (r) => r.head.createByName },
      {
        type: 'text',
        header: { zh: '采购单号', en: 'Customer PO' },
        value: (r) => r.head.buyNo ?? pick({ zh: '无', en: 'None' }, ctx.lang),
      },
      { type: 'text', header: { zh: '关联订单号', en: 'Linked order' }, value: (r) => r.head.concatPrdOrderNo },
      { type: 'text', header: { zh: '下单类型', en: 'Order category' }, value: (r) => r.head.placeOrderType },
      { type: 'text', header: { zh: '是否首单', en: 'First order' }, value: (r) => yesNo(r.head.isFirstOrder) },
      {
        type: 'text',
        header: { zh: '状态', en: 'Status' },
        value: (r) => pick(billStatusLabels[r.head.displayStatus] ?? { zh: '', en: '' }, ctx.lang),
      },
      { type: 'text', header: { zh: '审批备注', en: 'Approval remark' }, value: (r) => r.head.lastReviewLog },
    ],
  };
}
