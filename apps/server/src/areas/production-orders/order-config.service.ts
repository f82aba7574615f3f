import {
  ORDER_CONVERSION_FIELDS,
  ORDER_GOODS_INFO_FIELDS,
  ORDER_SUBMIT_FIELDS,
  type CheckAttachmentResult,
  type OrderFieldConfig,
  type OrderFieldDef,
  type OrderFieldOption,
  type OrderSubmitConfigInput,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError, Code, notFound, type Lang } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { readableUnits } from '../../platform/tenancy/scope.js';
import { orderBomLookup } from './order-bom-lookup.js';
import { findOrderConfig, saveOrderConfig } from './order-config.repository.js';
import { findOrderStyles } from './order-reference.repository.js';
import { orderNotFound } from './production-order.service.js';

const option = (d: OrderFieldDef, chosen: readonly string[], lang: Lang, kind?: 1 | 2): OrderFieldOption => ({
  code: d.code,
  name: lang === 'en' ? d.en : d.zh,
  ...(kind ? { kind } : {}),
  checked: d.locked === true || chosen.includes(d.code),
  locked: d.locked === true,
});

/** facPrdOrder/getFieldConfig: the goods-information columns the list, detail and form show. */
export async function getGoodsInfoConfig(db: Db, ctx: RequestContext): Promise<OrderFieldConfig> {
  const { goodsInfoFields } = await findOrderConfig(db, ctx);
  const all = ORDER_GOODS_INFO_FIELDS.map((d) => option(d, goodsInfoFields, ctx.lang));
  return { selectedConfigList: all.filter((o) => o.checked), configAllList: all };
}

export async function updateGoodsInfoConfig(db: Db, ctx: RequestContext, fieldIds: string[]) {
  await saveOrderConfig(db, ctx, { goodsInfoFields: [...new Set(fieldIds)] });
  return getGoodsInfoConfig(db, ctx);
}

/** facPrdOrder/target/field/getConfig: the fields required at 提报, order (kind 1) and goods (kind 2). */
export async function getSubmitConfig(db: Db, ctx: RequestContext): Promise<OrderFieldOption[]> {
  const { submitRequired } = await findOrderConfig(db, ctx);
  return [
    ...ORDER_SUBMIT_FIELDS[1].map((d) => option(d, submitRequired, ctx.lang, 1)),
    ...ORDER_SUBMIT_FIELDS[2].map((d) => option(d, submitRequired, ctx.lang, 2)),
  ];
}

/** facPrdOrder/target/field/createConfig: locked fields stay required whatever is sent. */
export async function updateSubmitConfig(db: Db, ctx: RequestContext, input: OrderSubmitConfigInput) {
  const required = input.configs.filter((c) => c.required).map((c) => c.code);
  await saveOrderConfig(db, ctx, { submitRequired: [...new Set(required)] });
  return getSubmitConfig(db, ctx);
}

/** facPrdOrder/getAttachmentFieldConfig: fields of the goods record required before conversion to missions. */
export async function getConversionConfig(db: Db, ctx: RequestContext): Promise<OrderFieldOption[]> {
  const { conversionRequired } = await findOrderConfig(db, ctx);
  return ORDER_CONVERSION_FIELDS.map((d) => option(d, conversionRequired, ctx.lang));
}

export async function updateConversionConfig(db: Db, ctx: RequestContext, fieldIds: string[]) {
  await saveOrderConfig(db, ctx, { conversionRequired: [...new Set(fieldIds)] });
  return getConversionConfig(db, ctx);
}

/** The goods-record values the conversion check reads, per style. */
async function styleRecords(db: Db, ctx: RequestContext, styleIds: string[]) {
  if (styleIds.length === 0) return [];
  return db
    .selectFrom('goodsStyle')
    .select([
      'id',
      'styleNo',
      'mainPictureId',
      'pictureIds',
      'categoryId',
      'customerId',
      'brand',
      'season',
      'year',
      'wave',
      'designer',
      'price',
      'cost',
      'remark',
    ])
    .where('unitId', 'in', readableUnits(ctx, 'goodsStyle'))
    .where('id', 'in', styleIds)
    .execute();
}

/**
 * facPrdOrder/checkAttachment: the goods (of an order, or one style) whose record misses a field required before
 * conversion (商品档案未填写完整). The order's own BOM counts for 商品BOM when the order is given.
 */
export async function checkAttachment(
  db: Db,
  ctx: RequestContext,
  q: { facPrdOrderId?: string | undefined; styleId?: string | undefined; goodsUnitId?: string | undefined },
): Promise<CheckAttachmentResult> {
  const { conversionRequired } = await findOrderConfig(db, ctx);
  const blocks: { styleId: string; bomId: string | null }[] = [];
  if (q.facPrdOrderId) {
    const goods = await db
      .selectFrom('productionOrderGoods as g')
      .innerJoin('productionOrder as o', 'o.id', 'g.productionOrderId')
      .select(['g.goodsStyleId', 'g.bomId'])
      .where('o.unitId', 'in', readableUnits(ctx, 'productionOrder'))
      .where('o.isDeleted', '=', false)
      .where('o.id', '=', q.facPrdOrderId)
      .execute();
    if (goods.length === 0) throw orderNotFound();
    blocks.push(...goods.map((g) => ({ styleId: g.goodsStyleId, bomId: g.bomId })));
  } else {
    const styleId = (q.styleId ?? q.goodsUnitId)!;
    if (!(await findOrderStyles(db, ctx, [styleId])).has(styleId)) throw notFound({ zh: '商品', en: 'Goods style' });
    blocks.push({ styleId, bomId: null });
  }
  const records = new Map((await styleRecords(db, ctx, [...new Set(blocks.map((b) => b.styleId))])).map((r) => [r.id, r]));
  const bom = orderBomLookup();
  const list: CheckAttachmentResult['list'] = [];
  for (const b of blocks) {
    const r = records.get(b.styleId);
    if (!r) continue;
    const values: Record<string, unknown> = {
      ...r,
      mainPicture: r.mainPictureId ?? r.pictureIds[0] ?? null,
      bom: b.bomId ?? (bom ? await bom.findDefaultBomId(db, ctx, b.styleId) : null),
    };
    const missing = ORDER_CONVERSION_FIELDS.filter((d) => conversionRequired.includes(d.code)).filter((d) => {
      const v = values[d.code];
      return v === null || v === undefined || v === '';
    });
    if (missing.length)
      list.push({
        styleId: r.id,
        styleNo: r.styleNo,
        missing: missing.map((d) => ({ code: d.code, name: ctx.lang === 'en' ? d.en : d.zh })),
      });
  }
  return { isComplete: list.length === 0, list };
}

/**
 * The call as the reference answers it: code 0 when every goods is complete, else 5007001 with the goods and their
 * missing fields in the message and `data.list` (the missions' batch conversion reads `checkAttachment` itself).
 */
export async function requireAttachments(
  db: Db,
  ctx: RequestContext,
  q: Parameters<typeof checkAttachment>[2],
): Promise<CheckAttachmentResult> {
  const result = await checkAttachment(db, ctx, q);
  if (result.isComplete) return result;
  const sep = ctx.lang === 'en' ? ', ' : '、';
  const goods = result.list.map((g) => `${g.styleNo}（${g.missing.map((m) => m.name).join(sep)}）`).join(sep);
  throw new AppError(
    Code.attachmentsMissing,
    { zh: `商品档案未填写完整：${goods}`, en: `Goods records are incomplete: ${goods}` },
    result,
  );
}
