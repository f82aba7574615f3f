import {
  allocateTopDown,
  ARRIVAL_BILL_TYPES,
  arrivalInput,
  ArrivalPermission,
  arrivalPurchaseQuantity,
  Code,
  dec,
  deliveryCreateInput,
  DeliveryPermission,
  pickUpLineProblem,
  stockQuantity,
  type PurchaseLineDemandRow,
  type PurchasePickUpInput,
  type PurchasePickUpResult,
} from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { findReviewConfig, isReviewInUse } from '../../bills/review-config.repository.js';
import { submitBill, type WorkflowDeps } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { joinTransaction } from '../../platform/db/join-transaction.js';
import { AppError, invalid, NO_PERMISSION } from '../../platform/http/errors.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import { createArrival, findArrivalSummary } from '../arrivals/index.js';
import { createDelivery, DELIVERY_BILL_TYPE, findDeliverySummary } from '../delivery/index.js';
import { findStorehouse } from '../factory/index.js';
import { outsideFactoryExists } from '../partners/index.js';
import {
  createPurchaseBatch,
  findPurchaseBill,
  findPurchaseLinesWithSplits,
  getPurchaseConfig,
  MATERIALS_PURCHASE,
  purchaseNotFound,
} from '../purchasing/index.js';
import { findPickup, insertPickups } from './one-step.repository.js';

type Line = PurchasePickUpInput['materialsSkus'][number];

const field = (i: number, name: string) => `materialsSkus.${i}.${name}`;
const refuse = (zh: string, en: string) => new AppError(Code.badState, { zh, en });

/** Line rules before anything is written: 本次送料 ≤ 本次到料 ≤ 合计采购, 到料 expressible in the purchase unit. */
function checkLines(lines: Line[]): void {
  lines.forEach((l, i) => {
    const problem = pickUpLineProblem(l);
    if (problem === 'arrive')
      throw invalid(field(i, 'quantityArrive'), {
        zh: `本次到料不能大于本次采购 ${dec.norm(stockQuantity(l.quantity, l.conversionRate))}`,
        en: `must not exceed the purchased ${dec.norm(stockQuantity(l.quantity, l.conversionRate))}`,
      });
    if (problem === 'delivery')
      throw invalid(field(i, 'quantityDelivery'), {
        zh: '本次送料不能大于本次到料',
        en: 'must not exceed the quantity arriving',
      });
    if (!dec.isZero(l.quantityArrive) && arrivalPurchaseQuantity(l) === null)
      throw invalid(field(i, 'quantityArrive'), {
        zh: '本次到料按转化率折算的采购数超过4位小数',
        en: 'does not convert into the purchase unit with at most 4 decimals',
      });
  });
  if (lines.every((l) => dec.isZero(l.quantityDelivery)))
    throw invalid(field(0, 'quantityDelivery'), { zh: '请至少送料一个物料', en: 'deliver at least one material' });
}

/**
 * 本次送料 of one line by production order (按单送料): poured over the purchase line's splits from top to bottom (the
 * same rule that split the purchase), the rest unplanned. Lines name the order number only: the delivery must not
 * release the demand's reservations (主动占用), which hold other stock than what this step bought.
 */
function deliveryLines(l: Line, splits: readonly PurchaseLineDemandRow[]) {
  if (dec.isZero(l.quantityDelivery)) return [];
  const { allocations, surplus } = allocateTopDown(
    l.quantityDelivery,
    splits.filter((s) => s.orderNo).map((s) => ({ orderNo: s.orderNo, waiting: s.quantity })),
  );
  const parts = allocations.map((a) => ({ orderNo: a.line.orderNo, quantity: a.quantity }));
  if (!dec.isZero(surplus)) parts.push({ orderNo: null, quantity: surplus });
  return parts.map((part) => ({ materialsSkuId: l.materialSkuId, quantity: dec.norm(part.quantity), orderNo: part.orderNo }));
}

/** Everything the step needs, checked before the transaction: permissions, switch, references, review settings. */
async function assertCanStart(db: Db, ctx: RequestContext, input: PurchasePickUpInput): Promise<void> {
  // The route checked the purchase code; one step also books an arrival and a delivery.
  if (!can(ctx, ArrivalPermission.add) || !can(ctx, DeliveryPermission.add)) throw new AppError(Code.noPermission, NO_PERMISSION);
  if (!(await getPurchaseConfig(db, ctx)).oneStepEnabled)
    throw refuse(
      '一键采到送未启用，请在采购配置中开启',
      'One-step purchase-arrive-deliver is off; switch it on in the purchase configuration',
    );
  checkLines(input.materialsSkus);
  if (!(await findStorehouse(db, ctx.unitId, input.storehouseId)))
    throw invalid('storehouseId', { zh: '物料仓库不存在', en: 'storehouse not found' });
  if (!(await outsideFactoryExists(db, ctx.unitId, input.outsideFactoryId)))
    throw invalid('outsideFactoryId', { zh: '送料工厂不存在', en: 'processing factory not found' });
  // Bills left pending would leave goods delivered before they were bought or booked in.
  if (isReviewInUse(await findReviewConfig(db, ctx.unitId, MATERIALS_PURCHASE)))
    throw refuse(
      '采购单需要审核，一键采到送只能用于无需审核的采购单',
      'Purchases need review; one step works only with purchases that need none',
    );
  if (isReviewInUse(await findReviewConfig(db, ctx.unitId, ARRIVAL_BILL_TYPES[0])))
    throw refuse(
      '到料单需要审核，一键采到送只能用于无需审核的到料单',
      'Arrivals need review; one step works only with arrivals that need none',
    );
}

/**
 * purchase/addPickUpDelivery (一键采到送), in one transaction: one purchase bill per supplier, submitted (must end
 * reviewed); one arrival per supplier into 物料仓库 of each line's 本次到料, submitted; one delivery of 本次送料 from
 * that storehouse to 送料工厂, submitted (pending when deliveries need review). Any refusal leaves no bill behind.
 */
export async function addPickUpDelivery(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  input: PurchasePickUpInput,
): Promise<PurchasePickUpResult> {
  await assertCanStart(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    const unit = joinTransaction(trx);
    const deps: WorkflowDeps = { db: unit, bills };
    const { bills: purchases } = await createPurchaseBatch(unit, ctx, {
      purchaserId: input.purchaserId,
      datePurchase: input.datePurchase,
      expectDateEnd: input.expectDateEnd ?? null,
      designStyleNo: null,
      arriveStorehouseId: input.storehouseId,
      remark: input.remark,
      belongModule: 0,
      materialsSkus: input.materialsSkus.map(({ quantityArrive: _a, quantityDelivery: _d, ...l }) => l),
    });
    for (const p of purchases) {
      if ((await submitBill(deps, ctx, MATERIALS_PURCHASE, p.id)).status !== 2)
        throw refuse('采购单提交后未审核，一键采到送已取消', 'The purchase did not become reviewed; the step was undone');
    }
    // Purchase line of each input line: one SKU per supplier's bill (add/batch refuses repeats).
    const purchaseLines = new Map(
      (
        await findPurchaseLinesWithSplits(
          trx,
          ctx.unitId,
          purchases.map((p) => p.id),
        )
      ).map((l) => [`${l.supplierId}:${l.materialSkuId}`, l]),
    );
    const purchaseLineOf = (l: Line) => purchaseLines.get(`${l.supplierId}:${l.materialSkuId}`);
    const arrivals: PurchasePickUpResult['arrivals'] = [];
    const arrivalOf = new Map<string, string>();
    for (const p of purchases) {
      const own = input.materialsSkus.filter((l) => l.supplierId === p.supplierId && !dec.isZero(l.quantityArrive));
      if (own.length === 0) continue;
      // Through the contract, so the arrival's own defaults apply to what this step leaves blank.
      const arrival = await createArrival(
        unit,
        ctx,
        arrivalInput.parse({
          supplierId: p.supplierId,
          creatorId: input.purchaserId,
          dateArrive: input.datePurchase,
          storehouseId: input.storehouseId,
          remark: input.remark,
          materialsSkus: own.map((l) => ({
            materialSkuId: l.materialSkuId,
            purchaseLineId: purchaseLineOf(l)?.id ?? null,
            conversionRate: l.conversionRate,
            quantity: arrivalPurchaseQuantity(l)!,
            isArriveComplete: dec.cmp(l.quantityArrive, stockQuantity(l.quantity, l.conversionRate)) === 0,
          })),
        }),
      );
      const { status } = await submitBill(deps, ctx, ARRIVAL_BILL_TYPES[0], arrival.id);
      arrivals.push({ ...arrival, supplierId: p.supplierId, status });
      arrivalOf.set(p.id, arrival.id);
    }
    const delivery = await createDelivery(
      unit,
      ctx,
      deliveryCreateInput.parse({
        storehouseId: input.storehouseId,
        deliveryCreatorId: input.purchaserId,
        dateDelivery: input.datePurchase,
        outsideFactoryId: input.outsideFactoryId,
        remark: input.remark,
        skus: input.materialsSkus.flatMap((l) => deliveryLines(l, purchaseLineOf(l)?.demands ?? [])),
      }),
    );
    const { status } = await submitBill(deps, ctx, DELIVERY_BILL_TYPE, delivery.id);
    await insertPickups(
      trx,
      ctx.unitId,
      ctx.userId,
      purchases.map((p) => ({ purchaseBillId: p.id, arrivalId: arrivalOf.get(p.id) ?? null, deliveryId: delivery.id })),
    );
    return { purchases, arrivals, delivery: { ...delivery, status } };
  });
}

/** purchase/pickUpDelivery: the arrival and delivery a one step booked for this purchase bill (null for other bills). */
export async function getPickUpLinks(db: Db, ctx: RequestContext, purchaseBillId: string) {
  if (!(await findPurchaseBill(db, ctx.unitId, purchaseBillId))) throw purchaseNotFound();
  const pickup = await findPickup(db, ctx.unitId, purchaseBillId);
  if (!pickup) return null;
  // Numbers and statuses come from what arrivals and delivery publish, read now (they move on after the step).
  const [arrival, delivery] = await Promise.all([
    pickup.arrivalId ? findArrivalSummary(db, ctx.unitId, pickup.arrivalId) : undefined,
    findDeliverySummary(db, ctx.unitId, pickup.deliveryId),
  ]);
  return {
    purchaseBillId: pickup.purchaseBillId,
    arrivalId: arrival?.id ?? null,
    arrivalNo: arrival?.no ?? null,
    arrivalStatus: arrival?.status ?? null,
    deliveryId: pickup.deliveryId,
    deliveryNo: delivery?.no ?? null,
    deliveryStatus: delivery?.status ?? null,
  };
}
