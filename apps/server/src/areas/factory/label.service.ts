import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { assertUnused } from './factory-usage.js';
import * as repo from './label.repository.js';

const defective = { zh: '次品标签', en: 'Defective label' };
const billLabel = { zh: '标签', en: 'Label' };

export async function addDefectiveLabel(db: Db, ctx: RequestContext, name: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    if (await repo.defectiveLabelByName(trx, ctx.unitId, name)) throw duplicate('labelName', defective);
    return { id: await repo.insertDefectiveLabel(trx, ctx.unitId, name) };
  });
}

export async function renameDefectiveLabel(db: Db, ctx: RequestContext, id: string, name: string): Promise<void> {
  const same = await repo.defectiveLabelByName(db, ctx.unitId, name);
  if (same && same !== id) throw duplicate('labelName', defective);
  if (!(await repo.renameDefectiveLabel(db, ctx.unitId, id, name))) throw notFound(defective);
}

/** Delete: refused while a quality record uses the label (checkers registered by other areas). */
export async function removeDefectiveLabel(db: Db, ctx: RequestContext, id: string): Promise<void> {
  if (!(await repo.findDefectiveLabel(db, ctx.unitId, id))) throw notFound(defective);
  await assertUnused(db, 'defectiveLabel', ctx.unitId, id, defective);
  if (!(await repo.deleteDefectiveLabel(db, ctx.unitId, id))) throw notFound(defective);
}

export async function sortDefectiveLabels(db: Db, ctx: RequestContext, ids: string[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw invalid('ids', { zh: '排序中有重复的标签', en: 'An id appears twice' });
  await db.transaction().execute(async (trx) => {
    for (const [i, id] of ids.entries())
      if (!(await repo.setDefectiveLabelSort(trx, ctx.unitId, id, i))) throw notFound(defective);
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
