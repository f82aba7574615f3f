import { companyLibraryPermissions, type LibraryLevel } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit } from '../../platform/tenancy/scope.js';
import { assertWritableAt, clashError, requireLevelPermission, uniquenessUnits, viewOf } from '../attributes/index.js';
import { assertUnused } from './factory-usage.js';
import * as repo from './label.repository.js';

const defective = { zh: '次品标签', en: 'Defective label' };
const billLabel = { zh: '标签', en: 'Label' };

/** The company's labels (/publicInferior) need company.defectLabel.manage; a factory's own fac.defectiveLabel.manage. */
const defectiveCodes: Record<LibraryLevel, string> = {
  COMPANY: companyLibraryPermissions.defectLabelManage,
  FACTORY: 'fac.defectiveLabel.manage',
};

/** Defective labels the factory reads (the company's first), or one level's. */
export function listDefectiveLabels(
  db: Db,
  ctx: RequestContext,
  input: { keyword?: string | undefined; level?: LibraryLevel | undefined },
) {
  return repo.listDefectiveLabels(db, viewOf(ctx, 'defectiveLabel', input.level), input.keyword);
}

/** A name is unique across the company and the factory (a company name across every factory of it). */
async function assertFreeName(trx: Db, ctx: RequestContext, level: LibraryLevel, name: string, selfId?: string) {
  const same = await repo.defectiveLabelByName(trx, await uniquenessUnits(trx, ctx, 'defectiveLabel', level), name);
  if (same && same.id !== selfId) throw await clashError(trx, ctx, 'defectiveLabel', level, same.unitId, 'labelName', defective);
}

/** Labels among `ids` the call may change at its level: every one readable (else 40402) and of that level (else 40302). */
async function writableLabels(db: Db, ctx: RequestContext, level: LibraryLevel, ids: string[]) {
  const found = await repo.findDefectiveLabels(db, viewOf(ctx, 'defectiveLabel'), ids);
  if (found.length !== new Set(ids).size) throw notFound(defective);
  for (const label of found) assertWritableAt(level, label.level, defective);
}

export async function addDefectiveLabel(
  db: Db,
  ctx: RequestContext,
  input: { labelName: string; level: LibraryLevel },
): Promise<{ id: string }> {
  requireLevelPermission(ctx, input.level, defectiveCodes);
  return db.transaction().execute(async (trx) => {
    await assertFreeName(trx, ctx, input.level, input.labelName);
    return { id: await repo.insertDefectiveLabel(trx, owningUnit(ctx, 'defectiveLabel', input.level), input.labelName) };
  });
}

export async function renameDefectiveLabel(
  db: Db,
  ctx: RequestContext,
  input: { id: string; labelName: string; level: LibraryLevel },
): Promise<void> {
  requireLevelPermission(ctx, input.level, defectiveCodes);
  await writableLabels(db, ctx, input.level, [input.id]);
  await db.transaction().execute(async (trx) => {
    await assertFreeName(trx, ctx, input.level, input.labelName, input.id);
    if (!(await repo.renameDefectiveLabel(trx, owningUnit(ctx, 'defectiveLabel', input.level), input.id, input.labelName)))
      throw notFound(defective);
  });
}

/** Delete at its level: refused while a quality record uses the label (checkers registered by other areas). */
export async function removeDefectiveLabel(
  db: Db,
  ctx: RequestContext,
  input: { id: string; level: LibraryLevel },
): Promise<void> {
  requireLevelPermission(ctx, input.level, defectiveCodes);
  await writableLabels(db, ctx, input.level, [input.id]);
  const owner = owningUnit(ctx, 'defectiveLabel', input.level);
  await assertUnused(db, 'defectiveLabel', owner, input.id, defective);
  if (!(await repo.deleteDefectiveLabel(db, owner, input.id))) throw notFound(defective);
}

/** Re-orders the labels of one level: ids in the new order. */
export async function sortDefectiveLabels(
  db: Db,
  ctx: RequestContext,
  input: { ids: string[]; level: LibraryLevel },
): Promise<void> {
  requireLevelPermission(ctx, input.level, defectiveCodes);
  const { ids } = input;
  if (new Set(ids).size !== ids.length) throw invalid('ids', { zh: '排序中有重复的标签', en: 'An id appears twice' });
  await writableLabels(db, ctx, input.level, ids);
  const owner = owningUnit(ctx, 'defectiveLabel', input.level);
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries()) if (!(await repo.setDefectiveLabelSort(trx, owner, id, i))) throw notFound(defective);
  });
}

export async function addSysLabel(db: Db, ctx: RequestContext, input: { billType: string; name: string; colour: string }) {
  return db.transaction().execute(async (trx) => {
    if (await repo.sysLabelByName(trx, ctx.unitId, input.billType, input.name)) throw duplicate('name', billLabel);
    const id = await repo.insertSysLabel(trx, ctx.unitId, input);
    return (await repo.findSysLabel(trx, ctx.unitId, id))!;
  });
}

export async function updateSysLabel(db: Db, ctx: RequestContext, input: { id: string; name?: string; colour?: string }) {
  const label = await repo.findSysLabel(db, ctx.unitId, input.id);
  if (!label) throw notFound(billLabel);
  if (input.name) {
    const same = await repo.sysLabelByName(db, ctx.unitId, label.billType, input.name);
    if (same && same !== input.id) throw duplicate('name', billLabel);
  }
  const { id, ...fields } = input;
  await repo.updateSysLabel(db, ctx.unitId, id, fields);
  return (await repo.findSysLabel(db, ctx.unitId, id))!;
}

export async function removeSysLabel(db: Db, ctx: RequestContext, id: string): Promise<void> {
  if (!(await repo.findSysLabel(db, ctx.unitId, id))) throw notFound(billLabel);
  await assertUnused(db, 'billLabel', ctx.unitId, id, billLabel);
  if (!(await repo.deleteSysLabel(db, ctx.unitId, id))) throw notFound(billLabel);
}
