import {
  Code,
  pageOf,
  qualityStatuses,
  type QualityCheckCreate,
  type QualityCheckRow,
  type QualityCheckUpdate,
} from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import { applySystemTransition } from '../../bills/system-transition.service.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, badState, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findArrivalSummary, findNoticeSummary, listNoticeSourceLines } from '../arrivals/index.js';
import { findPurchaseSummary, listPurchaseSourceLines } from '../purchasing/index.js';
import { findRoll, setRollsQualified } from '../rolls/index.js';
import { checkQualityLine, rollQualifiedAfter } from './quality-rules.js';
import { QUALITY_CHECK_BILL_TYPE, qualityActionTo, qualityCheckBillType } from './quality-check.bill-type.js';
import * as repo from './quality-check.repository.js';

export const QUALITY_CHECK_KEY = 'QUALITY_CHECK';

registerNumberRule({
  billType: QUALITY_CHECK_KEY,
  kind: 'BILL',
  zh: '质检单',
  en: 'Quality check',
  segments: [
    { type: 'TEXT', value: 'ZJ' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

const billWhat = { zh: '质检单', en: 'Quality check' };
const billNotFound = () => notFound(billWhat);
const iso = (d: Date | string) => new Date(d).toISOString();

type Input = QualityCheckCreate;

/** Checks lines and references; answers what the bill stores. Throws before anything is written. */
async function prepare(
  db: Db,
  ctx: RequestContext,
  input: Input,
): Promise<{ head: Omit<repo.QualityHeadValues, 'billNo'>; lines: repo.QualityLineValues[]; sourceBillType: string | null }> {
  const lines = input.lines.map((l, i) => {
    const check = checkQualityLine(l);
    if ('error' in check) throw invalid(`lines.${i}.${check.field}`, check.error);
    return {
      materialSkuId: l.materialSkuId,
      materialRollId: l.materialRollId,
      sourceLineId: l.sourceLineId,
      checkedQuantity: l.checkedQuantity,
      qualifiedQuantity: l.qualifiedQuantity,
      unqualifiedQuantity: l.unqualifiedQuantity,
      defectLabelIds: l.defectLabelIds ?? [],
      defects: l.defects,
      result: check.result,
      remark: l.remark,
    };
  });
  const skuIds = [...new Set(lines.map((l) => l.materialSkuId))];
  if ((await repo.countSkus(db, ctx.unitId, skuIds)) !== skuIds.length) throw notFound({ zh: '物料SKU', en: 'Material SKU' });
  for (const [i, l] of lines.entries()) {
    if (!l.materialRollId) continue;
    const roll = await findRoll(db, ctx, l.materialRollId);
    if (!roll) throw notFound({ zh: '物料卷', en: 'Roll' });
    if (roll.materialSkuId !== l.materialSkuId)
      throw invalid(`lines.${i}.materialRollId`, { zh: '卷不属于该物料SKU', en: 'the roll belongs to another material SKU' });
  }
  if (!(await repo.isUnitUser(db, ctx.unitId, input.checkerId))) throw notFound({ zh: '质检员', en: 'Checker' });
  let supplierId = input.supplierId;
  if (supplierId && !(await repo.supplierExists(db, ctx.unitId, supplierId))) throw notFound({ zh: '供应商', en: 'Supplier' });
  let sourceNo: string | null = null;
  let sourceBillType: string | null = null;
  if (input.sourceType !== 'NONE') {
    if (!input.sourceId) throw invalid('sourceId', { zh: '请选择来源单据', en: 'choose the source bill' });
    const head =
      input.sourceType === 'PURCHASE'
        ? await findPurchaseSummary(db, ctx.unitId, { id: input.sourceId })
        : input.sourceType === 'ARRIVE_NOTIFY'
          ? await findNoticeSummary(db, ctx.unitId, { id: input.sourceId })
          : await findArrivalSummary(db, ctx.unitId, input.sourceId);
    if (!head) throw notFound({ zh: '来源单据', en: 'Source bill' });
    sourceNo = head.no;
    sourceBillType = head.billType;
    supplierId = supplierId ?? head.supplierId;
  }
  return {
    sourceBillType,
    head: {
      sourceType: input.sourceType,
      sourceId: input.sourceType === 'NONE' ? null : input.sourceId,
      sourceNo,
      supplierId,
      checkerId: input.checkerId,
      checkDate: input.checkDate,
      remark: input.remark,
    },
    lines,
  };
}

async function billNoFor(trx: Db, ctx: RequestContext, typed: string | null, selfId?: string): Promise<string> {
  if (typed) {
    if (await repo.billNoTaken(trx, ctx.unitId, typed, selfId)) throw duplicate('billNo', { zh: '质检单号', en: 'Bill number' });
    return typed;
  }
  for (let i = 0; i < 50; i++) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: QUALITY_CHECK_KEY });
    if (!(await repo.billNoTaken(trx, ctx.unitId, no))) return no;
  }
  throw new AppError(Code.duplicate, { zh: '自动单号已被占用，请手动填写', en: 'Generated numbers are taken; enter one' });
}

/** The check's lineage: the purchase, receipt notice or arrival it checks (none for a check on its own). */
async function linkSource(
  trx: Db,
  ctx: RequestContext,
  check: { id: string; billNo: string; sourceId: string | null; sourceBillType: string | null },
): Promise<void> {
  await linkDocuments(
    trx,
    ctx,
    { type: QUALITY_CHECK_BILL_TYPE, billId: check.id, no: check.billNo },
    check.sourceId && check.sourceBillType ? [{ source: { type: check.sourceBillType, billId: check.sourceId } }] : [],
  );
}

export async function createQualityCheck(
  db: Db,
  ctx: RequestContext,
  input: QualityCheckCreate,
): Promise<{ id: string; billNo: string }> {
  const { head, lines, sourceBillType } = await prepare(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    const billNo = await billNoFor(trx, ctx, input.billNo);
    const id = await repo.insertHead(trx, ctx.unitId, ctx.userId, { ...head, billNo });
    await repo.replaceLines(trx, ctx.unitId, id, lines);
    await linkSource(trx, ctx, { id, billNo, sourceId: head.sourceId, sourceBillType });
    return { id, billNo };
  });
}

export async function updateQualityCheck(
  db: Db,
  ctx: RequestContext,
  input: QualityCheckUpdate,
): Promise<{ id: string; billNo: string }> {
  const { head, lines, sourceBillType } = await prepare(db, ctx, input);
  return db.transaction().execute(async (trx) => {
    const current = await repo.findHead(trx, ctx.unitId, input.id, true);
    if (!current) throw billNotFound();
    if (current.status !== qualityStatuses.open)
      throw badState({ zh: '只有未完成的质检单可以修改', en: 'Only an open quality check can be edited' });
    const billNo = await billNoFor(trx, ctx, input.billNo ?? current.billNo, current.id);
    await repo.updateHead(trx, ctx.unitId, ctx.userId, current.id, { ...head, billNo });
    await repo.replaceLines(trx, ctx.unitId, current.id, lines);
    await linkSource(trx, ctx, { id: current.id, billNo, sourceId: head.sourceId, sourceBillType });
    return { id: current.id, billNo };
  });
}

type HeadRaw = NonNullable<Awaited<ReturnType<typeof repo.headRow>>>;
const toRow = (r: HeadRaw): QualityCheckRow => ({
  ...r,
  sourceType: r.sourceType as QualityCheckRow['sourceType'],
  createdAt: iso(r.createdAt),
});

export async function getQualityCheck(db: Db, ctx: RequestContext, id: string): Promise<QualityCheckRow> {
  const head = await repo.headRow(db, ctx.unitId, id);
  if (!head) throw billNotFound();
  return { ...toRow(head), lines: await repo.linesOf(db, ctx.unitId, id) };
}

export async function pageQualityChecks(
  db: Db,
  ctx: RequestContext,
  input: repo.QualityPageFilter & { pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageHeads(db, ctx.unitId, input, pageSize, offset);
  return { list: page.rows.map(toRow), totalCount: page.totalCount, pageNo, pageSize };
}

/**
 * changeStatus: complete (0 → 1), reopen (1 → 0) or void (0 → 5). Completing sets the qualified flag of
 * every roll the bill checked (only a QUALIFIED line keeps its roll qualified); the roll history records it.
 */
export async function changeQualityStatus(
  db: Db,
  ctx: RequestContext,
  id: string,
  status: number,
): Promise<{ id: string; status: number }> {
  const action = qualityActionTo(status);
  if (!action) throw badState({ zh: `质检单状态不能改为 ${status}`, en: `A quality check cannot go to status ${status}` });
  return db.transaction().execute(async (trx) => {
    await applySystemTransition(trx, ctx, qualityCheckBillType, id, action);
    if (status === qualityStatuses.completed) {
      const lines = await repo.linesOf(trx, ctx.unitId, id);
      for (const flag of [true, false]) {
        const ids = lines
          .filter((l) => l.materialRollId && rollQualifiedAfter(l.result) === flag)
          .map((l) => l.materialRollId as string);
        if (ids.length) await setRollsQualified(trx, ctx, ids, flag);
      }
    }
    return { id, status };
  });
}

/** queryPurchaseInfo: a purchase bill's supplier and lines, to start a quality check from. */
export async function queryPurchaseInfo(db: Db, ctx: RequestContext, by: { id?: string | undefined; no?: string | undefined }) {
  const head = await findPurchaseSummary(db, ctx.unitId, by);
  if (!head) throw notFound({ zh: '采购单', en: 'Purchase bill' });
  return { ...head, lines: await listPurchaseSourceLines(db, ctx.unitId, head.id) };
}

/** queryArriveNotifyInfo: a receipt notice's supplier and lines, to start a quality check from. */
export async function queryArriveNotifyInfo(
  db: Db,
  ctx: RequestContext,
  by: { id?: string | undefined; no?: string | undefined },
) {
  const head = await findNoticeSummary(db, ctx.unitId, by);
  if (!head) throw notFound({ zh: '收料通知单', en: 'Receipt notice' });
  return { ...head, lines: await listNoticeSourceLines(db, ctx.unitId, head.id) };
}
