import type { SizeTableDetail, SizeTableInput, SizeTableTemplateInput } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { invalid, notFound } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findSizeCategory } from './size-category.repository.js';
import { sizeCategoryNotFound } from './size-category.service.js';
import * as repo from './size-table.repository.js';

const tableNotFound = (isTemplate: boolean) =>
  notFound(isTemplate ? { zh: '尺寸表模板', en: 'Size table template' } : { zh: '尺寸表', en: 'Size table' });

/** Values only for sizes of the table's category; point names once per table. */
async function checkGrid(db: Db, ctx: RequestContext, sizeCategoryId: string, points: repo.PointFields[]) {
  const category = await findSizeCategory(db, ctx.unitId, sizeCategoryId);
  if (!category) throw sizeCategoryNotFound();
  const sizes = new Set(category.sizeList.map((s) => s.id));
  const names = new Set<string>();
  for (const p of points) {
    if (names.has(p.name))
      throw invalid('points', { zh: `部位「${p.name}」重复`, en: `measurement point "${p.name}" appears twice` });
    names.add(p.name);
    if (Object.keys(p.values).some((sizeId) => !sizes.has(sizeId)))
      throw invalid('points', {
        zh: '尺寸只能填写所选尺码组的尺码',
        en: 'values are allowed only for sizes of the size category',
      });
  }
}

export async function getSizeTable(db: Db, ctx: RequestContext, id: string, isTemplate: boolean): Promise<SizeTableDetail> {
  const head = await repo.findSizeTable(db, ctx.unitId, id, isTemplate);
  if (!head) throw tableNotFound(isTemplate);
  const category = await findSizeCategory(db, ctx.unitId, head.sizeCategoryId);
  const points = await repo.loadPoints(db, ctx.unitId, id);
  return { ...head, sizes: (category?.sizeList ?? []).map(({ id, name }) => ({ id, name })), points };
}

/** A blank grid created from a template takes the template's points and values. */
async function gridFromTemplate(db: Db, ctx: RequestContext, input: SizeTableInput): Promise<repo.PointFields[]> {
  if (!input.templateId || input.points.length) return input.points;
  const template = await repo.findSizeTable(db, ctx.unitId, input.templateId, true);
  if (!template) throw tableNotFound(true);
  if (template.sizeCategoryId !== input.sizeCategoryId)
    throw invalid('templateId', { zh: '模板的尺码组与所选尺码组不同', en: 'the template belongs to another size category' });
  return (await repo.loadPoints(db, ctx.unitId, template.id)).map(({ name, tolerance, values }) => ({ name, tolerance, values }));
}

export async function createSizeTable(
  db: Db,
  ctx: RequestContext,
  input: SizeTableInput | SizeTableTemplateInput,
  isTemplate: boolean,
): Promise<SizeTableDetail> {
  const points = 'templateId' in input ? await gridFromTemplate(db, ctx, input) : input.points;
  await checkGrid(db, ctx, input.sizeCategoryId, points);
  const head = {
    name: input.name,
    sizeCategoryId: input.sizeCategoryId,
    remark: input.remark,
    styleId: isTemplate || !('styleId' in input) ? null : input.styleId,
  };
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await repo.insertSizeTable(trx, ctx.unitId, ctx.userId, isTemplate, head);
    await repo.replacePoints(trx, ctx.unitId, id, points);
    return id;
  });
  return getSizeTable(db, ctx, id, isTemplate);
}

export async function updateSizeTable(
  db: Db,
  ctx: RequestContext,
  id: string,
  input: SizeTableInput | SizeTableTemplateInput,
  isTemplate: boolean,
): Promise<SizeTableDetail> {
  if (!(await repo.findSizeTable(db, ctx.unitId, id, isTemplate))) throw tableNotFound(isTemplate);
  await checkGrid(db, ctx, input.sizeCategoryId, input.points);
  const head = {
    name: input.name,
    sizeCategoryId: input.sizeCategoryId,
    remark: input.remark,
    styleId: isTemplate || !('styleId' in input) ? null : input.styleId,
  };
  await db.transaction().execute(async (trx) => {
    await repo.updateSizeTableHead(trx, ctx.unitId, id, head);
    await repo.replacePoints(trx, ctx.unitId, id, input.points);
  });
  return getSizeTable(db, ctx, id, isTemplate);
}

export async function deleteSizeTable(db: Db, ctx: RequestContext, id: string, isTemplate: boolean): Promise<void> {
  const deleted = await db.transaction().execute((trx) => repo.deleteSizeTable(trx, ctx.unitId, id, isTemplate));
  if (!deleted) throw tableNotFound(isTemplate);
}
