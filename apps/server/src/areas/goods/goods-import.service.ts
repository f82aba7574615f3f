import {
  Code,
  pageOf,
  type GoodsCategoryNode,
  type GoodsImportInput,
  type GoodsImportListInput,
  type GoodsImportRow,
  type ImportAcrossResult,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { copyFiles } from '../../platform/files/index.js';
import { AppError, pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { owningUnit } from '../../platform/tenancy/scope.js';
import { requireImportSource, type ImportSource } from '../accounts/index.js';
import { importStyleAxes } from '../attributes/index.js';
import { findCustomerIdByName } from '../partners/index.js';
import * as categoryRepo from './goods-category.repository.js';
import { categoryTree, expandCategoryFilter, isStoppedInTree } from './goods-category.service.js';
import { takenStyleNos } from './goods-import.repository.js';
import * as partRepo from './goods-part.repository.js';
import { writeNewStyle } from './goods-style-edit.service.js';
import * as repo from './goods-style.repository.js';
import { extrasOf, styleRows } from './goods-style.service.js';

// 从体系导入 (/goodsSystemImport): goods styles of another factory of the company are copied into the session's
// factory (ADR 0011: goods are the factory's own, never shared). See the area README, "Import from another factory".

/** fac/goods/commonStyleCategoryTree: the source factory's category tree, for the list's filter. */
export async function sourceCategoryTree(db: Db, ctx: RequestContext, sourceUnitId: string): Promise<GoodsCategoryNode[]> {
  const source = await requireImportSource(db, ctx, sourceUnitId);
  return categoryTree(db, source.ctx);
}

/** fac/goods/commonStyleListNoUnit: the source factory's live styles, each saying whether this factory has its no. */
export async function listImportableStyles(db: Db, ctx: RequestContext, input: GoodsImportListInput) {
  const source = await requireImportSource(db, ctx, input.sourceUnitId);
  const { pageNo, pageSize, offset } = pageOf(input);
  const filter: repo.GoodsStyleFilter = {
    keyword: input.keyword,
    isStopped: false,
    ...(input.categoryIds?.length ? { categoryIds: await expandCategoryFilter(db, source.unitId, input.categoryIds) } : {}),
  };
  const page = await repo.pageStyles(db, source.unitId, filter, pageSize, offset);
  const [rows, taken] = await Promise.all([
    styleRows(db, source.ctx, page.rows),
    takenStyleNos(
      db,
      ctx.unitId,
      page.rows.map((r) => r.styleNo),
    ),
  ]);
  const list: GoodsImportRow[] = rows.map((r) => ({
    goodsId: r.goodsId,
    unitId: source.unitId,
    unitName: source.unitName,
    styleNo: r.styleNo,
    styleName: r.styleName,
    categoryPath: r.categoryPath,
    sizeCategoryName: r.sizeCategoryName,
    specText: r.specText,
    skuCount: r.skuCount,
    existsHere: taken.has(r.styleNo.toLowerCase()),
  }));
  return { list, totalCount: page.totalCount, pageNo, pageSize };
}

/** Names from the root down to this category of `records` (empty when it is unknown). */
function pathNames(records: categoryRepo.GoodsCategoryRecord[], id: string | null): string[] {
  const byId = new Map(records.map((r) => [r.id, r]));
  const names: string[] = [];
  for (let r = id ? byId.get(id) : undefined; r; r = r.parentId ? byId.get(r.parentId) : undefined) names.unshift(r.name);
  return names;
}

/** The target's category on the same path of names, the missing levels created; none when the target stop-used it. */
async function targetCategory(trx: Db, ctx: RequestContext, names: string[]): Promise<{ id: string | null; note?: LocalText }> {
  if (!names.length) return { id: null };
  const owner = owningUnit(ctx, 'goodsCategory');
  let parentId: string | null = null;
  for (const [i, name] of names.entries())
    parentId =
      (await categoryRepo.findSiblingByName(trx, owner, parentId, name)) ??
      (await categoryRepo.insertCategory(trx, owner, { parentId, level: i + 1, name, sort: undefined }));
  if (parentId && isStoppedInTree(await categoryRepo.allCategories(trx, owner), parentId))
    return {
      id: null,
      note: {
        zh: `品类「${names.join(' / ')}」在本厂已停用，未带入`,
        en: `category ${names.join(' / ')} is stop-used here; left out`,
      },
    };
  return { id: parentId };
}

type Outcome = { ok: true; id: string; notes: LocalText[] } | { ok: false; reason: LocalText };

/** One style into the target, inside the call's transaction; a refusal (skip) writes nothing of the style. */
async function importOne(
  trx: Db,
  ctx: RequestContext,
  source: ImportSource,
  head: repo.GoodsStyleHead,
  categories: categoryRepo.GoodsCategoryRecord[],
): Promise<Outcome> {
  if ((await takenStyleNos(trx, ctx.unitId, [head.styleNo])).size)
    return { ok: false, reason: { zh: '本厂已有该商品款号', en: 'this factory already has the style no' } };
  const axes = await importStyleAxes(trx, source.ctx, ctx, head);
  if (!axes.ok) return axes;
  const notes: LocalText[] = [];
  if (axes.created.length)
    notes.push({ zh: `本厂新建了：${axes.created.join('、')}`, en: `created here: ${axes.created.join(', ')}` });
  const category = await targetCategory(trx, ctx, pathNames(categories, head.categoryId));
  if (category.note) notes.push(category.note);
  let customerId: string | null = null;
  if (head.customerName) {
    customerId = (await findCustomerIdByName(trx, ctx.unitId, head.customerName)) ?? null;
    if (!customerId)
      notes.push({ zh: `本厂没有客户「${head.customerName}」，未带入`, en: `no customer ${head.customerName} here; left out` });
  }
  const pictures = await copyFiles(
    trx,
    source.unitId,
    { unitId: owningUnit(ctx, 'storedFile'), userId: ctx.userId },
    head.pictureIds,
  );
  const pictureIds = head.pictureIds.flatMap((id) => pictures.get(id) ?? []);
  const { goodsId } = await writeNewStyle(
    trx,
    ctx,
    {
      ...extrasOf(head),
      styleNo: head.styleNo,
      styleName: head.styleName,
      customerId,
      categoryId: category.id,
      ...axes.axes,
      pictureIds,
      mainPictureId: (head.mainPictureId && pictures.get(head.mainPictureId)) ?? pictureIds[0] ?? null,
      remark: head.remark,
    },
    { entity: 'GOODS_STYLE', values: [] },
  );
  for (const part of await partRepo.partsOfStyle(trx, source.unitId, head.id))
    await partRepo.insertPart(trx, owningUnit(ctx, 'goodsStylePart'), goodsId, part.name);
  return { ok: true, id: goodsId, notes };
}

/**
 * fac/goods/commonStyleImport: the chosen styles of one source factory, in one transaction. A style whose no this
 * factory has, or whose colour/size/length is stop-used here, is skipped with the reason; an unknown id refuses the
 * whole call (40402 naming `styleIds.<i>`), nothing written.
 */
export async function importStyles(db: Db, ctx: RequestContext, input: GoodsImportInput): Promise<ImportAcrossResult> {
  const source = await requireImportSource(db, ctx, input.sourceUnitId);
  const styleIds = [...new Set(input.styleIds)];
  const heads: repo.GoodsStyleHead[] = [];
  for (const [i, id] of styleIds.entries()) {
    const head = await repo.findStyle(db, source.unitId, id);
    if (!head)
      throw new AppError(
        Code.notFound,
        { zh: '商品不存在', en: 'Goods style not found' },
        { errors: [{ field: `styleIds.${i}`, message: 'not a style of the source factory' }] },
      );
    heads.push(head);
  }
  const categories = await categoryRepo.allCategories(db, source.unitId);
  return db.transaction().execute(async (trx) => {
    const result: ImportAcrossResult = { imported: [], skipped: [] };
    for (const head of heads) {
      const outcome = await importOne(trx, ctx, source, head, categories);
      if (outcome.ok)
        result.imported.push({
          sourceId: head.id,
          id: outcome.id,
          name: head.styleNo,
          notes: outcome.notes.map((n) => pick(n, ctx.lang)),
        });
      else result.skipped.push({ sourceId: head.id, name: head.styleNo, reason: pick(outcome.reason, ctx.lang) });
    }
    return result;
  });
}
