import {
  BillStatus,
  Code,
  MATERIALS_RETURN,
  pageOf,
  RETURN_REFUND,
  type RefundDetail,
  type RefundInput,
  type RefundPageInput,
  type RefundUpdateInput,
  type ReturnCollectInput,
} from '@gf/contracts';
import { linkDocuments, unlinkDocument } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findSupplier } from '../partners/index.js';
import { recordPartnerAmounts, reversePartnerAmounts } from '../payables/index.js';
import * as repo from './refund.repository.js';
import { findReturnHead, isUnitUser } from './return.repository.js';
import { missing } from './return.service.js';
import { cmpDecimal, negate, returnBalance, sumAmounts } from './return-rules.service.js';

registerNumberRule({
  billType: RETURN_REFUND,
  kind: 'BILL',
  zh: '退料回款单',
  en: 'Return refund',
  segments: [
    { type: 'TEXT', value: 'HK' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

const refundNotFound = () => notFound({ zh: '回款单', en: 'Refund' });

async function assertHeader(db: Db, ctx: RequestContext, input: RefundInput): Promise<void> {
  if (!(await findSupplier(db, ctx.unitId, { id: input.supplierId })))
    throw missing('supplierId', { zh: '物料供应商', en: 'Supplier' });
  if (!(await isUnitUser(db, ctx.unitId, input.salesmanId)))
    throw invalid('salesmanId', { zh: '业务员不是本厂用户', en: 'the salesman is not a user of this factory' });
  const seen = new Set<string>();
  input.returns.forEach((l, i) => {
    if (seen.has(l.billReturnId))
      throw invalid(`returns[${i}].billReturnId`, { zh: '退料单重复', en: 'the return is listed twice' });
    seen.add(l.billReturnId);
  });
}

/**
 * Inside the transaction: locks the linked returns and checks each is a reviewed return of the refund's
 * supplier whose balance (应收退款 − 已收款 of other active refunds) covers the amount linked to it.
 */
async function assertLinks(trx: Db, ctx: RequestContext, input: RefundInput, refundId: string | null): Promise<void> {
  const returns = await repo.lockReturnsForRefund(
    trx,
    ctx.unitId,
    input.returns.map((l) => l.billReturnId),
    refundId,
  );
  input.returns.forEach((l, i) => {
    const r = returns.get(l.billReturnId);
    if (!r) throw missing(`returns[${i}].billReturnId`, { zh: '退料单', en: 'Return' });
    if (r.supplierId !== input.supplierId)
      throw invalid(`returns[${i}].billReturnId`, {
        zh: `退料单 ${r.no} 不属于该供应商`,
        en: `return ${r.no} is not of this supplier`,
      });
    if (r.status !== 2)
      throw invalid(`returns[${i}].billReturnId`, {
        zh: `退料单 ${r.no} 未审核，不能收款`,
        en: `return ${r.no} is not reviewed; nothing to collect`,
      });
    const balance = returnBalance(r.amount, r.collected);
    if (cmpDecimal(l.amount, balance) > 0)
      throw invalid(`returns[${i}].amount`, {
        zh: `退料单 ${r.no} 结欠 ${balance}，本次收款 ${l.amount} 超出`,
        en: `return ${r.no} has ${balance} outstanding; ${l.amount} is more`,
      });
  });
}

/**
 * Sign convention: a refund is RECEIVABLE kind REFUND with a NEGATIVE amount (it settles the return's positive
 * receivable): one row per return it settles, naming that return, so the journal closes each return's open item.
 */
async function recordRefundAmount(
  trx: Db,
  ctx: RequestContext,
  refund: { id: string; no: string; supplierId: string; dateRefund: string },
  input: RefundInput,
) {
  const entries = [];
  for (const l of linksOf(input)) {
    const settled = await findReturnHead(trx, ctx.unitId, l.materialReturnId);
    entries.push({
      partnerType: 'SUPPLIER' as const,
      partnerId: refund.supplierId,
      direction: 'RECEIVABLE' as const,
      kind: 'REFUND' as const,
      amount: negate(l.amount, 2),
      occurredOn: refund.dateRefund,
      settles: { billType: MATERIALS_RETURN, billId: l.materialReturnId, billNo: settled?.no ?? '' },
    });
  }
  await recordPartnerAmounts(trx, ctx, { source: { billType: RETURN_REFUND, billId: refund.id, billNo: refund.no }, entries });
}

const totalOf = (input: RefundInput) => sumAmounts(input.returns.map((l) => l.amount));
const linksOf = (input: RefundInput) => input.returns.map((l) => ({ materialReturnId: l.billReturnId, amount: l.amount }));

/** The refund settles its returns: the settlement rows, and the lineage that keeps each return reviewed meanwhile. */
async function settleReturns(trx: Db, ctx: RequestContext, refund: { id: string; no: string }, input: RefundInput) {
  const links = linksOf(input);
  await repo.replaceLinks(trx, ctx.unitId, refund.id, links);
  await linkDocuments(
    trx,
    ctx,
    { type: RETURN_REFUND, billId: refund.id, no: refund.no },
    links.map((l) => ({ source: { type: MATERIALS_RETURN, billId: l.materialReturnId }, amount: l.amount })),
    { sourceStatuses: [BillStatus.reviewed] },
  );
}

export async function createRefund(db: Db, ctx: RequestContext, input: RefundInput): Promise<{ id: string; orderNo: string }> {
  await assertHeader(db, ctx, input);
  if (input.orderNo && (await repo.findRefundByNo(db, ctx.unitId, input.orderNo)))
    throw duplicate('orderNo', { zh: '回款单号', en: 'Refund number' });
  return db.transaction().execute(async (trx) => {
    await assertLinks(trx, ctx, input, null);
    const no = input.orderNo ?? (await allocateNumber(trx, { unitId: ctx.unitId, billType: RETURN_REFUND }));
    const head = {
      no,
      supplierId: input.supplierId,
      salesmanId: input.salesmanId,
      dateRefund: input.dateRefund,
      amount: totalOf(input),
      remitMethod: input.remitMethodName,
      remark: input.remark,
    };
    const id = await repo.insertRefund(trx, ctx.unitId, ctx.userId, head);
    await settleReturns(trx, ctx, { id, no }, input);
    await recordRefundAmount(trx, ctx, { id, ...head }, input);
    return { id, orderNo: no };
  });
}

/** Editing an active refund: its amount row is reversed and recorded anew with the new figures. */
export async function updateRefundRecord(
  db: Db,
  ctx: RequestContext,
  input: RefundUpdateInput,
): Promise<{ id: string; orderNo: string }> {
  const { id, version, ...fields } = input;
  await assertHeader(db, ctx, fields);
  const sameNo = fields.orderNo ? await repo.findRefundByNo(db, ctx.unitId, fields.orderNo) : undefined;
  if (sameNo && sameNo !== id) throw duplicate('orderNo', { zh: '回款单号', en: 'Refund number' });
  return db.transaction().execute(async (trx) => {
    const current = await repo.lockRefund(trx, ctx.unitId, id);
    if (!current) throw refundNotFound();
    if (current.isUndone) throw badState({ zh: '回款单已撤销，不能编辑', en: 'The refund was undone; it cannot be edited' });
    await assertLinks(trx, ctx, fields, id);
    const head = {
      no: fields.orderNo ?? current.no,
      supplierId: fields.supplierId,
      salesmanId: fields.salesmanId,
      dateRefund: fields.dateRefund,
      amount: totalOf(fields),
      remitMethod: fields.remitMethodName,
      remark: fields.remark,
    };
    if (!(await repo.updateRefund(trx, ctx.unitId, ctx.userId, id, version, head)))
      throw new AppError(Code.badState, {
        zh: '数据已被他人修改，请刷新后重试',
        en: 'Someone else changed this refund; reload and try again',
      });
    await settleReturns(trx, ctx, { id, no: head.no }, fields);
    await reversePartnerAmounts(trx, ctx, { billType: RETURN_REFUND, billId: id });
    await recordRefundAmount(trx, ctx, { id, ...head }, fields);
    return { id, orderNo: head.no };
  });
}

/** refund/undo: the refund stops settling its returns and its amount row is reversed. */
export async function undoRefund(db: Db, ctx: RequestContext, id: string): Promise<null> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.lockRefund(trx, ctx.unitId, id);
    if (!current) throw refundNotFound();
    if (current.isUndone) throw badState({ zh: '回款单已撤销', en: 'The refund was already undone' });
    await repo.markUndone(trx, ctx.unitId, ctx.userId, id);
    await unlinkDocument(trx, ctx, { type: RETURN_REFUND, billId: id });
    await reversePartnerAmounts(trx, ctx, { billType: RETURN_REFUND, billId: id });
  });
  return null;
}

/** return/collect (收款 on one return): a refund of the return's supplier settling that return. */
export async function collectOnReturn(db: Db, ctx: RequestContext, input: ReturnCollectInput) {
  const supplierId = (await findReturnHead(db, ctx.unitId, input.billReturnId))?.supplierId;
  if (!supplierId) throw notFound({ zh: '退料单', en: 'Return' });
  if (input.supplierId && input.supplierId !== supplierId)
    throw invalid('supplierId', { zh: '供应商与退料单不一致', en: 'the supplier is not the return’s supplier' });
  return createRefund(db, ctx, {
    orderNo: null,
    supplierId,
    salesmanId: input.salesmanId,
    dateRefund: input.dateCollect,
    remitMethodName: null,
    remark: input.remark,
    returns: [{ billReturnId: input.billReturnId, amount: input.collectTotal }],
  });
}

export async function pageRefundList(db: Db, ctx: RequestContext, input: RefundPageInput) {
  const { pageNo, pageSize, offset } = pageOf(input);
  return { ...(await repo.pageRefunds(db, ctx.unitId, input, pageSize, offset)), pageNo, pageSize };
}

export async function getRefundDetail(db: Db, ctx: RequestContext, id: string): Promise<RefundDetail> {
  const row = await repo.findRefundRow(db, ctx.unitId, id);
  if (!row) throw refundNotFound();
  return { ...row, returns: await repo.linksOfRefund(db, ctx.unitId, id) };
}
