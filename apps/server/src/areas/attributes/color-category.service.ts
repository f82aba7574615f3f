import { Code, type LibraryLevel } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, duplicate, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit } from '../../platform/tenancy/scope.js';
import { isUniqueViolation } from './attribute-labels.js';
import * as repo from './color-category.repository.js';
import { companyUnitIds } from './library-level.repository.js';
import { assertWritableAt, clashError, levelOf, requireLevelPermission, uniquenessUnits, viewOf } from './library-level.js';
import { specLibraryCodes } from './sku-attr.service.js';

const groupName = { zh: '颜色分组名称', en: 'Colour group name' };
const groupWord = { zh: '颜色分组', en: 'Colour group' };
const groupNotFound = () => notFound(groupWord);

/** A group name is unique across the company and the factory (a company one across all its factories). */
async function assertFreeName(trx: Db, ctx: RequestContext, level: LibraryLevel, name: string, selfId?: string) {
  const found = await repo.findColorCategoryByName(trx, await uniquenessUnits(trx, ctx, 'colorCategory', level), name);
  if (found && found.id !== selfId) throw await clashError(trx, ctx, 'colorCategory', level, found.unitId, 'name', groupName);
}

export function listColorCategories(db: Db, ctx: RequestContext, level?: LibraryLevel) {
  return repo.listColorCategories(db, viewOf(ctx, 'colorCategory', level));
}

export async function addColorCategory(
  db: Db,
  ctx: RequestContext,
  input: { name: string; sort?: number | undefined; level: LibraryLevel },
) {
  requireLevelPermission(ctx, input.level, specLibraryCodes);
  const owner = owningUnit(ctx, 'colorCategory', input.level);
  try {
    return await db.transaction().execute(async (trx) => {
      await assertFreeName(trx, ctx, input.level, input.name);
      return repo.insertColorCategory(trx, owner, input.name, input.sort ?? (await repo.nextColorCategorySort(trx, owner)));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', groupName);
    throw error;
  }
}

/** A readable group the call may change at its level (the company's only from the company's screen). */
async function writableGroup(db: Db, ctx: RequestContext, level: LibraryLevel, id: string) {
  const group = await repo.findColorCategory(db, viewOf(ctx, 'colorCategory'), id);
  if (!group) throw groupNotFound();
  assertWritableAt(level, levelOf(ctx, group.unitId), groupWord);
  return group;
}

export async function updateColorCategory(
  db: Db,
  ctx: RequestContext,
  input: { id: string; name: string; sort?: number | undefined; level: LibraryLevel },
) {
  requireLevelPermission(ctx, input.level, specLibraryCodes);
  await writableGroup(db, ctx, input.level, input.id);
  try {
    await db.transaction().execute(async (trx) => {
      await assertFreeName(trx, ctx, input.level, input.name, input.id);
      await repo.updateColorCategory(trx, owningUnit(ctx, 'colorCategory', input.level), input.id, input.name, input.sort);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicate('name', groupName);
    throw error;
  }
  return { id: input.id };
}

/** A group is deleted only when empty: colours keep their group (stop-used ones too, and factories' in a company group). */
export async function deleteColorCategory(
  db: Db,
  ctx: RequestContext,
  input: { id: string; level: LibraryLevel },
): Promise<void> {
  requireLevelPermission(ctx, input.level, specLibraryCodes);
  await writableGroup(db, ctx, input.level, input.id);
  await db.transaction().execute(async (trx) => {
    const units = input.level === 'COMPANY' ? await companyUnitIds(trx, ctx.bossUnitId) : [ctx.unitId];
    const n = await repo.colorsInCategory(trx, units, input.id);
    if (n > 0)
      throw new AppError(Code.inUse, {
        zh: `该分组下有 ${n} 个颜色，请先移到其他分组`,
        en: `${n} colours are in this group; move them to another group first`,
      });
    await repo.deleteColorCategory(trx, owningUnit(ctx, 'colorCategory', input.level), input.id);
  });
}
