import { z } from 'zod';
import { dateText } from '../platform/bounds.js';
import { idSchema, pagingInput } from '../platform/paging.js';
import type { SettlementFigures } from './outside-statements.js';

/*
 * facPrdOrder/statement/finance: per production order what its bills came to, read from the journal: the outside processing
 * of its missions (the node reports' payables, AP items) and what is receivable on the order itself (AR items of
 * FAC_PRD_ORDER), each with owed, paid (collected), offset, adjusted and open; the order's amount beside them; the
 * material cost (the reviewed arrivals received for the order, less their reviewed returns) and the profit.
 */
export const orderFinanceInput = pagingInput
  .extend({
    /** Order number or buy number contains it. */
    keyword: z.string().trim().max(50).optional(),
    /** 下单日期 between (both optional). */
    startDate: dateText.optional(),
    endDate: dateText.optional(),
    /** Only orders with something still open (cost or receivable). */
    debt: z.boolean().optional(),
  })
  .refine((v) => !v.startDate || !v.endDate || v.endDate >= v.startDate, {
    path: ['endDate'],
    message: '结束日期不能早于开始日期|must not be before the start date',
  });
export type OrderFinanceInput = z.infer<typeof orderFinanceInput>;

export const orderFinanceDetailInput = z.object({ id: idSchema });

export interface OrderFinanceRow {
  productionOrderId: string;
  orderNo: string;
  buyNo: string | null;
  placeorderAt: string;
  /** Σ of the order's goods: amount excluding tax + tax. */
  orderAmount: string;
  /** The outside processing of the order's missions. */
  processing: SettlementFigures;
  /** Receivable on the order (AR items of FAC_PRD_ORDER); `paid` is what was collected. */
  receivable: SettlementFigures;
  /** Σ (received − returned) of the reviewed arrival lines bought for the order (tax included). */
  materialCost: string;
  /** orderAmount − materialCost − the processing's (owed + adjusted). */
  profit: string;
  bills: number;
}

export interface OrderFinanceStatement {
  list: OrderFinanceRow[];
  totalCount: number;
  totals: {
    orderAmount: string;
    processing: SettlementFigures;
    receivable: SettlementFigures;
    materialCost: string;
    profit: string;
  };
}

/** One bill counted on the order (drill-down: its type, id and number) with its figures. */
export interface OrderFinanceBill extends SettlementFigures {
  kind: 'PROCESSING' | 'RECEIVABLE';
  itemType: string;
  itemId: string;
  itemNo: string;
  partnerType: 'SUPPLIER' | 'OUTSIDE_FACTORY' | 'CUSTOMER' | null;
  partnerId: string | null;
  partnerName: string;
  firstDate: string;
}

/** An arrival counted in an order's material cost: what it received for the order and what was returned of that. */
export interface OrderMaterialCost {
  arrivalType: 'MATERIALS_ARRIVE' | 'SAMPLE_ARRIVE';
  arrivalId: string;
  arrivalNo: string;
  supplierName: string;
  dateArrive: string;
  received: string;
  returned: string;
  cost: string;
}

export interface OrderFinanceDetail extends OrderFinanceRow {
  list: OrderFinanceBill[];
  materials: OrderMaterialCost[];
}
