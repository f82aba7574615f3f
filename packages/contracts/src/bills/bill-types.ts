/**
 * Bill types the review desk knows, with the detail route it opens (SPEC section 2).
 * Server areas register the behaviour; this table is what both sides show.
 */
export interface BillTypeInfo {
  zh: string;
  en: string;
  detailPath: string;
  /**
   * How the detail page finds the document: 'orderNo' reads the number from ?orderNo=; the others carry the id, in the
   * path where detailPath has ':id', else as a query key of that name.
   */
  idParam: 'orderNo' | 'bomId' | 'id' | 'arriveId';
}

export const billTypes = {
  FAC_PRD_ORDER: { zh: '正式订单', en: 'Production order', detailPath: '/orderProductioDetail', idParam: 'orderNo' },
  PRICE_ADJUSTMENT_ORDER: {
    zh: '订单调价单',
    en: 'Order price adjustment',
    detailPath: '/adjustmentPriceDetail',
    idParam: 'orderNo',
  },
  FAC_PRD_ORDER_ADJUST: { zh: '订单调整单', en: 'Order adjustment', detailPath: '/adjustOrder', idParam: 'orderNo' },
  STOCK_ADJUST: { zh: '库存调整单', en: 'Stock adjustment', detailPath: '/stockDetail', idParam: 'orderNo' },
  STOCK_DELIVERY: { zh: '库存发货单', en: 'Stock delivery', detailPath: '/stockDetail', idParam: 'orderNo' },
  // The other stock bills (areas/stock-bills) share the detail page.
  STOCK_IN: { zh: '入库单', en: 'Stock-in', detailPath: '/stockDetail', idParam: 'orderNo' },
  STOCK_OUT: { zh: '出库单', en: 'Stock-out', detailPath: '/stockDetail', idParam: 'orderNo' },
  STOCK_SALE_RETURN: { zh: '退货入库单', en: 'Sales return', detailPath: '/stockDetail', idParam: 'orderNo' },
  OUTSIDE_FACTORY: { zh: '加工厂商档案', en: 'Processing factory', detailPath: '/processingFactoryOperate', idParam: 'orderNo' },
  COMMON_BOM: { zh: '商品BOM', en: 'Goods BOM', detailPath: '/baseGoodsInfo', idParam: 'bomId' },
  COMMON_MATERIALS: { zh: '物料档案', en: 'Material record', detailPath: '/materialInfo/:id', idParam: 'id' },
  COMMON_MATERIEL_SUPPLIER: { zh: '物料供应商', en: 'Material supplier', detailPath: '/subMaterialSupplier', idParam: 'orderNo' },
  MATERIALS_PURCHASE: { zh: '物料采购单', en: 'Material purchase order', detailPath: '/detailPurchase', idParam: 'orderNo' },
  SAMPLE_PURCHASE: { zh: '样料采购单', en: 'Sample purchase', detailPath: '/detailSamplePurchase', idParam: 'orderNo' },
  MATERIALS_ARRIVE: { zh: '物料收料单', en: 'Material receipt', detailPath: '/materialDetail', idParam: 'orderNo' },
  SAMPLE_ARRIVE: { zh: '样料收料单', en: 'Sample receipt', detailPath: '/materialDetail', idParam: 'orderNo' },
  MATERIALS_RETURN: { zh: '退料单', en: 'Return to supplier', detailPath: '/returnMaterielDetail/:id', idParam: 'id' },
  MATERIALS_ARRIVE_NOTIFY: {
    zh: '物料收料通知单',
    en: 'Receipt notice',
    detailPath: '/receiveInformOperate',
    idParam: 'orderNo',
  },
  NEED_PAY_ADJUST_ORDER: {
    zh: '应付调整单',
    en: 'Payable adjustment',
    detailPath: '/finance/payableOperateDetails',
    idParam: 'orderNo',
  },
  PAYMENT_APPLY: { zh: '付款申请单', en: 'Payment application', detailPath: '/finance/paymentListDetail', idParam: 'orderNo' },
  PAYMENT: { zh: '付款单', en: 'Payment order', detailPath: '/finance/paymentOrder', idParam: 'orderNo' },
  FEE: { zh: '费用单', en: 'Fee order', detailPath: '/finance/feeListDetails', idParam: 'orderNo' },
  PREPAY: { zh: '预付款单', en: 'Prepayment', detailPath: '/finance/prepayDetail?family=prepay&id=:id', idParam: 'id' },
  PREPAY_TRANSFER: {
    zh: '预付款转移单',
    en: 'Prepayment transfer',
    detailPath: '/finance/prepayDetail?family=prepayTransfer&id=:id',
    idParam: 'id',
  },
  FAC_PRD_ORDER_GOODS_COST: {
    zh: '大货核算单',
    en: 'Bulk-goods costing',
    detailPath: '/orderProductioDetail',
    idParam: 'orderNo',
  },
  BILL_CALL_OUT: { zh: '调出单', en: 'Transfer out', detailPath: '/allocate/detail', idParam: 'orderNo' },
  BILL_CALL_IN: { zh: '调入单', en: 'Transfer in', detailPath: '/allocate/detail', idParam: 'orderNo' },
  MATERIALS_DELIVERY: { zh: '送料单', en: 'Material delivery', detailPath: '/payoffDetail/:id', idParam: 'id' },
  MATERIALS_REMAIND: { zh: '余料入库单', en: 'Remnant put-away', detailPath: '/feedbackDetail/:id', idParam: 'id' },
  // Node report bills (areas/node-reports): the detail page reads ?id=.
  FAC_MISSION_COMPLETE: { zh: '工单完成单', en: 'Node completion report', detailPath: '/allReportBillDetail', idParam: 'id' },
  FAC_MISSION_ADJUST: { zh: '工单调整单', en: 'Node adjustment report', detailPath: '/allReportBillDetail', idParam: 'id' },
  FAC_MISSION_DEFECTIVE: { zh: '工单次品单', en: 'Node defects report', detailPath: '/allReportBillDetail', idParam: 'id' },
  FAC_MISSION_WASTE: { zh: '工单废品单', en: 'Node waste report', detailPath: '/allReportBillDetail', idParam: 'id' },
  // Documents outside the review workflow that take part in lineage (they point at bills).
  RETURN_REFUND: { zh: '退料回款单', en: 'Return refund', detailPath: '/returnRefundList', idParam: 'orderNo' },
  QUALITY_CHECK: { zh: '质检单', en: 'Quality check', detailPath: '/qualityCheckDetail', idParam: 'id' },
  /** A mission (生产工单, a system-status document): its detail reads ?missionId=. */
  FAC_MISSION: { zh: '生产工单', en: 'Mission', detailPath: '/OrderDetailed?missionId=:id', idParam: 'id' },
  /** An arrival's cloth checks and shrink tests, one sheet per arrival (the document id is the arrival's). */
  CLOTH_CHECK: { zh: '验布缩布', en: 'Cloth check', detailPath: '/clothCheck', idParam: 'arriveId' },
} as const satisfies Record<string, BillTypeInfo>;

export type BillType = keyof typeof billTypes;

/** The route a desk row or a lineage link opens: the bill number in ?orderNo=, or the id (in the path or the query). */
export function detailHref(billType: string, bill: { id: string; billNo?: string | null }): string | null {
  const info = (billTypes as Record<string, BillTypeInfo>)[billType];
  if (!info) return null;
  if (info.detailPath.includes(':id')) return info.detailPath.replace(':id', encodeURIComponent(bill.id));
  const value = info.idParam === 'orderNo' ? (bill.billNo ?? bill.id) : bill.id;
  return `${info.detailPath}?${info.idParam}=${encodeURIComponent(value)}`;
}
