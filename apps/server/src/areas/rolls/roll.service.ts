import { Code, type RollAdd, type RollUpdate } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import {
  deleteCustomFieldValues,
  loadCustomFieldValues,
  saveCustomFieldValues,
  validateCustomFieldValues,
} from '../../platform/custom-fields/index.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import type { RollChange } from '../../schema/rolls-quality.js';
import { createdRoll, diffRoll } from './roll-history.js';
import { isKindRollTracked } from './roll-kind.repository.js';
import * as repo from './roll.repository.js';

export const ROLL_ENTITY = 'SKU_ROLL';

registerNumberRule({
  billType: ROLL_ENTITY,
  kind: 'ARCHIVE',
  zh: '物料卷号',
  en: 'Roll number',
  segments: [
    { type: 'TEXT', value: 'JH' },
    { type: 'DATE', format: 'yyMMdd' },
    { type: 'SERIAL', length: 4, reset: 'DAY' },
  ],
});

export const rollNotFound = () => notFound({ zh: '物料卷', en: 'Roll' });
const rollNoWhat = { zh: '卷号', en: 'Roll number' };

/** A blank roll number takes the unit's next number, skipping numbers typed by hand for the same SKU. */
async function nextRollNo(trx: Db, ctx: RequestContext, materialSkuId: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: ROLL_ENTITY });
    if (!(await repo.findRollBySkuAndNo(trx, ctx.unitId, materialSkuId, no))) return no;
  }
  throw new AppError(Code.duplicate, {
    zh: '自动卷号已被占用，请手动填写卷号',
    en: 'Generated roll numbers are taken; enter one',
  });
}

async function assertRollNoFree(trx: Db, ctx: RequestContext, materialSkuId: string, rollNo: string, selfId?: string) {
  const same = await repo.findRollBySkuAndNo(trx, ctx.unitId, materialSkuId, rollNo);
  if (same && same.id !== selfId) throw duplicate('rollNo', rollNoWhat);
}

/** A concurrent save of the same number loses on the unique index: answer it as the duplicate it is. */
async function uniqueRollNo<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw duplicate('rollNo', rollNoWhat);
    throw error;
  }
}

async function assertStorehouse(db: Db, ctx: RequestContext, id: string | null): Promise<void> {
  if (id && !(await repo.storehouseExists(db, ctx.unitId, id))) throw notFound({ zh: '仓库', en: 'Storehouse' });
}

function valuesOf(input: Omit<RollAdd, 'materialSkuId' | 'customFields'>, rollNo: string, isQualified: boolean): repo.RollValues {
  return {
    rollNo,
    vatNo: input.vatNo,
    storehouseId: input.storehouseId,
    orderId: input.orderId,
    orderNo: input.orderNo,
    styleId: input.styleId,
    styleNo: input.styleNo,
    length: input.length,
    isQualified,
    remark: input.remark,
  };
}

/** The history names the storehouse (as it was called then), not its id. */
async function namedStorehouses(trx: Db, ctx: RequestContext, changes: RollChange[]): Promise<RollChange[]> {
  const ids = changes
    .filter((c) => c.field === 'storehouseId')
    .flatMap((c) => [c.before, c.after])
    .filter((v): v is string => v !== null);
  if (!ids.length) return changes;
  const names = await repo.storehouseNames(trx, ctx.unitId, ids);
  const name = (v: string | null) => (v === null ? null : (names.get(v) ?? v));
  return changes.map((c) =>
    c.field === 'storehouseId' ? { field: 'storehouse', before: name(c.before), after: name(c.after) } : c,
  );
}

/** Custom-field changes for the history, compared by what the screen shows. */
async function customChanges(trx: Db, ctx: RequestContext, id: string, before: Map<string, string>): Promise<RollChange[]> {
  const after = (await loadCustomFieldValues(trx, ctx, ROLL_ENTITY, [id])).get(id) ?? [];
  const afterMap = new Map(after.map((v) => [v.customFieldName, v.displayValue]));
  const names = new Set([...before.keys(), ...afterMap.keys()]);
  return [...names]
    .filter((n) => (before.get(n) ?? null) !== (afterMap.get(n) ?? null))
    .map((n) => ({ field: `custom:${n}`, before: before.get(n) ?? null, after: afterMap.get(n) ?? null }));
}

export async function addRoll(db: Db, ctx: RequestContext, input: RollAdd): Promise<{ id: string; rollNo: string }> {
  const sku = await repo.findSkuKind(db, ctx.unitId, input.materialSkuId);
  if (!sku) throw notFound({ zh: '物料SKU', en: 'Material SKU' });
  if (!(await isKindRollTracked(db, ctx.unitId, sku.kindId)))
    throw invalid('materialSkuId', { zh: '该物料的分类未启用按卷管理', en: 'the material kind is not tracked by roll' });
  await assertStorehouse(db, ctx, input.storehouseId);
  const custom = await validateCustomFieldValues(db, ctx, ROLL_ENTITY, input.customFields, { lang: ctx.lang });
  return uniqueRollNo(() =>
    db.transaction().execute(async (trx) => {
      const rollNo = input.rollNo ?? (await nextRollNo(trx, ctx, input.materialSkuId));
      if (input.rollNo) await assertRollNoFree(trx, ctx, input.materialSkuId, rollNo);
      const values = valuesOf(input, rollNo, input.isQualified ?? true);
      const id = await repo.insertRoll(trx, ctx.unitId, ctx.userId, input.materialSkuId, values);
      await saveCustomFieldValues(trx, ctx.unitId, id, custom);
      const changes = [
        ...(await namedStorehouses(trx, ctx, createdRoll(values))),
        ...(await customChanges(trx, ctx, id, new Map())),
      ];
      await repo.appendRollLogs(trx, ctx.unitId, ctx.userId, [{ rollId: id, action: 'CREATE', changes }]);
      return { id, rollNo };
    }),
  );
}

export async function updateRollRecord(db: Db, ctx: RequestContext, input: RollUpdate): Promise<{ id: string; rollNo: string }> {
  const before = await repo.findRollRecord(db, ctx.unitId, input.id);
  if (!before) throw rollNotFound();
  await assertStorehouse(db, ctx, input.storehouseId);
  const custom =
    input.customFields === undefined
      ? null
      : await validateCustomFieldValues(db, ctx, ROLL_ENTITY, input.customFields, { lang: ctx.lang });
  return uniqueRollNo(() =>
    db.transaction().execute(async (trx) => {
      const rollNo = input.rollNo ?? before.rollNo;
      await assertRollNoFree(trx, ctx, before.materialSkuId, rollNo, before.id);
      const values = valuesOf(input, rollNo, input.isQualified ?? before.isQualified);
      const customBefore = (await loadCustomFieldValues(trx, ctx, ROLL_ENTITY, [before.id])).get(before.id) ?? [];
      await repo.updateRoll(trx, ctx.unitId, ctx.userId, before.id, values);
      if (custom) await saveCustomFieldValues(trx, ctx.unitId, before.id, custom);
      const changes = [
        ...(await namedStorehouses(trx, ctx, diffRoll(before, values))),
        ...(await customChanges(trx, ctx, before.id, new Map(customBefore.map((v) => [v.customFieldName, v.displayValue])))),
      ];
      if (changes.length)
        await repo.appendRollLogs(trx, ctx.unitId, ctx.userId, [{ rollId: before.id, action: 'UPDATE', changes }]);
      return { id: before.id, rollNo };
    }),
  );
}

async function liveRolls(db: Db, ctx: RequestContext, ids: string[]): Promise<repo.RollRecord[]> {
  const distinct = [...new Set(ids)];
  const rolls = await repo.findRollRecords(db, ctx.unitId, distinct);
  if (rolls.length !== distinct.length) throw rollNotFound();
  return rolls;
}

/** Sets the qualified flag of rolls inside the caller's transaction; each roll that changes gets a history entry. */
export async function setRollsQualified(trx: Db, ctx: RequestContext, ids: string[], isQualified: boolean): Promise<number> {
  const rolls = await liveRolls(trx, ctx, ids);
  const changing = rolls.filter((r) => r.isQualified !== isQualified);
  for (const r of changing) await repo.updateRoll(trx, ctx.unitId, ctx.userId, r.id, { isQualified });
  await repo.appendRollLogs(
    trx,
    ctx.unitId,
    ctx.userId,
    changing.map((r) => ({ rollId: r.id, action: 'QUALIFIED', changes: diffRoll(r, { ...r, isQualified }) })),
  );
  return changing.length;
}

export async function markRollsQualified(
  db: Db,
  ctx: RequestContext,
  ids: string[],
  isQualified: boolean,
): Promise<{ changed: number }> {
  return { changed: await db.transaction().execute((trx) => setRollsQualified(trx, ctx, ids, isQualified)) };
}

/** Deletes obsolete rolls; refused (40903, naming them) while any still holds stock in the ledger. */
export async function deleteObsoleteRolls(db: Db, ctx: RequestContext, ids: string[]): Promise<{ deleted: number }> {
  if (!ids.length) throw invalid('ids', { zh: '请选择要删除的卷', en: 'choose the rolls to delete' });
  return db.transaction().execute(async (trx) => {
    const rolls = await liveRolls(trx, ctx, ids);
    const stocked = await repo.rollsWithStock(
      trx,
      ctx.unitId,
      rolls.map((r) => r.id),
    );
    if (stocked.length) {
      const names = stocked.map((s) => rolls.find((r) => r.id === s.rollId)?.rollNo ?? s.rollId).join('、');
      throw new AppError(
        Code.inUse,
        { zh: `卷号 ${names} 仍有库存，不能删除`, en: `Rolls ${names} still hold stock and cannot be deleted` },
        { rolls: stocked },
      );
    }
    await repo.markRollsDeleted(
      trx,
      ctx.unitId,
      ctx.userId,
      rolls.map((r) => r.id),
    );
    await repo.appendRollLogs(
      trx,
      ctx.unitId,
      ctx.userId,
      rolls.map((r) => ({ rollId: r.id, action: 'DELETE', changes: [] })),
    );
    await deleteCustomFieldValues(
      trx,
      ctx.unitId,
      ROLL_ENTITY,
      rolls.map((r) => r.id),
    );
    return { deleted: rolls.length };
  });
}

export interface EnsureRollInput {
  materialSkuId: string;
  rollNo?: string | null;
  vatNo?: string | null;
  storehouseId?: string | null;
  orderId?: string | null;
  orderNo?: string | null;
  styleId?: string | null;
  styleNo?: string | null;
  length?: string | null;
  source?: { type: string; id: string; lineId?: string | null };
}

/**
 * For bills that receive rolls (arrivals): answers one roll id per input, in order. A roll number the
 * SKU already has reuses that roll; a new or blank number creates the roll (blank = generated) with a
 * CREATE history entry. Runs in the caller's transaction; the caller decides which SKUs are roll-tracked
 * (queryEnableRollMaterial).
 */
export async function ensureRolls(trx: Db, ctx: RequestContext, rolls: EnsureRollInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (const r of rolls) {
    const existing = r.rollNo ? await repo.findRollBySkuAndNo(trx, ctx.unitId, r.materialSkuId, r.rollNo) : undefined;
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const rollNo = r.rollNo ?? (await nextRollNo(trx, ctx, r.materialSkuId));
    const values: repo.RollValues = {
      rollNo,
      vatNo: r.vatNo ?? null,
      storehouseId: r.storehouseId ?? null,
      orderId: r.orderId ?? null,
      orderNo: r.orderNo ?? null,
      styleId: r.styleId ?? null,
      styleNo: r.styleNo ?? null,
      length: r.length ?? null,
      isQualified: true,
      remark: null,
    };
    const id = await repo.insertRoll(trx, ctx.unitId, ctx.userId, r.materialSkuId, {
      ...values,
      sourceType: r.source?.type ?? null,
      sourceId: r.source?.id ?? null,
      sourceLineId: r.source?.lineId ?? null,
    });
    await repo.appendRollLogs(trx, ctx.unitId, ctx.userId, [
      { rollId: id, action: 'CREATE', changes: await namedStorehouses(trx, ctx, createdRoll(values)) },
    ]);
    ids.push(id);
  }
  return ids;
}
