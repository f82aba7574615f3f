import { isPieceUnit, pageOf, type CheckAndShrunkInput, type ClothArrivalLine, type ClothFilter } from '@gf/contracts';
import { linkDocuments } from '../../bills/lineage.service.js';
import type { Db } from '../../platform/db/database.js';
import { badState, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findRoll, rollsOfBill } from '../rolls/index.js';
import { findMeasureUnitsByNames } from '../units/index.js';
import * as repo from './cloth-check.repository.js';
import { isUnitUser } from './quality-check.repository.js';
import { findArrivalSummary as arrivalHead } from '../arrivals/index.js';
import { shrinkageRate } from './shrinkage.js';

const VOIDED = 5;
/** The arrival bill types (areas/arrivals) whose rolls a cloth check lists. */
const ARRIVAL_TYPES = ['MATERIALS_ARRIVE', 'SAMPLE_ARRIVE'];

/**
 * The arrival's lines, each with the rolls it brought in and whether its stock unit counts pieces (the factory's units
 * dictionary decides, its 按件计 flag; a unit not in it, by the common piece units).
 */
async function linesWithRolls(db: Db, ctx: RequestContext, arriveId: string): Promise<ClothArrivalLine[]> {
  const [lines, rolls] = await Promise.all([
    repo.arrivalLines(db, ctx.unitId, arriveId),
    rollsOfBill(db, ctx, ARRIVAL_TYPES, arriveId),
  ]);
  const dictionary = await findMeasureUnitsByNames(
    db,
    ctx.unitId,
    lines.map((l) => l.stockUnit),
  );
  return lines.map((l) => ({
    ...l,
    rolls: rolls.filter((r) => r.lineId === l.arriveLineId).map(({ rollId, rollNo, length }) => ({ rollId, rollNo, length })),
    countedInPieces: isPieceUnit(l.stockUnit, dictionary),
  }));
}

/** The arrival (of this unit, not voided) and its lines; every given line must be one of them. */
async function arrivalFor(
  db: Db,
  ctx: RequestContext,
  arriveId: string,
  lines: { arriveLineId: string; materialRollId: string }[] = [],
) {
  const head = await arrivalHead(db, ctx.unitId, arriveId);
  if (!head) throw notFound({ zh: '到料单', en: 'Arrival' });
  if (head.status === VOIDED) throw badState({ zh: '到料单已作废，不能验布或缩布', en: 'The arrival is voided' });
  const arrival = await linesWithRolls(db, ctx, arriveId);
  const byId = new Map(arrival.map((l) => [l.arriveLineId, l]));
  const keyed: { line: ClothArrivalLine; materialRollId: string }[] = [];
  for (const [i, l] of lines.entries()) {
    const line = byId.get(l.arriveLineId);
    if (!line) throw invalid(`lines.${i}.arriveLineId`, { zh: '不是该到料单的明细', en: 'not a line of this arrival' });
    if (line.countedInPieces)
      throw invalid(`lines.${i}.arriveLineId`, {
        zh: `${line.materialNo} 按件计（${line.stockUnit}），不做验布和缩布`,
        en: `${line.materialNo} is counted in pieces (${line.stockUnit}): no cloth check or shrink test`,
      });
    if (l.materialRollId !== '0' && !line.rolls.some((r) => r.rollId === l.materialRollId)) {
      const roll = await findRoll(db, ctx, l.materialRollId);
      if (!roll || roll.materialSkuId !== line.materialSkuId)
        throw invalid(`lines.${i}.materialRollId`, { zh: '卷不属于该物料', en: 'the roll is not of this material' });
    }
    keyed.push({ line, materialRollId: l.materialRollId });
  }
  return { head, lines: arrival, keyed };
}

async function assertPerson(db: Db, ctx: RequestContext, field: string, userId: string | null): Promise<void> {
  if (userId && !(await isUnitUser(db, ctx.unitId, userId)))
    throw invalid(field, { zh: '不是本厂人员', en: 'not a user of this factory' });
}

function rateOf(i: number, before: string, after: string): string {
  const r = shrinkageRate(before, after);
  if ('error' in r) throw invalid(`lines.${i}.${r.field}`, r.error);
  return r.rate;
}

/** The lineage type of an arrival's cloth-check sheet (labels and detail route in contracts' billTypes). */
export const CLOTH_CHECK = 'CLOTH_CHECK';

/**
 * The arrival's cloth checks are one document of lineage (CLOTH_CHECK, the arrival's id), each row drawing on its
 * arrival line: while any row exists the arrival cannot be un-reviewed or edited. Restated after every change.
 */
async function relinkClothSheet(trx: Db, ctx: RequestContext, arrival: { id: string; billType: string; no: string }) {
  const rows = await repo.clothRowKeys(trx, ctx.unitId, arrival.id);
  await linkDocuments(
    trx,
    ctx,
    { type: CLOTH_CHECK, billId: arrival.id, no: arrival.no },
    rows.map((r) => ({ source: { type: arrival.billType, billId: arrival.id, lineId: r.arriveLineId }, targetLineId: r.id })),
  );
}

const keyOf = (arriveId: string, k: { line: ClothArrivalLine; materialRollId: string }) => ({
  arriveId,
  arriveLineId: k.line.arriveLineId,
  materialSkuId: k.line.materialSkuId,
  materialRollId: k.materialRollId,
});

/** arrive/check: 验布 — checked lengths with one checker and date. */
export async function recordClothCheck(
  db: Db,
  ctx: RequestContext,
  input: {
    arriveId: string;
    checkerId: string;
    checkDate: string;
    lines: { arriveLineId: string; materialRollId: string; checkedLength: string | null }[];
  },
) {
  const { head, keyed } = await arrivalFor(db, ctx, input.arriveId, input.lines);
  await assertPerson(db, ctx, 'checkerId', input.checkerId);
  await db.transaction().execute(async (trx) => {
    for (const [i, k] of keyed.entries())
      await repo.upsertClothRow(trx, ctx.unitId, ctx.userId, keyOf(input.arriveId, k), {
        checkedLength: input.lines[i]!.checkedLength,
        checkerId: input.checkerId,
        checkDate: input.checkDate,
      });
    await relinkClothSheet(trx, ctx, head);
  });
  return clothDetail(db, ctx, input.arriveId);
}

/** arrive/shrunk: 缩布 — lengths before and after, the rate (before − after) / before stored with 4 decimals. */
export async function recordShrink(
  db: Db,
  ctx: RequestContext,
  input: {
    arriveId: string;
    shrinkerId: string;
    shrinkDate: string;
    lines: { arriveLineId: string; materialRollId: string; shrinkBefore: string | null; shrinkAfter: string | null }[];
  },
) {
  const { head, keyed } = await arrivalFor(db, ctx, input.arriveId, input.lines);
  await assertPerson(db, ctx, 'shrinkerId', input.shrinkerId);
  const rates = input.lines.map((l, i) => rateOf(i, l.shrinkBefore as string, l.shrinkAfter as string));
  await db.transaction().execute(async (trx) => {
    for (const [i, k] of keyed.entries())
      await repo.upsertClothRow(trx, ctx.unitId, ctx.userId, keyOf(input.arriveId, k), {
        shrinkBefore: input.lines[i]!.shrinkBefore,
        shrinkAfter: input.lines[i]!.shrinkAfter,
        shrinkRate: rates[i],
        shrinkerId: input.shrinkerId,
        shrinkDate: input.shrinkDate,
      });
    await relinkClothSheet(trx, ctx, head);
  });
  return clothDetail(db, ctx, input.arriveId);
}

/** checkAndShrunk/addOrUpdate: both parts per line; a blank part is cleared; a line left empty goes. */
export async function saveCheckAndShrunk(db: Db, ctx: RequestContext, input: CheckAndShrunkInput) {
  const { head, keyed } = await arrivalFor(db, ctx, input.arriveId, input.lines);
  const values: repo.ClothValues[] = [];
  for (const [i, l] of input.lines.entries()) {
    await assertPerson(db, ctx, `lines.${i}.checkerId`, l.checkerId);
    await assertPerson(db, ctx, `lines.${i}.shrinkerId`, l.shrinkerId);
    if ((l.shrinkBefore === null) !== (l.shrinkAfter === null))
      throw invalid(`lines.${i}.shrinkAfter`, { zh: '缩前和缩后长度须同时填写', en: 'fill both lengths of the shrink test' });
    const hasCheck = l.checkedLength !== null;
    const hasShrink = l.shrinkBefore !== null;
    values.push({
      checkedLength: l.checkedLength,
      checkerId: hasCheck ? l.checkerId : null,
      checkDate: hasCheck ? l.checkDate : null,
      shrinkBefore: l.shrinkBefore,
      shrinkAfter: l.shrinkAfter,
      shrinkRate: hasShrink ? rateOf(i, l.shrinkBefore as string, l.shrinkAfter as string) : null,
      shrinkerId: hasShrink ? l.shrinkerId : null,
      shrinkDate: hasShrink ? l.shrinkDate : null,
      remark: l.remark,
    });
  }
  await db.transaction().execute(async (trx) => {
    for (const [i, k] of keyed.entries())
      await repo.upsertClothRow(trx, ctx.unitId, ctx.userId, keyOf(input.arriveId, k), values[i]!);
    await repo.deleteEmpty(trx, ctx.unitId, input.arriveId);
    await relinkClothSheet(trx, ctx, head);
  });
  return clothDetail(db, ctx, input.arriveId);
}

/** The arrival's lines (for the dialogs) and its check and shrink rows. */
export async function clothDetail(db: Db, ctx: RequestContext, arriveId: string) {
  const head = await arrivalHead(db, ctx.unitId, arriveId);
  if (!head) throw notFound({ zh: '到料单', en: 'Arrival' });
  const [lines, checks] = await Promise.all([
    linesWithRolls(db, ctx, arriveId),
    repo.pageClothRows(db, ctx.unitId, { arriveId }, 5000, 0),
  ]);
  return { arrival: head, lines, checks: checks.rows.reverse() };
}

export async function pageClothChecks(
  db: Db,
  ctx: RequestContext,
  input: ClothFilter & { pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageClothRows(db, ctx.unitId, input, pageSize, offset);
  return { list: page.rows, totalCount: page.totalCount, pageNo, pageSize };
}

/** checkAndShrunk/revoke: removes every check and shrink row of the arrival. */
export async function revokeClothChecks(db: Db, ctx: RequestContext, arriveId: string): Promise<{ removed: number }> {
  const { head } = await arrivalFor(db, ctx, arriveId);
  const removed = await db.transaction().execute(async (trx) => {
    const n = await repo.deleteAll(trx, ctx.unitId, arriveId);
    await relinkClothSheet(trx, ctx, head);
    return n;
  });
  if (!removed) throw badState({ zh: '该到料单没有验布或缩布记录', en: 'The arrival has no cloth check or shrink test' });
  return { removed };
}

/** undo-check / undo-shrunk: clears that part for one SKU of the arrival. */
export async function undoClothPart(
  db: Db,
  ctx: RequestContext,
  arriveId: string,
  materialSkuId: string,
  part: 'check' | 'shrink',
) {
  const { head } = await arrivalFor(db, ctx, arriveId);
  const touched = await db.transaction().execute(async (trx) => {
    const n = await repo.clearPart(trx, ctx.unitId, arriveId, materialSkuId, part, ctx.userId);
    await relinkClothSheet(trx, ctx, head);
    return n;
  });
  if (!touched)
    throw badState(
      part === 'check'
        ? { zh: '没有可撤销的验布记录', en: 'Nothing to undo: no cloth check' }
        : { zh: '没有可撤销的缩布记录', en: 'Nothing to undo: no shrink test' },
    );
  return { touched };
}
