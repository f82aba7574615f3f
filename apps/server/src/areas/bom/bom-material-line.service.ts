import {
  Code,
  type BomMaterialLine,
  type BomMaterialLineResult,
  type MaterialSkuInput,
  type MaterialSkuRow,
} from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { createMaterial, getMaterialDetail, judgeRepeatNo, updateSkuSupplier } from '../materials/index.js';

/** The existing SKU the typed one names: same specification and the same colour (by id when both have one, else by name). */
function sameSku(existing: MaterialSkuRow, typed: MaterialSkuInput): boolean {
  if (existing.specificationsId !== typed.specificationsId) return false;
  if (existing.colorId && typed.colorId) return existing.colorId === typed.colorId;
  return existing.colorName.trim().toLowerCase() === typed.colorName.trim().toLowerCase();
}

/**
 * 新建物料 from the BOM's search line, through the materials area: a new draft material with its one SKU; or, when
 * the number already names a material holding that colour and specification, that SKU as it is (USE_EXISTING) or
 * with the typed supplier, supplier numbers and prices saved on it (OVERWRITE). Without a choice (ASK) the answer
 * is 40901 naming `material.no` with `data.existing`, nothing written.
 */
export async function addMaterialLine(db: Db, ctx: RequestContext, input: BomMaterialLine): Promise<BomMaterialLineResult> {
  const typed = input.material.skus[0]!;
  const { id: existingId } = input.material.no ? await judgeRepeatNo(db, ctx, input.material.no) : { id: null };
  if (existingId) {
    const detail = await getMaterialDetail(db, ctx, existingId);
    const sku = detail.commonMaterialsSkuList.find((s) => sameSku(s, typed));
    if (!sku || input.onExisting === 'ASK')
      throw new AppError(
        Code.duplicate,
        sku
          ? {
              zh: '该物料已存在：可直接使用已存在的物料，或将当前填写的信息保存到原有物料上',
              en: 'This material SKU exists: use it as it is, or save what you typed onto it',
            }
          : {
              zh: '物料款号已存在，且没有该颜色和规格的SKU，请到物料档案中添加',
              en: 'The material number exists without this colour and specification; add the SKU in the materials archive',
            },
        {
          errors: [{ field: 'material.no', message: 'material exists' }],
          existing: { materialId: existingId, materialSkuId: sku?.id ?? null, commonMaterialsNo: detail.commonMaterialsNo },
        },
      );
    if (input.onExisting === 'USE_EXISTING') return { materialId: existingId, materialSkuId: sku.id, outcome: 'USED' };
    for (const link of typed.suppliers) await updateSkuSupplier(db, ctx, sku.id, link);
    return { materialId: existingId, materialSkuId: sku.id, outcome: 'OVERWRITTEN' };
  }
  const created = await createMaterial(db, ctx, input.material);
  const detail = await getMaterialDetail(db, ctx, created.id);
  return { materialId: created.id, materialSkuId: detail.commonMaterialsSkuList[0]!.id, outcome: 'CREATED' };
}
