import {
  Code,
  goodsStyleExtraKeys,
  planSkuChanges,
  salesModeLabels,
  skuCombinations,
  type GoodsSkuUsage,
  type GoodsStyleAdd,
  type GoodsStyleExtraKey,
  type GoodsStyleUpdate,
} from '@gf/contracts';
import {
  deleteCustomFieldValues,
  loadCustomFieldValues,
  saveCustomFieldValues,
  validateCustomFieldValues,
  type CustomFieldValues,
} from '../../platform/custom-fields/index.js';
import type { Db } from '../../platform/db/database.js';
import { findFile } from '../../platform/files/index.js';
import { AppError, badState, duplicate, invalid, type Lang, type LocalText } from '../../platform/http/errors.js';
import { allocateNumber } from '../../platform/numbering/numbering.service.js';
import { registerNumberRule } from '../../platform/numbering/number-rule-registry.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { findSizeCategory, skuAttrsByIds } from '../attributes/index.js';
import { findCustomer } from '../partners/index.js';
import { categoryPathsOf, checkStyleCategory } from './goods-category.service.js';
import { unassignSkus } from './goods-barcode.repository.js';
import * as skuRepo from './goods-sku.repository.js';
import { goodsSkuUsages } from './goods-sku-usage.js';
import { diffStyles, recordChanges, type ReadableStyle } from './goods-style-change.service.js';
import * as repo from './goods-style.repository.js';
import { attrNames, extrasOf, GOODS_STYLE_ENTITY, requireStyle, styleNotFound } from './goods-style.service.js';

/** Numbering rule key of style numbers (platform/numbering; a unit's own rule replaces the default). */
export const GOODS_STYLE_NUMBER_KEY = 'GOODS_STYLE';
registerNumberRule({
  billType: GOODS_STYLE_NUMBER_KEY,
  kind: 'ARCHIVE',
  zh: '款式编号',
  en: 'Style number',
  segments: [
    { type: 'TEXT', value: 'KS' },
    { type: 'SERIAL', length: 6, reset: 'NEVER' },
  ],
});
const JOIN = '，';

const notFoundAt = (field: string, what: LocalText) =>
  new AppError(
    Code.notFound,
    { zh: `${what.zh}不存在`, en: `${what.en} not found` },
    { errors: [{ field, message: `${what.en} not found` }] },
  );

/** The next generated style no that no style has, nor any of `reserved` (lower case: the nos an import is about to write). */
async function nextFreeStyleNo(trx: Db, ctx: RequestContext, reserved?: ReadonlySet<string>): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const no = await allocateNumber(trx, { unitId: ctx.unitId, billType: GOODS_STYLE_NUMBER_KEY });
    if (!reserved?.has(no.toLowerCase()) && !(await repo.findIdByStyleNo(trx, ctx.unitId, no))) return no;
  }
  throw new AppError(Code.duplicate, {
    zh: '自动编号已被占用，请手动填写款号',
    en: 'Generated numbers are taken; please enter a style no',
  });
}

/**
 * Every reference belongs to this factory: customer, size category, colours, sizes of that category,
 * lengths, pictures. A value stop-used in the library may stay on a style that already has it, not be added.
 */
export async function checkStyleReferences(
  db: Db,
  ctx: RequestContext,
  input: GoodsStyleAdd,
  current?: Pick<repo.GoodsStyleFields, 'categoryId' | 'colorIds' | 'sizeIds' | 'standardIds'>,
) {
  if (input.customerId && !(await findCustomer(db, ctx.unitId, input.customerId)))
    throw notFoundAt('customerId', { zh: '客户', en: 'Customer' });
  await checkStyleCategory(db, ctx.unitId, input.categoryId, current?.categoryId ?? null);
  const category = await findSizeCategory(db, ctx.unitId, input.sizeCategoryId);
  if (!category) throw notFoundAt('sizeCategoryId', { zh: '尺码组', en: 'Size category' });
  const had = new Set(current ? [...current.colorIds, ...current.sizeIds, ...current.standardIds] : []);
  const attrs = new Map((await skuAttrsByIds(db, ctx.unitId, [...input.colorIds, ...input.standardIds])).map((a) => [a.id, a]));
  const checkAttrs = (ids: string[], type: string, field: string, what: LocalText) =>
    ids.forEach((id, i) => {
      const a = attrs.get(id);
      if (!a || a.type !== type) throw notFoundAt(`${field}.${i}`, what);
      if (a.isStopped && !had.has(id))
        throw invalid(`${field}.${i}`, { zh: `${what.zh}「${a.name}」已停用`, en: `${what.en} ${a.name} is stop-used` });
    });
  checkAttrs(input.colorIds, 'COLOR', 'colorIds', { zh: '颜色', en: 'Colour' });
  checkAttrs(input.standardIds, 'STANDARD', 'standardIds', { zh: '内长', en: 'Standard length' });
  const sizes = new Map(category.sizeList.map((s) => [s.id, s]));
  input.sizeIds.forEach((id, i) => {
    const s = sizes.get(id);
    if (!s) throw invalid(`sizeIds.${i}`, { zh: '尺码不属于所选尺码组', en: 'the size is not in the chosen size category' });
    if (s.isStopped && !had.has(id))
      throw invalid(`sizeIds.${i}`, { zh: `尺码「${s.name}」已停用`, en: `Size ${s.name} is stop-used` });
  });
  for (const [i, id] of input.pictureIds.entries())
    if (!(await findFile(db, ctx.unitId, id))) throw notFoundAt(`pictureIds.${i}`, { zh: '图片', en: 'Picture' });
  if (input.mainPictureId && !input.pictureIds.includes(input.mainPictureId))
    throw invalid('mainPictureId', { zh: '主图必须是已上传的图片之一', en: 'the main picture must be one of the pictures' });
}

async function assertStyleNoFree(db: Db, ctx: RequestContext, styleNo: string | null, selfId?: string) {
  if (!styleNo) return;
  const same = await repo.findIdByStyleNo(db, ctx.unitId, styleNo);
  if (same && same !== selfId) throw duplicate('styleNo', { zh: '商品款号', en: 'Style no' });
}

const fieldsOf = (input: GoodsStyleAdd, styleNo: string): repo.GoodsStyleFields => ({
  styleNo,
  styleName: input.styleName,
  customerId: input.customerId,
  sizeCategoryId: input.sizeCategoryId,
  categoryId: input.categoryId,
  colorIds: input.colorIds,
  sizeIds: input.sizeIds,
  standardIds: input.standardIds,
  pictureIds: input.pictureIds,
  mainPictureId: input.mainPictureId ?? input.pictureIds[0] ?? null,
  remark: input.remark,
  ...extrasOf(input),
});

function inUse(usages: GoodsSkuUsage[]): AppError {
  return new AppError(
    Code.inUse,
    {
      zh: `有 ${usages.length} 处使用了要删除的SKU（订单、库存等），不能删除；请保留这些颜色/尺码`,
      en: `The SKUs to remove are used in ${usages.length} places (orders, stock...); keep those colours and sizes`,
    },
    { usages },
  );
}

/** Adds the missing SKUs, removes the unused ones (refused while another area uses them), frees their barcodes. */
async function syncSkus(trx: Db, ctx: RequestContext, styleId: string, fields: repo.GoodsStyleFields): Promise<void> {
  const existing = await skuRepo.skusOfStyles(trx, ctx.unitId, [styleId]);
  const plan = planSkuChanges(existing, skuCombinations(fields.colorIds, fields.sizeIds, fields.standardIds));
  const removeIds = plan.remove.map((r) => r.id);
  const used = await goodsSkuUsages(trx, ctx.unitId, removeIds);
  if (used.length) throw inUse(used);
  await unassignSkus(trx, ctx, removeIds);
  await skuRepo.deleteSkus(trx, ctx.unitId, removeIds);
  await skuRepo.insertSkus(trx, ctx.unitId, styleId, plan.add);
}

/** addFacGoodsStyle: the style, its SKU matrix and custom values; a blank style no is generated. */
export async function createStyle(db: Db, ctx: RequestContext, input: GoodsStyleAdd) {
  await checkStyleReferences(db, ctx, input);
  await assertStyleNoFree(db, ctx, input.styleNo);
  const custom = await validateCustomFieldValues(db, ctx, GOODS_STYLE_ENTITY, input.customFields, { lang: ctx.lang });
  return db.transaction().execute((trx) => writeNewStyle(trx, ctx, input, custom));
}

/**
 * Inside the caller's transaction: the style (a blank style no generated, skipping `reserved`), its SKU matrix and
 * custom values. References and custom values must be checked already (the form and the Excel import both do).
 */
export async function writeNewStyle(
  trx: Db,
  ctx: RequestContext,
  input: GoodsStyleAdd,
  custom: CustomFieldValues,
  reserved?: ReadonlySet<string>,
): Promise<{ goodsId: string; styleNo: string }> {
  const styleNo = input.styleNo ?? (await nextFreeStyleNo(trx, ctx, reserved));
  const fields = fieldsOf(input, styleNo);
  const id = await repo.insertStyle(trx, ctx.unitId, ctx.userId, fields);
  await syncSkus(trx, ctx, id, fields);
  await saveCustomFieldValues(trx, ctx.unitId, id, custom);
  return { goodsId: id, styleNo };
}

/** The long-tail fields as texts: the sales mode by its label, the rest as stored (prices keep 2 decimals). */
function readableExtras(head: repo.GoodsStyleHead, lang: Lang): Record<GoodsStyleExtraKey, string> {
  const out = {} as Record<GoodsStyleExtraKey, string>;
  for (const key of goodsStyleExtraKeys) {
    const v = head[key];
    out[key] =
      key === 'salesMode' ? (v === null ? '' : (salesModeLabels[Number(v)]?.[lang] ?? String(v))) : v === null ? '' : String(v);
  }
  return out;
}

/** The style as the change records read it (names, not ids), with the caller's trx. */
async function readable(trx: Db, ctx: RequestContext, id: string): Promise<ReadableStyle> {
  const head = await repo.findStyle(trx, ctx.unitId, id);
  if (!head) throw styleNotFound();
  const names = await attrNames(trx, ctx.unitId, [head]);
  const paths = await categoryPathsOf(trx, ctx.unitId);
  const join = (ids: string[]) => ids.map((i) => names.get(i)?.name ?? i).join(JOIN);
  const custom = (await loadCustomFieldValues(trx, ctx, GOODS_STYLE_ENTITY, [id])).get(id) ?? [];
  const yes = ctx.lang === 'en' ? ['Yes', 'No'] : ['是', '否'];
  return {
    fields: {
      styleNo: head.styleNo,
      styleName: head.styleName,
      customer: head.customerName ?? '',
      sizeCategory: head.sizeCategoryName ?? '',
      category: head.categoryId ? (paths.get(head.categoryId) ?? '') : '',
      colors: join(head.colorIds),
      sizes: join(head.sizeIds),
      standards: join(head.standardIds),
      pictures: String(head.pictureIds.length),
      remark: head.remark ?? '',
      isStopped: head.isStopped ? yes[0]! : yes[1]!,
      ...readableExtras(head, ctx.lang),
    },
    custom: Object.fromEntries(custom.map((c) => [c.customFieldName, c.displayValue])),
  };
}

/** updateFacGoodsStyle: optimistic version; every changed field is recorded (变更记录). */
export async function updateStyle(db: Db, ctx: RequestContext, input: GoodsStyleUpdate) {
  const current = await requireStyle(db, ctx, input.goodsId);
  await checkStyleReferences(db, ctx, input, current);
  await assertStyleNoFree(db, ctx, input.styleNo, input.goodsId);
  const custom = await validateCustomFieldValues(db, ctx, GOODS_STYLE_ENTITY, input.customFields, { lang: ctx.lang });
  return db.transaction().execute(async (trx) => {
    const before = await readable(trx, ctx, input.goodsId);
    const fields = fieldsOf(input, input.styleNo ?? current.styleNo);
    if (!(await repo.updateStyle(trx, ctx.unitId, ctx.userId, input.goodsId, input.version, fields)))
      throw badState({ zh: '数据已被他人修改，请刷新后重试', en: 'Someone else changed this style; reload and try again' });
    await syncSkus(trx, ctx, input.goodsId, fields);
    await saveCustomFieldValues(trx, ctx.unitId, input.goodsId, custom);
    await recordChanges(trx, ctx, input.goodsId, diffStyles(before, await readable(trx, ctx, input.goodsId)));
    return { goodsId: input.goodsId, styleNo: fields.styleNo };
  });
}

/** deleteFacGoods: refused while any SKU is used elsewhere; SKUs go with the style, barcodes are freed. */
export async function deleteStyle(db: Db, ctx: RequestContext, id: string): Promise<void> {
  await requireStyle(db, ctx, id);
  await db.transaction().execute(async (trx) => {
    const skuIds = (await skuRepo.skusOfStyles(trx, ctx.unitId, [id])).map((s) => s.id);
    const used = await goodsSkuUsages(trx, ctx.unitId, skuIds);
    if (used.length)
      throw new AppError(
        Code.inUse,
        {
          zh: `商品的SKU已被使用 ${used.length} 处，不能删除`,
          en: `The style's SKUs are used in ${used.length} places; it cannot be deleted`,
        },
        { usages: used },
      );
    await unassignSkus(trx, ctx, skuIds);
    await skuRepo.deleteSkus(trx, ctx.unitId, skuIds);
    await deleteCustomFieldValues(trx, ctx.unitId, GOODS_STYLE_ENTITY, [id]);
    await repo.softDeleteStyle(trx, ctx.unitId, ctx.userId, id);
  });
}

/** stopUse / batchStopUse: all ids must be this factory's; the change is recorded per style. */
export async function setStylesStopped(db: Db, ctx: RequestContext, ids: string[], isStopped: boolean) {
  const unique = [...new Set(ids)];
  if ((await repo.countOwnedStyles(db, ctx.unitId, unique)) !== unique.length) throw styleNotFound();
  return db.transaction().execute(async (trx) => {
    const befores = await Promise.all(unique.map((id) => readable(trx, ctx, id)));
    const count = await repo.setStopped(trx, ctx.unitId, ctx.userId, unique, isStopped);
    for (const [i, id] of unique.entries())
      await recordChanges(trx, ctx, id, diffStyles(befores[i]!, await readable(trx, ctx, id)));
    return { count };
  });
}

/** judgeFacDelSku: which of these SKUs of the style other areas use (empty = all may be removed). */
export async function judgeSkuRemoval(db: Db, ctx: RequestContext, goodsId: string, skuIds: string[]) {
  await requireStyle(db, ctx, goodsId);
  const own = (await skuRepo.skusOfStyles(db, ctx.unitId, [goodsId])).map((s) => s.id);
  const foreign = skuIds.findIndex((id) => !own.includes(id));
  if (foreign >= 0) throw notFoundAt(`skuIds.${foreign}`, { zh: 'SKU', en: 'SKU' });
  const usages = await goodsSkuUsages(db, ctx.unitId, skuIds);
  return { canDelete: usages.length === 0, usages };
}
