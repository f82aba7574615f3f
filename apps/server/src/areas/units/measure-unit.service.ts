import { Code, pageOf, type MeasureUnitInput, type MeasureUnitRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { announceRename, usesOfUnits } from './measure-unit-usage.js';
import * as repo from './measure-unit.repository.js';

const unitText = { zh: '单位', en: 'Unit' };
export const measureUnitNotFound = () => notFound(unitText);

async function withUses(db: Db, ctx: RequestContext, rows: repo.MeasureUnitRecord[]): Promise<MeasureUnitRow[]> {
  const uses = await usesOfUnits(
    db,
    ctx.unitId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...r, useCount: uses.get(r.id) ?? 0 }));
}

/** The settings page: every unit (disabled too when asked), with how many material SKUs use each. */
export async function pageMeasureUnits(
  db: Db,
  ctx: RequestContext,
  input: { pageNo?: number; pageNum?: number; pageSize: number; keyword?: string; includeDisabled?: boolean },
) {
  const { pageNo, pageSize, offset } = pageOf(input);
  const page = await repo.pageUnits(db, ctx.unitId, input, pageSize, offset);
  return { list: await withUses(db, ctx, page.list), totalCount: page.totalCount, pageNo, pageSize };
}

/** The dropdown of every form that chooses a unit (no use counts: it is read on each keystroke). */
export async function listMeasureUnitOptions(
  db: Db,
  ctx: RequestContext,
  input: { keyword?: string | undefined; withIds?: string[] | undefined },
): Promise<MeasureUnitRow[]> {
  const rows = await repo.listOptions(db, ctx.unitId, input);
  return rows.map((r) => ({ ...r, useCount: 0 }));
}

export async function getMeasureUnit(db: Db, ctx: RequestContext, id: string): Promise<MeasureUnitRow> {
  const [row] = await withUses(db, ctx, await repo.findUnitsByIds(db, ctx.unitId, [id]));
  if (!row) throw measureUnitNotFound();
  return row;
}

/** A conversion goes one level: to a unit of this factory that converts to nothing itself. */
async function checkBase(db: Db, ctx: RequestContext, input: MeasureUnitInput): Promise<void> {
  if (!input.baseUnitId) return;
  const [base] = await repo.findUnitsByIds(db, ctx.unitId, [input.baseUnitId]);
  if (!base) throw invalid('baseUnitId', { zh: '基准单位不存在', en: 'the base unit does not exist' });
  if (base.baseUnitId)
    throw invalid('baseUnitId', {
      zh: `「${base.name}」自身换算为「${base.baseUnitName ?? ''}」，请选择最基本的单位`,
      en: `"${base.name}" converts to "${base.baseUnitName ?? ''}" itself; choose the basic unit`,
    });
  if (input.id && (await repo.countDerived(db, ctx.unitId, input.id)) > 0)
    throw invalid('baseUnitId', {
      zh: '其他单位以该单位为换算基准，它不能再换算为别的单位',
      en: 'Other units convert to this one; it cannot convert to another unit itself',
    });
}

async function assertNameFree(db: Db, ctx: RequestContext, name: string, selfId?: string): Promise<void> {
  const same = await repo.findIdByName(db, ctx.unitId, name);
  if (same && same !== selfId) throw duplicate('name', { zh: `单位「${name}」`, en: `Unit "${name}"` });
}

/** Adds a unit, or edits one when an id is given. A rename reaches the names materials keep beside the id. */
export async function saveMeasureUnit(db: Db, ctx: RequestContext, input: MeasureUnitInput): Promise<MeasureUnitRow> {
  if (input.id && (await repo.findUnitsByIds(db, ctx.unitId, [input.id])).length === 0) throw measureUnitNotFound();
  await assertNameFree(db, ctx, input.name, input.id);
  await checkBase(db, ctx, input);
  const id = await db.transaction().execute(async (trx) => {
    if (!input.id) return repo.insertUnit(trx, ctx.unitId, input);
    const [before] = await repo.findUnitsByIds(trx, ctx.unitId, [input.id]);
    await repo.updateUnit(trx, ctx.unitId, input.id, input);
    if (before && before.name !== input.name) await announceRename(trx, ctx.unitId, input.id, input.name);
    return input.id;
  });
  return getMeasureUnit(db, ctx, id);
}

/** 停用 / 启用: a disabled unit stays on the records that have it but is no longer offered. */
export async function setMeasureUnitDisabled(db: Db, ctx: RequestContext, id: string, isDisabled: boolean) {
  const changed = await db.transaction().execute((trx) => repo.setDisabled(trx, ctx.unitId, id, isDisabled));
  if (!changed) throw measureUnitNotFound();
  return getMeasureUnit(db, ctx, id);
}

/** Deletes a unit nothing uses; one in use can only be disabled. */
export async function removeMeasureUnit(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The row lock orders this against a material saved with the unit at the same moment (its foreign key check).
    const locked = await repo.lockUnit(trx, ctx.unitId, id);
    if (!locked) throw measureUnitNotFound();
    const used = (await usesOfUnits(trx, ctx.unitId, [id])).get(id) ?? 0;
    if (used > 0)
      throw new AppError(Code.inUse, {
        zh: `单位「${locked.name}」已被 ${used} 个物料SKU使用，不能删除，可以停用`,
        en: `${used} material SKUs use the unit "${locked.name}"; it cannot be deleted, disable it instead`,
      });
    const derived = await repo.countDerived(trx, ctx.unitId, id);
    if (derived > 0)
      throw new AppError(Code.inUse, {
        zh: `有 ${derived} 个单位以「${locked.name}」为换算基准，不能删除`,
        en: `${derived} units convert to "${locked.name}"; it cannot be deleted`,
      });
    await repo.deleteUnit(trx, ctx.unitId, id);
  });
}

/** 新建库存单位 from the material form (the reference's addStockUnit): a unit by name alone. */
export async function addStockUnit(db: Db, ctx: RequestContext, name: string): Promise<MeasureUnitRow> {
  return saveMeasureUnit(db, ctx, { name, isPiece: false, baseUnitId: null, baseRatio: null, remark: null });
}

/** A unit a record chooses: by id (the forms) or by name (older clients, Excel), with the field to blame. */
export interface MeasureUnitChoice {
  id?: string | null | undefined;
  name?: string | null | undefined;
  /** The input path named in a refusal, e.g. `skus.0.stockUnitId`. */
  field: string;
  /** The unit the record has now: it may stay even when disabled since. */
  currentId?: string | null | undefined;
}

/**
 * The dictionary rows of these choices, in order (null for a choice naming nothing). Refused naming the field: an id
 * that is not one of this factory's units (40402), a name not in the dictionary, a unit disabled since (40001).
 */
export async function requireMeasureUnits(
  db: Db,
  ctx: RequestContext,
  choices: readonly MeasureUnitChoice[],
): Promise<(repo.MeasureUnitRecord | null)[]> {
  const ids = [...new Set(choices.flatMap((c) => (c.id ? [c.id] : [])))];
  const names = choices.flatMap((c) => (!c.id && c.name?.trim() ? [c.name] : []));
  const [byIdRows, byNameRows] = await Promise.all([
    repo.findUnitsByIds(db, ctx.unitId, ids),
    repo.findUnitsByNames(db, ctx.unitId, names),
  ]);
  const byId = new Map(byIdRows.map((r) => [r.id, r]));
  const byName = new Map(byNameRows.map((r) => [r.name.toLowerCase(), r]));
  return choices.map((c) => {
    const name = c.name?.trim() ?? '';
    if (!c.id && !name) return null;
    const row = c.id ? byId.get(c.id) : byName.get(name.toLowerCase());
    if (!row && c.id)
      throw new AppError(
        Code.notFound,
        { zh: `${c.field}：单位不存在`, en: `${c.field}: unit not found` },
        { errors: [{ field: c.field, message: 'unit not found' }] },
      );
    if (!row)
      throw invalid(c.field, {
        zh: `单位「${name}」不在单位字典中，请先在单位字典中添加`,
        en: `the unit "${name}" is not in the units dictionary; add it there first`,
      });
    if (row.isDisabled && row.id !== c.currentId)
      throw invalid(c.field, { zh: `单位「${row.name}」已停用`, en: `the unit "${row.name}" is disabled` });
    return row;
  });
}
