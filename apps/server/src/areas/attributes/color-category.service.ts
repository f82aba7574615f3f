import { Code } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { isUniqueViolation } from './attribute-labels.js';
import * as repo from './color-category.repository.js';

const groupName = { zh: '颜色分组名称', en: 'Colour group name' };
const groupNotFound = () => notFound({ zh: '颜色分组', en: 'Colour group' });

async function assertFreeName(db: Db, ctx: RequestContext, name: string, selfId?: string) {
  const found = await repo.findColorCategoryByName(db, ctx.unitId, name);
  if (found && found !== selfId) throw duplicate('name', groupName);
}

export async function addColorCategory(db: Db, ctx: RequestContext, input: { name: string; sort?: number | undefined }) {
  await assertFreeName(db, ctx, input.name);
  try {
    return await repo.insertColorCategory(
      db,
      ctx.unitId,
      input.name,
      input.sort ?? (await repo.nextColorCategorySort(db, ctx.unitId)),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', groupName);
    throw error;
  }
}

export async function updateColorCategory(
  db: Db,
  ctx: RequestContext,
  input: { id: string; name: string; sort?: number | undefined },
) {
  if (!(await repo.findColorCategory(db, ctx.unitId, input.id))) throw groupNotFound();
  await assertFreeName(db, ctx, input.name, input.id);
  try {
    await repo.updateColorCategory(db, ctx.unitId, input.id, input.name, input.sort);
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', groupName);
    throw error;
  }
  return { id: input.id };
}

/** A group is deleted only when empty: colours keep their group (stop-used ones too). */
export async function deleteColorCategory(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findColorCategory(trx, ctx.unitId, id))) throw groupNotFound();
    const n = await repo.colorsInCategory(trx, ctx.unitId, id);
    if (n > 0)
      throw new AppError(Code.inUse, {
        zh: `该分组下有 ${n} 个颜色，请先移到其他分组`,
        en: `${n} colours are in this group; move them to another group first`,
      });
    await repo.deleteColorCategory(trx, ctx.unitId, id);
  });
}
