import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { decimalString } from '../materials/decimal.js';
import { idSchema, pagingInput } from '../platform/paging.js';
import { intInput } from '../platform/number-input.js';

/** 入库通知单 status: 0 待入库, 1 已入库, 2 已关闭. */
export const STOCK_INFORM_STATUS = { open: 0, received: 1, closed: 2 } as const;

export const stockInformListInput = pagingInput.extend({
  storehouseId: idSchema.optional(),
  billNo: z.string().trim().max(50).optional(),
  orderDayStart: dateText.optional(),
  orderDayEnd: dateText.optional(),
  outStorehouseIdList: z.array(idSchema).max(100).optional(),
  statusList: z
    .array(intInput({ min: 0, max: 2 }))
    .max(3)
    .optional(),
  stockInformIdList: z.array(idSchema).max(200).optional(),
});
export type StockInformListInput = z.infer<typeof stockInformListInput>;

/** 确认入库 / 修改入库数: the received quantity per notice line (absent lines: as notified). */
export const stockInformReceiveInput = z.object({
  id: idSchema,
  opDate: dateText.optional(),
  lines: z
    .array(z.object({ lineId: idSchema, received: decimalString({ scale: 4, intDigits: 14 }) }))
    .max(2000)
    .default([]),
});
export type StockInformReceiveInput = z.infer<typeof stockInformReceiveInput>;

export interface StockInformLine {
  id: string;
  skuId: string;
  skuName: string;
  quantity: string;
  received: string | null;
  price: string;
}

export interface StockInformRow {
  id: string;
  billNo: string;
  status: number;
  storehouseId: string;
  storehouseName: string;
  outStorehouseId: string;
  outStorehouseName: string;
  outBillId: string;
  outBillNo: string;
  inBillId: string | null;
  inBillNo: string | null;
  totalQuantity: string;
  totalAmount: string;
  receivedQuantity: string | null;
  receivedAmount: string | null;
  createdByName: string | null;
  createdAt: string;
  remark: string | null;
}

export interface StockInformDetail extends StockInformRow {
  lines: StockInformLine[];
}
