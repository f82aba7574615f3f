import {
  ARRIVAL_BILL_TYPES,
  ARRIVAL_NOTICE_BILL_TYPE,
  BillStatus,
  Code,
  Dec,
  totalsByUnit,
  type ArrivalDetail,
  type ArrivalLineRow,
  type ArrivalInput,
  type ArrivalListInput,
  type ArrivalUpdateInput,
} from '@gf/contracts';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import {
  applyAntiReview,
  assertEditable,
  recordBillEvent,
  undoSubmit,
  voidBill,
  type WorkflowDeps,
} from '../../bills/workflow.service.js';
import { linkDocuments } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findStorehouse } from '../factory/index.js';
import { findSupplier, outsideFactoryExists } from '../partners/index.js';
import { purchaseTypeOf } from '../purchasing/index.js';
import { withOrders } from './arrival-orders.service.js';
import { arrivalDefinitionOf, arrivalTypeOf } from './arrival.bill-type.js';
import { assertNoticeOpensArrival } from './arrival-notice.service.js';
import { checkOrderSplits, findPurchaseFacts } from './arrival-purchase.service.js';
import { billAmount, lineFigures } from './arrival-rules.service.js';
import * as repo from './arrival.repository.js';
import { findShownLines } from './arrival-lines-shown.repository.js';

const arrivalNotFound = () => notFound({ zh: '到料单', en: 'Arrival' });

/** One physical roll arrives once: the same roll number twice for one SKU in a bill is refused on the second line. */
function assertRollNosDistinct(lines: ArrivalInput['materialsSkus']): void {
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    if (!l.rollNo) return;
    const key = `${l.materialSkuId}|${l.rollNo}`;
    if (seen.has(key))
      throw invalid(`materialsSkus.${i}.rollNo`, { zh: '同一物料的卷号重复', en: 'the roll number repeats for this material' });
    seen.add(key);
  });
}

/** Checks the header's references and computes every line's figures; answers the values to save. */
async function prepare(db: Db, ctx: RequestContext, input: ArrivalInput, selfId?: string) {
  if (!(await findSupplier(db, ctx.unitId, { id: input.supplierId })))
    throw invalid('supplierId', { zh: '供应商不存在', en: 'supplier not found' });
  if (!(await findStorehouse(db, ctx.unitId, input.storehouseId)))
    throw invalid('storehouseId', { zh: '仓库不存在', en: 'storehouse not found' });
  if (!(await repo.userInUnit(db, ctx.unitId, input.creatorId)))
    throw invalid('creatorId', { zh: '到料员不是本厂人员', en: 'not a user of this factory' });
  if (input.outsideFactoryId && !(await outsideFactoryExists(db, ctx.unitId, input.outsideFactoryId)))
    throw invalid('outsideFactoryId', { zh: '加工厂不存在', en: 'processing factory not found' });
  if (input.noticeId) await assertNoticeOpensArrival(db, ctx, input.noticeId, input.supplierId);
  if (input.orderNo) {
    const same = await repo.findIdByNo(db, ctx.unitId, input.orderNo);
    if (same && same !== selfId) throw duplicate('orderNo', { zh: '到料单号', en: 'Arrival number' });
  }
  const skus = await repo.skuFacts(
    db,
    ctx.unitId,
    input.materialsSkus.map((l) => l.materialSkuId),
  );
  const purchase = await findPurchaseFacts(db, ctx, input.supplierId, input.materialsSkus);
  await checkOrderSplits(db, ctx, input.materialsSkus);
  const isSample = input.belongModule === 1;
  assertRollNosDistinct(input.materialsSkus);
  const lines = input.materialsSkus.map((l, i) => {
    const sku = skus.get(l.materialSkuId);
    if (!sku) throw invalid(`materialsSkus.${i}.materialSkuId`, { zh: '物料SKU不存在', en: 'material SKU not found' });
    if (isSample && !sku.sampleMaterial)
      throw invalid(`materialsSkus.${i}.materialSkuId`, {
        zh: '样料到料只收样料',
        en: 'a sample arrival takes sample materials only',
      });
    const p = l.purchaseLineId ? purchase.get(l.purchaseLineId) : undefined;
    const conversionRate = l.conversionRate ?? p?.conversionRate ?? sku.conversionRate;
    if (Dec.of(conversionRate).lte(0))
      throw invalid(`materialsSkus.${i}.conversionRate`, { zh: '转化率须大于 0', en: 'must be greater than 0' });
    const figures = lineFigures({
      quantity: l.quantity,
      conversionRate,
      unitPrice: l.unitPrice ?? p?.unitPrice ?? null,
      amount: l.amount,
    });
    return {
      id: l.id ?? null,
      materialSkuId: l.materialSkuId,
      purchaseLineId: l.purchaseLineId,
      purchaseBillId: p?.purchaseBillId ?? null,
      isSamplePurchase: p?.isSamplePurchase ?? false,
      purchaseLineDemandId: l.purchaseLineDemandId ?? null,
      purchaseBillNo: p?.purchaseBillNo ?? null,
      purchaseUnit: p?.purchaseUnit ?? sku.purchaseUnit ?? sku.stockUnit,
      stockUnit: sku.stockUnit,
      conversionRate,
      quantity: l.quantity,
      ...figures,
      taxRate: l.taxRate ?? p?.taxRate ?? null,
      vatNo: l.vatNo,
      rollNo: l.rollNo,
      isArriveComplete: l.isArriveComplete,
      remark: l.remark,
    };
  });
  return { isSample, lines, amount: billAmount(lines) };
}

type PreparedLine = Awaited<ReturnType<typeof prepare>>['lines'][number];

/**
 * Saves the lines by difference (ids kept) and records the arrival's lineage: each line drawing on a purchase line,
 * and the receipt notice it was opened from. Both sources must be reviewed, checked under their lock.
 */
async function saveLinesAndLinks(
  trx: Db,
  ctx: RequestContext,
  arrival: { id: string; no: string; isSample: boolean; noticeId: string | null },
  lines: readonly PreparedLine[],
): Promise<void> {
  const ids = await repo.saveLines(
    trx,
    ctx.unitId,
    arrival.id,
    lines.map(({ purchaseBillId: _bill, isSamplePurchase: _sample, ...l }) => l),
  );
  await linkDocuments(
    trx,
    ctx,
    { type: arrivalTypeOf(arrival.isSample), billId: arrival.id, no: arrival.no },
    [
      ...lines.flatMap((l, i) =>
        l.purchaseLineId && l.purchaseBillId
          ? [
              {
                source: { type: purchaseTypeOf(l.isSamplePurchase), billId: l.purchaseBillId, lineId: l.purchaseLineId },
                targetLineId: ids[i],
                quantity: l.quantity,
              },
            ]
          : [],
      ),
      ...(arrival.noticeId ? [{ source: { type: ARRIVAL_NOTICE_BILL_TYPE, billId: arrival.noticeId } }] : []),
    ],
    { sourceStatuses: [BillStatus.reviewed] },
  );
}

function headValues(input: ArrivalInput, no: string, amount: string) {
  return {
    no,
    supplierId: input.supplierId,
    creatorId: input.creatorId,
    dateArrive: input.dateArrive,
    storehouseId: input.storehouseId,
    outsideFactoryId: input.outsideFactoryId,
    arrivalNoticeId: input.noticeId,
    remark: input.remark,
    amount,
  };
}

/** The next generated number that nobody typed by hand already (a typed number may look like a generated one). */
async function nextArrivalNo(trx: Db, ctx: RequestContext, isSample: boolean): Promise<string> {
  for (;;) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: arrivalTypeOf(isSample) });
    if (!(await repo.findIdByNo(trx, ctx.unitId, no))) return no;
  }
}

/** arrive/add: a draft arrival (blank number = generated). */
export async function createArrival(db: Db, ctx: RequestContext, input: ArrivalInput): Promise<{ id: string; orderNo: string }> {
  const { isSample, lines, amount } = await prepare(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    const no = input.orderNo ?? (await nextArrivalNo(trx, ctx, isSample));
    const id = await repo.insertArrival(trx, ctx.unitId, ctx.userId, { isSample, ...headValues(input, no, amount) });
    const fresh = lines.map((l) => ({ ...l, id: null }));
    await saveLinesAndLinks(trx, ctx, { id, no, isSample, noticeId: input.noticeId }, fresh);
    await recordBillEvent(trx, ctx, arrivalDefinitionOf(isSample), { id, billNo: no, status: 0 }, 'CREATE');
    return { id, orderNo: no };
  });
}

/** arrive/update: only a draft or rejected arrival is edited; its lines are saved by difference (ids kept). */
export async function updateArrival(db: Db, ctx: RequestContext, input: ArrivalUpdateInput): Promise<ArrivalDetail> {
  const current = await repo.findArrivalHead(db, ctx.unitId, input.arriveId);
  if (!current) throw arrivalNotFound();
  if (current.belongModule !== input.belongModule)
    throw invalid('belongModule', { zh: '不能改变到料单类型', en: 'the arrival type cannot change' });
  const { isSample, lines, amount } = await prepare(db, ctx, input, input.arriveId);
  await db.transaction().execute(async (trx) => {
    const def = arrivalDefinitionOf(isSample);
    const bill = await assertEditable(trx, def, ctx, input.arriveId);
    const no = input.orderNo ?? current.orderNo;
    await repo.updateArrivalHead(trx, ctx.unitId, input.arriveId, ctx.userId, headValues(input, no, amount));
    await saveLinesAndLinks(trx, ctx, { id: input.arriveId, no, isSample, noticeId: input.noticeId }, lines);
    await recordBillEvent(trx, ctx, def, { id: input.arriveId, billNo: no, status: bill.status }, 'SAVE');
  });
  return getArrival(db, ctx, input.arriveId);
}

/** A head with its lines and 本次到料 per stock unit (never one sum of 米 and 个). */
const withUnitTotals = <H, L extends ArrivalLineRow>(head: H, lines: L[]) => ({
  ...head,
  lines,
  unitTotals: totalsByUnit(
    lines,
    (l) => l.stockQuantity,
    (l) => l.stockUnit,
  ),
});

export async function getArrival(db: Db, ctx: RequestContext, id: string): Promise<ArrivalDetail> {
  const head = await repo.findArrivalHead(db, ctx.unitId, id);
  if (!head) throw arrivalNotFound();
  return withUnitTotals(head, await withOrders(db, ctx, await findShownLines(db, ctx.unitId, { arrivalIds: [id] })));
}

/**
 * 到料详情 of a purchase bill: its arrivals of the bill's module (newest first), each with only its lines against that
 * bill. A purchase bill of another unit, or with no arrivals, answers an empty list.
 */
export async function arrivalsOfPurchase(
  db: Db,
  ctx: RequestContext,
  purchaseBillId: string,
  belongModule: 0 | 1,
): Promise<ArrivalDetail[]> {
  const lines = await withOrders(db, ctx, await findShownLines(db, ctx.unitId, { purchaseBillId }));
  const heads = await repo.findArrivalHeads(db, ctx.unitId, [...new Set(lines.map((l) => l.arrivalId))]);
  return heads
    .filter((h) => h.belongModule === belongModule)
    .sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1))
    .map((h) =>
      withUnitTotals(
        h,
        lines.filter((l) => l.arrivalId === h.id),
      ),
    );
}

export async function getArrivalByNo(db: Db, ctx: RequestContext, no: string): Promise<ArrivalDetail> {
  const id = await repo.findIdByNo(db, ctx.unitId, no);
  if (!id) throw arrivalNotFound();
  return getArrival(db, ctx, id);
}

/** The list's filters as the repository takes them (list page and export). */
export function arrivalFilterOf(input: ArrivalListInput): repo.ArrivalFilter {
  return {
    isSample: input.belongModule === 1,
    keyword: input.searchColumn,
    statuses: input.status?.filter((s) => s !== 6),
    supplierId: input.supplierId,
    storehouseId: input.storehouseId,
    creatorId: input.creatorId,
    dateFrom: input.dateArriveStart,
    dateTo: input.dateArriveEnd,
    orderNos: input.orderNos,
    labelIds: input.labelIds,
    purchaseBillNos: input.purchaseBillNos,
    productionOrderNos: input.productionOrderNos,
    materialSkuIds: input.materialSkuIds,
    goodsStyleNos: input.goodsStyleNos,
  };
}

/**
 * arrive/undo/{id} (撤销): a reviewed arrival goes back through anti-review (its stock, payable and purchase
 * quantities are reversed when that completes), a pending one is withdrawn, a draft or rejected one is voided.
 */
export async function undoArrival(
  deps: WorkflowDeps,
  ctx: RequestContext,
  id: string,
  message: string | null,
): Promise<{ status: number }> {
  const head = await repo.findArrivalHead(deps.db, ctx.unitId, id);
  if (!head) throw arrivalNotFound();
  const type = ARRIVAL_BILL_TYPES[head.belongModule];
  const reason = message ?? (ctx.lang === 'en' ? 'Arrival revoked' : '撤销到料单');
  if (head.status === 2) return applyAntiReview(deps, ctx, type, id, reason);
  if (head.status === 1) return undoSubmit(deps, ctx, type, id);
  if (head.status === 0 || head.status === 4) return voidBill(deps, ctx, type, id, reason);
  throw new AppError(Code.badState, {
    zh: '该到料单当前状态不能撤销',
    en: 'This arrival cannot be revoked in its current status',
  });
}

/** changeSingleSignStatus / changeAllSignStatus (签收): a mark on the lines of a non-voided arrival. */
export async function changeSignStatus(
  db: Db,
  ctx: RequestContext,
  where: { lineId?: string; arrivalId?: string },
  signStatus: 0 | 1,
): Promise<{ updated: number }> {
  const owner = where.lineId
    ? await repo.lineOwner(db, ctx.unitId, where.lineId)
    : await repo.findArrivalHead(db, ctx.unitId, where.arrivalId!);
  if (!owner) throw notFound(where.lineId ? { zh: '到料明细', en: 'Arrival line' } : { zh: '到料单', en: 'Arrival' });
  if (owner.status === 5)
    throw new AppError(Code.badState, { zh: '已作废的到料单不能签收', en: 'A voided arrival cannot be signed' });
  return { updated: await repo.setSignStatus(db, ctx.unitId, where, signStatus) };
}
