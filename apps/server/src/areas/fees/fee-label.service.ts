import type { FeeLabel } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { duplicate, invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './fee-label.repository.js';

const LABEL = { zh: '费用标签', en: 'Fee label' };

/** finance/billfee/getSysLabelList: the factory's live fee labels in their order. */
export const listFeeLabels = (db: Db, ctx: RequestContext): Promise<FeeLabel[]> => repo.listLabels(db, ctx);

/** finance/attr/create (also from inside the form's select): the name is unique among the live labels. */
export async function createFeeLabel(db: Db, ctx: RequestContext, name: string): Promise<FeeLabel> {
  return db.transaction().execute(async (trx) => {
    if (await repo.labelNameTaken(trx, ctx, name)) throw duplicate('name', { zh: `标签“${name}”`, en: `Label "${name}"` });
    const id = await repo.insertLabel(trx, ctx, name, ctx.userId);
    const sort = (await repo.listLabels(trx, ctx)).find((l) => l.id === id)?.sort ?? 0;
    return { id, name, sort };
  });
}

export async function renameFeeLabel(db: Db, ctx: RequestContext, id: string, name: string): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    if (await repo.labelNameTaken(trx, ctx, name, id)) throw duplicate('name', { zh: `标签“${name}”`, en: `Label "${name}"` });
    if ((await repo.updateLabel(trx, ctx, id, { name })) === 0) throw notFound(LABEL);
    return { id };
  });
}

/** finance/attr/delete: softly (bills already naming it keep its name). */
export async function deleteFeeLabel(db: Db, ctx: RequestContext, id: string): Promise<{ id: string }> {
  if ((await repo.updateLabel(db, ctx, id, { isDeleted: true })) === 0) throw notFound(LABEL);
  return { id };
}

/** finance/attr/sort: the labels in the order given (every id must be a live label of the factory). */
export async function sortFeeLabels(db: Db, ctx: RequestContext, ids: string[]): Promise<FeeLabel[]> {
  return db.transaction().execute(async (trx) => {
    const live = await repo.liveLabelIds(trx, ctx, ids);
    const stray = ids.findIndex((id) => !live.has(id));
    if (stray >= 0) throw invalid(`ids.${stray}`, { zh: '标签不存在', en: 'label not found' });
    for (const [i, id] of ids.entries()) await repo.updateLabel(trx, ctx, id, { sort: i + 1 });
    return repo.listLabels(trx, ctx);
  });
}
