import {
  BillStatus,
  Code,
  DELIVERY_NOTICE,
  pageOf,
  type DeliveryCreateInput,
  type DeliveryDetail,
  type DeliveryPageInput,
  type DeliveryUpdateInput,
} from '@gf/contracts';
import { Dec } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import type { BillRegistry } from '../../bills/registry.js';
import { assertFreeBillNumber, createDraftBill, examineBill, saveDraftBill } from '../material-bills/index.js';
import { applyAntiReview, undoAntiReview, undoSubmit } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertMissionForDelivery } from '../mission-material/index.js';
import { MISSION_BILL_TYPE } from '../missions/index.js';
import { DELIVERY_BILL_TYPE, deliveryBillType } from './delivery.bill-type.js';
import { assertMaterialBillReferences } from './delivery-references.service.js';
import * as repo from './delivery.repository.js';
import { resolveLineLots, withRollNumbers, type ResolvedLot } from './material-lot.service.js';

/** A mission takes material while 未开始 / 进行中 (a finished or revoked one takes no more). */
const MISSION_LIVE = [0, 1];

const deliveryNotFound = () => notFound({ zh: '送料单', en: 'Delivery' });

/** Everything a delivery names must be the unit's own: another factory's id answers 40402 and nothing is written. */
async function assertReferences(db: Db, ctx: RequestContext, input: DeliveryCreateInput): Promise<void> {
  await assertMaterialBillReferences(db, ctx, {
    storehouseId: input.storehouseId,
    userId: input.deliveryCreatorId,
    userLabel: { zh: '送料员', en: 'Deliverer' },
    outsideFactoryId: input.outsideFactoryId,
    skuIds: input.skus.map((s) => s.materialsSkuId),
  });
  if (input.billNotifyId) {
    const notice = await repo.noticeOf(db, ctx.unitId, input.billNotifyId);
    if (!notice || notice.belongModule !== DELIVERY_NOTICE) throw notFound({ zh: '送料通知单', en: 'Delivery notice' });
    if (notice.status !== 2)
      throw new AppError(Code.badState, { zh: '送料通知单未审核，不能开送料单', en: 'The delivery notice is not reviewed yet' });
  }
  if (input.missionId) {
    if (input.belongModule === DELIVERY_NOTICE)
      throw invalid('missionId', { zh: '{label}：通知单不能按工单送料', en: '{label}: a notice does not deliver for a mission' });
    await assertMissionForDelivery(db, ctx, input.missionId, input.missionNodeId);
  }
}

function headOf(input: DeliveryCreateInput, billNo: string): repo.DeliveryHeadValues {
  return {
    belongModule: input.belongModule,
    billNo,
    storehouseId: input.storehouseId,
    delivererId: input.deliveryCreatorId,
    dateDelivery: input.dateDelivery,
    outsideFactoryId: input.outsideFactoryId,
    notifyId: input.belongModule === DELIVERY_NOTICE ? null : input.billNotifyId,
    designStyleNo: input.designStyleNo,
    missionId: input.missionId,
    missionNodeId: input.missionId ? input.missionNodeId : null,
    remark: input.remark,
  };
}

/** Each line's roll / dye lot checked against the storehouse (40001 naming `skus.N.rollId` or `skus.N.vatNo`). */
const lotsOf = (db: Db, ctx: RequestContext, input: DeliveryCreateInput): Promise<ResolvedLot[]> =>
  resolveLineLots(
    db,
    ctx,
    input.storehouseId,
    input.skus.map((s) => ({ materialSkuId: s.materialsSkuId, rollId: s.rollId, vatNo: s.vatNo })),
    (i, name) => `skus.${i}.${name}`,
  );

/** The lines to save; an edit keeps the ids the form sent back, a new bill has none yet. */
const linesOf = (input: DeliveryCreateInput, lots: readonly ResolvedLot[], keepIds: boolean): repo.DeliveryLineValues[] =>
  input.skus.map((s, i) => ({
    id: keepIds ? s.id : undefined,
    materialsSkuId: s.materialsSkuId,
    quantity: s.quantity,
    orderNo: s.orderNo,
    demandId: s.demandId,
    rollId: lots[i]?.rollId ?? null,
    vatNo: lots[i]?.vatNo ?? null,
    remark: s.remark,
  }));

/**
 * A delivery opened from a notice fulfils it: the notice must still be reviewed, checked under its lock. A delivery
 * naming a mission (按工单添加) draws on it: the mission must be live (未开始 / 进行中) under its lock.
 */
async function linkSources(trx: Db, ctx: RequestContext, bill: { id: string; no: string }, input: DeliveryCreateInput) {
  const noticeId = input.belongModule === DELIVERY_NOTICE ? null : input.billNotifyId;
  const target = { type: DELIVERY_BILL_TYPE, billId: bill.id, no: bill.no };
  const groups = [
    { links: noticeId ? [{ source: { type: DELIVERY_BILL_TYPE, billId: noticeId } }] : [], statuses: [BillStatus.reviewed] },
    { links: input.missionId ? [{ source: { type: MISSION_BILL_TYPE, billId: input.missionId } }] : [], statuses: MISSION_LIVE },
  ].filter((g) => g.links.length > 0);
  if (groups.length < 2) {
    await linkDocuments(trx, ctx, target, groups[0]?.links ?? [], groups[0] ? { sourceStatuses: groups[0].statuses } : {});
    return;
  }
  // Each source checked against its own statuses (and share-locked), then the whole set stated once.
  for (const g of groups) await linkDocuments(trx, ctx, target, g.links, { sourceStatuses: g.statuses });
  await linkDocuments(
    trx,
    ctx,
    target,
    groups.flatMap((g) => g.links),
  );
}

/** delivery/material/create: a draft delivery or notice; a blank number is generated. */
export async function createDelivery(
  db: Db,
  ctx: RequestContext,
  input: DeliveryCreateInput,
): Promise<{ id: string; orderNo: string }> {
  await assertReferences(db, ctx, input);
  const lots = await lotsOf(db, ctx, input);
  await assertFreeBillNumber(db, ctx, deliveryBillType, input.orderNo);
  return createDraftBill(db, ctx, deliveryBillType, input.orderNo, async (trx, billNo) => {
    const id = await repo.insertDelivery(trx, ctx.unitId, ctx.userId, headOf(input, billNo));
    await repo.saveLines(trx, ctx.unitId, id, linesOf(input, lots, false));
    await linkSources(trx, ctx, { id, no: billNo }, input);
    return id;
  });
}

/** delivery/material/update (updateDraft): a draft or rejected bill; lines saved by difference (ids kept). */
export async function updateDelivery(
  db: Db,
  ctx: RequestContext,
  input: DeliveryUpdateInput,
): Promise<{ id: string; orderNo: string }> {
  const current = await repo.findDelivery(db, ctx.unitId, input.deliveryId);
  if (!current) throw deliveryNotFound();
  if (current.arrivalId)
    throw new AppError(Code.badState, {
      zh: '直发到料生成的送料单不能编辑',
      en: 'A delivery made by a direct arrival cannot be edited',
    });
  if (current.belongModule !== input.belongModule)
    throw new AppError(Code.badState, { zh: '单据类型不能修改', en: 'The kind of bill cannot change' });
  await assertReferences(db, ctx, input);
  const lots = await lotsOf(db, ctx, input);
  await assertFreeBillNumber(db, ctx, deliveryBillType, input.orderNo, input.deliveryId);
  return saveDraftBill(db, ctx, deliveryBillType, input.deliveryId, input.orderNo, async (trx, billNo) => {
    await repo.updateDeliveryHead(trx, ctx.unitId, ctx.userId, input.deliveryId, headOf(input, billNo));
    await repo.saveLines(trx, ctx.unitId, input.deliveryId, linesOf(input, lots, true));
    await linkSources(trx, ctx, { id: input.deliveryId, no: billNo }, input);
  });
}

export async function pageDeliveryList(db: Db, ctx: RequestContext, input: DeliveryPageInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageDeliveries(db, ctx.unitId, input, pageSize, offset);
  return { ...page, pageNo, pageSize };
}

/** delivery/material/detail/{id}: head, lines (notices: with what was delivered per SKU) and fulfilling deliveries. */
export async function getDelivery(db: Db, ctx: RequestContext, id: string): Promise<DeliveryDetail> {
  const head = await repo.findDelivery(db, ctx.unitId, id);
  if (!head) throw deliveryNotFound();
  const lines = await withRollNumbers(db, ctx, await repo.listLines(db, ctx.unitId, id));
  const isNotice = head.belongModule === DELIVERY_NOTICE;
  const delivered = isNotice ? await repo.deliveredForNotice(db, ctx.unitId, id) : new Map<string, string>();
  return {
    ...head,
    skus: lines.map(({ reservationReleased: _x, ...l }) =>
      isNotice ? { ...l, deliveredQuantity: Dec.of(delivered.get(l.materialsSkuId) ?? 0).toFixed() } : l,
    ),
    deliveries: isNotice ? await repo.fulfillingDeliveries(db, ctx.unitId, id) : [],
  };
}

/**
 * delivery/material/examine: a draft or rejected bill is submitted (straight to reviewed, stock posted, when no
 * review is configured); a pending one is approved or rejected by the current step's reviewer.
 */
export async function examineDelivery(
  deps: { db: Db; bills: BillRegistry },
  ctx: RequestContext,
  input: { id: string; result?: boolean | undefined; message?: string | undefined },
): Promise<{ status: number }> {
  const head = await repo.findDelivery(deps.db, ctx.unitId, input.id);
  if (!head) throw deliveryNotFound();
  return examineBill(deps, ctx, deliveryBillType, head.status, input);
}

/**
 * delivery/material/undo/{id} (撤销): a pending bill goes back to draft; an anti-review application is withdrawn (back to
 * reviewed); a reviewed one is un-reviewed (its stock comes back; with a review configuration this asks the
 * anti-review approvers first).
 */
export async function undoDelivery(
  deps: { db: Db; bills: BillRegistry },
  ctx: RequestContext,
  id: string,
  message?: string,
): Promise<{ status: number }> {
  const head = await repo.findDelivery(deps.db, ctx.unitId, id);
  if (!head) throw deliveryNotFound();
  if (head.status === 1) return undoSubmit(deps, ctx, DELIVERY_BILL_TYPE, id);
  if (head.status === 3) return undoAntiReview(deps, ctx, DELIVERY_BILL_TYPE, id);
  return applyAntiReview(deps, ctx, DELIVERY_BILL_TYPE, id, message || '撤销');
}
