import { ARRIVAL_BILL_TYPES, Code, type BatchArriveInput } from '@gf/contracts';
import { Dec } from '@gf/contracts';
import { submitBill, type WorkflowDeps } from '../../bills/workflow.service.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { openPurchaseLines } from './arrival-purchase.service.js';
import { createArrival } from './arrival.service.js';

/**
 * purchase/batchArrive (and 直接到料 from a purchase): one arrival per supplier receiving every outstanding
 * line of the chosen purchase bills, quantities = 采购未到 (stock unit) ÷ the line's rate in the purchase unit
 * (4 decimals), priced at the purchase price. With `submit` each arrival is submitted at once (reviewed
 * straight away when no review is configured, which posts its stock, purchase quantities and payable).
 */
export async function batchArrive(deps: WorkflowDeps, ctx: RequestContext, input: BatchArriveInput) {
  // The bills decide the suppliers; each supplier's arrival re-checks its lines when saved.
  const lines = (await openPurchaseLines(deps.db, ctx, { purchaseBillIds: input.purchaseBillIds })).filter((l) =>
    Dec.of(l.outstandingQuantity).gt(0),
  );
  if (lines.length === 0)
    throw new AppError(Code.badState, {
      zh: '所选采购单没有未到的物料',
      en: 'The chosen purchase bills have nothing outstanding',
    });
  const bySupplier = new Map<string, typeof lines>();
  for (const l of lines) bySupplier.set(l.supplierId, [...(bySupplier.get(l.supplierId) ?? []), l]);
  const created: { id: string; orderNo: string; status: number }[] = [];
  for (const [supplierId, own] of bySupplier) {
    const arrival = await createArrival(deps.db, ctx, {
      supplierId,
      orderNo: null,
      creatorId: input.creatorId,
      dateArrive: input.dateArrive,
      storehouseId: input.storehouseId,
      remark: null,
      belongModule: input.belongModule,
      outsideFactoryId: null,
      noticeId: null,
      materialsSkus: own.map((l) => ({
        materialSkuId: l.materialSkuId,
        purchaseLineId: l.id,
        conversionRate: l.conversionRate,
        quantity: Dec.of(l.outstandingQuantity).div(l.conversionRate, 4).toFixed(),
        unitPrice: l.unitPrice,
        amount: null,
        taxRate: l.taxRate,
        vatNo: null,
        rollNo: null,
        isArriveComplete: true,
        remark: null,
      })),
    });
    const status = input.submit ? (await submitBill(deps, ctx, ARRIVAL_BILL_TYPES[input.belongModule], arrival.id)).status : 0;
    created.push({ ...arrival, status });
  }
  return { arrivals: created };
}
