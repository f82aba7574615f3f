import { Dec } from '@gf/contracts';
import { expect } from 'vitest';
import { makeLibrary, uniq, type Library } from '../../../test/goods-library.js';
import type { Client } from '../../../test/harness.js';

// The demand tests' world: the BOM tests' style (2 colours x 4 sizes) with a BOM of a fabric mapped per garment
// colour (1.5 per piece, 1.8 for the two largest sizes, 3% loss) and a trim for every colour (2 per piece, no loss),
// and an order of that style with a different quantity in every cell.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely, like the harness's Answer
export const ok = async <T = any>(c: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
  const res = await c.call<T>(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};

/** A reviewed material of the factory with one SKU per colour (stock unit 个). */
async function material(c: Client, kindId: string, specId: string, colours: string[], supplierId?: string) {
  const { id } = await ok(c, 'POST', 'fac/materials/addMaterials', {
    kindId,
    name: uniq('物料'),
    no: uniq('XQWL').replace(/[^A-Za-z0-9]/g, ''),
    skus: colours.map((colorName) => ({
      colorName,
      specificationsId: specId,
      stockUnit: '个',
      suppliers: supplierId ? [{ supplierId, planCost: '2.5', isDefault: true }] : [],
    })),
  });
  await ok(c, 'POST', 'uflo/common/materials/submit', { id });
  const d = await ok(c, 'GET', 'fac/materials/getMaterialDetail', { id });
  return { materialId: id as string, skuIds: d.commonMaterialsSkuList.map((s: { id: string }) => s.id) as string[] };
}

export interface DemandWorld {
  lib: Library;
  styleId: string;
  /** goods SKU id by `${colourIndex}-${sizeIndex}`. */
  skuIds: Map<string, string>;
  fabric: { materialId: string; skuIds: string[] };
  trim: { materialId: string; skuId: string };
  supplierId: string;
  bomId: string;
  /** Quantity of the cell (colour, size). */
  qty: (c: number, s: number) => number;
}

export async function makeDemandWorld(c: Client, qty = (col: number, s: number) => 10 + col * 10 + s): Promise<DemandWorld> {
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
  const supplierId = (await ok(c, 'POST', 'supplier/insert', { name: uniq('布行') })).id as string;
  const fabric = await material(c, kindId, specId, ['红', '蓝'], supplierId);
  const trimMaterial = await material(c, kindId, specId, ['白'], supplierId);
  const w = {
    lib,
    styleId,
    skuIds,
    fabric,
    trim: { materialId: trimMaterial.materialId, skuId: trimMaterial.skuIds[0]! },
    supplierId,
  };
  const bom = await ok(c, 'POST', 'fac/commonBom/addCommonBom', {
    styleId: w.styleId,
    name: `BOM${Date.now() % 100000}`,
    commonMaterialsSkuList: [
      {
        materialSkuId: w.fabric.skuIds[0],
        singleDosage: '1.5',
        lossRate: '3',
        sizeDosages: [2, 3].map((s) => ({ sizeId: w.lib.sizeIds[s], singleDosage: '1.8' })),
        colorMappings: w.lib.colorIds.map((colorId, i) => ({ styleColorId: colorId, materialSkuId: w.fabric.skuIds[i] })),
        isMain: true,
      },
      { materialSkuId: w.trim.skuId, singleDosage: '2', lossRate: '0' },
    ],
  });
  return { ...w, bomId: (bom.id ?? bom.commonBomId) as string, qty };
}

/** Cells of the whole matrix, by the world's quantities (or another rule). */
export const cellsOf = (w: DemandWorld, qty = w.qty) =>
  [...w.skuIds].map(([key, id]) => {
    const [c, s] = key.split('-').map(Number) as [number, number];
    return { goodsSkuId: id, num: qty(c, s) };
  });

/** What the fabric SKU of colour `c` needs by hand: Σ quantity × usage × 1.03, and the trim: Σ quantity × 2. */
export function expected(w: DemandWorld, qty = w.qty) {
  const fabric = [0, 1].map((c) =>
    [0, 1, 2, 3]
      .reduce(
        (sum, s) =>
          sum.plus(
            Dec.of(qty(c, s))
              .times(s >= 2 ? '1.8' : '1.5')
              .times('1.03'),
          ),
        Dec.zero,
      )
      .round(4),
  );
  const pieces = [0, 1].flatMap((c) => [0, 1, 2, 3].map((s) => qty(c, s))).reduce((a, b) => a + b, 0);
  return { fabric: fabric.map((d) => d.toFixed(4)), trim: Dec.of(pieces).times(2).toFixed(4), pieces };
}

/** A reviewed formal order of the world's style (no review configured: submit passes it). */
export async function reviewedOrder(c: Client, w: DemandWorld, qty = w.qty) {
  const order = await ok(c, 'POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      { styleId: w.styleId, deliveryAt: '2026-12-20', bomId: w.bomId, facPrdOrderGoodsDetailList: cellsOf(w, qty) },
    ],
  });
  const submitted = await ok(c, 'POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
  if (submitted.status !== 2) throw new Error(`order not reviewed: ${submitted.status}`);
  return order as { id: string; orderNo: string };
}

export const demandOf = (c: Client, orderId: string) => ok(c, 'GET', 'facPrdOrder/materialDemand', { facPrdOrderId: orderId });
