import { expect } from 'vitest';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';
import type { Client } from '../../../test/harness.js';

// Shared set-up of the BOM integration tests: a goods style in 2 colours x 4 sizes, a fabric in the style's two
// colours and a trim, both reviewed materials of the factory.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely, like the harness's Answer
export const ok = async <T = any>(c: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
  const res = await c.call<T>(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};

export interface BomWorld {
  lib: Library;
  styleId: string;
  /** goods SKU id by `${colourIndex}-${sizeIndex}`. */
  skuIds: Map<string, string>;
  fabric: { materialId: string; skuIds: string[] };
  trim: { materialId: string; skuId: string };
  supplierId: string;
  partId: string;
  kindId: string;
  specId: string;
}

export async function material(c: Client, kindId: string, specId: string, colours: string[], supplierId?: string) {
  const { id } = await ok(c, 'POST', 'fac/materials/addMaterials', {
    kindId,
    name: uniq('物料'),
    no: uniq('BOMWL').replace(/[^A-Za-z0-9]/g, ''),
    skus: colours.map((colorName) => ({
      colorName,
      specificationsId: specId,
      stockUnit: '个',
      suppliers: supplierId ? [{ supplierId, planCost: '2.5', isDefault: true, supplierStyleNo: 'GK-1' }] : [],
    })),
  });
  await ok(c, 'POST', 'uflo/common/materials/submit', { id });
  const d = await ok(c, 'GET', 'fac/materials/getMaterialDetail', { id });
  return { materialId: id as string, skuIds: d.commonMaterialsSkuList.map((s: { id: string }) => s.id) as string[] };
}

export async function makeBomWorld(c: Client): Promise<BomWorld> {
  const lib = await makeLibrary(c, 2, 4, 0);
  const styleId = (
    await ok(c, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleName: uniq('衬衫'),
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds,
      sizeIds: lib.sizeIds,
    })
  ).goodsId as string;
  const detail = await ok(c, 'GET', 'fac/goods/getFacGoodsStyle', { goodsId: styleId });
  const skuIds = new Map<string, string>();
  for (const s of detail.skuList as { id: string; color_id: string; size_id: string }[])
    skuIds.set(`${lib.colorIds.indexOf(s.color_id)}-${lib.sizeIds.indexOf(s.size_id)}`, s.id);
  const kindId = (await ok(c, 'POST', 'fac/materials/kinds/add', { no: uniq('K').slice(0, 8), name: uniq('面料') })).id;
  const specId = (await ok(c, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: uniq('门幅') })).id;
  const supplierId = (await ok(c, 'POST', 'supplier/insert', { name: uniq('布行') })).id;
  const fabric = await material(c, kindId, specId, ['红', '蓝'], supplierId);
  const trim = await material(c, kindId, specId, ['白']);
  const part = await ok(c, 'POST', 'common-goods-style/part', { styleId, name: uniq('大身') });
  return {
    lib,
    styleId,
    skuIds,
    fabric,
    trim: { materialId: trim.materialId, skuId: trim.skuIds[0]! },
    supplierId,
    partId: part.id as string,
    kindId,
    specId,
  };
}
