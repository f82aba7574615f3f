import {
  pageOf,
  type RemnantAddInput,
  type RemnantDetail,
  type RemnantFactoryReceiptRow,
  type RemnantFactoryReceiptsInput,
  type RemnantQueryInput,
  type RemnantUpdateInput,
} from '@gf/contracts';
import { Dec } from '@gf/contracts';
import type { BillRegistry } from '../../bills/registry.js';
import { assertFreeBillNumber, createDraftBill, examineBill, isBillNumberTaken, saveDraftBill } from '../material-bills/index.js';
import { linkDocuments } from '../../bills/lineage.service.js';
import { applyAntiReview, deleteBill, undoAntiReview, undoSubmit, voidBill } from '../../bills/workflow.service.js';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertMaterialBillReferences, deliveredToFactory, POSTED_BILL_STATUSES } from '../delivery/index.js';
import { assertMission } from '../mission-material/index.js';
import { MISSION_BILL_TYPE } from '../missions/index.js';
import { remnantBillType, REMNANT_BILL_TYPE } from './remnant.bill-type.js';
import * as repo from './remnant.repository.js';

type Deps = { db: Db; bills: BillRegistry };
const remnantNotFound = () => notFound({ zh: '余料入库单', en: 'Remnant put-away' });

async function check(db: Db, ctx: RequestContext, input: RemnantAddInput, selfId?: string): Promise<void> {
  await assertMaterialBillReferences(db, ctx, {
    storehouseId: input.storehouseId,
    userId: input.operaterId,
    userLabel: { zh: '业务员', en: 'Salesperson' },
    outsideFactoryId: input.commonOutsideFactoryId,
    skuIds: input.skus.map((s) => s.materialsSkuId),
  });
  if (input.missionId) await assertMission(db, ctx, input.missionId);
  await assertFreeBillNumber(db, ctx, remnantBillType, input.orderNo, selfId);
}

/** 余料退回 for a mission draws on it (lineage, share-locked): any mission but a revoked one (未开始, 进行中, 已完成). */
const MISSION_RETURNABLE = [0, 1, 2];
async function linkMission(trx: Db, ctx: RequestContext, bill: { id: string; no: string }, missionId: string | null) {
  const links = missionId ? [{ source: { type: MISSION_BILL_TYPE, billId: missionId } }] : [];
  await linkDocuments(trx, ctx, { type: REMNANT_BILL_TYPE, billId: bill.id, no: bill.no }, links, {
    sourceStatuses: MISSION_RETURNABLE,
  });
}

const headOf = (input: RemnantAddInput, billNo: string): repo.RemnantHeadValues => ({
  billNo,
  storehouseId: input.storehouseId,
  operatorId: input.operaterId,
  dateOperate: input.dateOperate,
  outsideFactoryId: input.commonOutsideFactoryId,
  missionId: input.missionId,
  remark: input.remark,
});
/** The lines to save; an edit keeps the ids the form sent back, a new bill has none yet. */
const linesOf = (input: RemnantAddInput, keepIds: boolean): repo.RemnantLineValues[] =>
  input.skus.map((s) => ({
    id: keepIds ? s.id : undefined,
    materialsSkuId: s.materialsSkuId,
    quantity: s.quantity,
    orderNo: s.orderNo,
    remark: s.remark,
  }));

/** bill/remaind/add: a draft; a blank number is generated. */
export async function addRemnant(db: Db, ctx: RequestContext, input: RemnantAddInput): Promise<{ id: string; orderNo: string }> {
  await check(db, ctx, input);
  return createDraftBill(db, ctx, remnantBillType, input.orderNo, async (trx, billNo) => {
    const id = await repo.insertRemnant(trx, ctx.unitId, ctx.userId, headOf(input, billNo));
    await repo.saveLines(trx, ctx.unitId, id, linesOf(input, false));
    await linkMission(trx, ctx, { id, no: billNo }, input.missionId);
    return id;
  });
}

/** bill/remaind/update: a draft or rejected bill (重编辑); lines saved by difference (ids kept). */
export async function updateRemnant(
  db: Db,
  ctx: RequestContext,
  input: RemnantUpdateInput,
): Promise<{ id: string; orderNo: string }> {
  if (!(await repo.findRemnant(db, ctx.unitId, input.id))) throw remnantNotFound();
  await check(db, ctx, input, input.id);
  return saveDraftBill(db, ctx, remnantBillType, input.id, input.orderNo, async (trx, billNo) => {
    await repo.updateRemnantHead(trx, ctx.unitId, ctx.userId, input.id, headOf(input, billNo));
    await repo.saveLines(trx, ctx.unitId, input.id, linesOf(input, true));
    await linkMission(trx, ctx, { id: input.id, no: billNo }, input.missionId);
  });
}

export async function queryRemnants(db: Db, ctx: RequestContext, input: RemnantQueryInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageRemnants(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}

export async function getRemnant(db: Db, ctx: RequestContext, id: string): Promise<RemnantDetail> {
  const head = await repo.findRemnant(db, ctx.unitId, id);
  if (!head) throw remnantNotFound();
  return { ...head, skuDetails: await repo.listLines(db, ctx.unitId, id) };
}

async function statusOf(db: Db, ctx: RequestContext, id: string): Promise<number> {
  const head = await repo.findRemnant(db, ctx.unitId, id);
  if (!head) throw remnantNotFound();
  return head.status;
}

/** bill/remaind/examine: submit a draft (straight to reviewed and posted without review) or decide a pending review. */
export async function examineRemnant(
  deps: Deps,
  ctx: RequestContext,
  input: { id: string; result?: boolean | undefined; message?: string | undefined },
) {
  return examineBill(deps, ctx, remnantBillType, await statusOf(deps.db, ctx, input.id), input);
}

/** bill/remaind/undo (撤销): pending → draft; anti-review pending → reviewed; reviewed → un-reviewed (stock reversed). */
export async function undoRemnant(deps: Deps, ctx: RequestContext, id: string, message?: string) {
  const status = await statusOf(deps.db, ctx, id);
  if (status === 1) return undoSubmit(deps, ctx, REMNANT_BILL_TYPE, id);
  if (status === 3) return undoAntiReview(deps, ctx, REMNANT_BILL_TYPE, id);
  return applyAntiReview(deps, ctx, REMNANT_BILL_TYPE, id, message || '撤销');
}

export async function applyAntiReviewRemnant(deps: Deps, ctx: RequestContext, id: string, message: string) {
  await statusOf(deps.db, ctx, id);
  return applyAntiReview(deps, ctx, REMNANT_BILL_TYPE, id, message);
}

export async function invalidRemnant(deps: Deps, ctx: RequestContext, id: string, message?: string) {
  await statusOf(deps.db, ctx, id);
  return voidBill(deps, ctx, REMNANT_BILL_TYPE, id, message);
}

export async function deleteRemnant(deps: Deps, ctx: RequestContext, id: string): Promise<null> {
  await statusOf(deps.db, ctx, id);
  await deleteBill(deps, ctx, REMNANT_BILL_TYPE, id);
  return null;
}

/** bill/remaind/queryRepeat: is the number taken by another bill of the unit? */
export async function queryRepeat(db: Db, ctx: RequestContext, orderNo: string, id?: string) {
  return { exists: await isBillNumberTaken(db, ctx, remnantBillType, orderNo, id) };
}

/**
 * bill/remaind/factoryReceipts: per SKU (in the order asked, once each) what the processing factory received
 * (已送料: posted deliveries to it) and already returned (已余料入库: posted remnant bills from it). The form warns
 * when a put-away exceeds the difference; the server never refuses on it (factories return material from other
 * sources too). The factory and the SKUs must be the unit's (40402).
 */
export async function factoryReceipts(
  db: Db,
  ctx: RequestContext,
  input: RemnantFactoryReceiptsInput,
): Promise<RemnantFactoryReceiptRow[]> {
  const delivered = await deliveredToFactory(db, ctx, input.outsideFactoryId, input.materialsSkuIds);
  const rows = await repo.returnedFromFactory(
    db,
    ctx.unitId,
    input.outsideFactoryId,
    [...delivered.keys()],
    POSTED_BILL_STATUSES,
  );
  const returned = new Map(rows.map((r) => [r.materialsSkuId, Dec.of(r.quantity).toFixed(4)]));
  return [...delivered].map(([materialsSkuId, sent]) => ({
    materialsSkuId,
    delivered: sent,
    returned: returned.get(materialsSkuId) ?? '0.0000',
  }));
}
