/**
 * facPrdOrder/importExcel: one sheet, one row per SKU cell. Rows with the same 生产单号 make one order (blank:
 * rows of the same 制单日期 and 采购单号 make one order, numbered by the rule); within an order rows of the same
 * 款号 make one goods block, and a 客户 on the rows makes it filled per customer. The platform's Excel import runs
 * it: importExcel is the dry run (every failure listed), importExcel/commit writes all orders or none.
 */
export const ORDER_IMPORT_COLUMNS = [
  { key: 'orderNo', zh: '生产单号', en: 'Order no.' },
  { key: 'placeorderAt', zh: '制单日期', en: 'Order date', required: true },
  { key: 'buyNo', zh: '采购单号', en: 'Customer PO' },
  { key: 'remark', zh: '订单备注', en: 'Remark' },
  { key: 'styleNo', zh: '商品款号', en: 'Style no.', required: true },
  { key: 'deliveryAt', zh: '交货日期', en: 'Delivery date', required: true },
  { key: 'customerName', zh: '客户', en: 'Customer' },
  { key: 'colorName', zh: '颜色', en: 'Colour', required: true },
  { key: 'sizeName', zh: '尺码', en: 'Size', required: true },
  { key: 'standardName', zh: '内长', en: 'Length' },
  { key: 'num', zh: '数量', en: 'Quantity', required: true },
  { key: 'noTaxPrice', zh: '不含税单价', en: 'Price excl. tax' },
  { key: 'taxRate', zh: '税率', en: 'Tax rate' },
] as const;
