import { z } from 'zod';
import { flagInput } from '../platform/bounds.js';

/**
 * facPrdOrder/importExcel: one sheet, one row per SKU cell. Rows with the same 生产单号 make one order (blank:
 * each run of rows without a number makes one order, numbered by the rule); within an order rows of the same
 * 款号 make one goods block, and a 客户 on the rows makes it filled per customer.
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

/** dryRun: check only, write nothing (the result dialog lists every failure). */
export const orderImportOptions = z.object({ dryRun: flagInput.optional() });

export interface OrderImportResult {
  dryRun: boolean;
  successNum: number;
  faithNum: number;
  /** Orders created (or that would be). */
  orderNos: string[];
  errors: { row: number; field: string; message: string }[];
}
