import { Dec } from '@gf/contracts';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/database.js';
import { makeStorehouse } from '../../../test/stock-fixture.js';
import { makeLibrary, uniq } from '../../../test/goods-library.js';
import type { Client } from '../../../test/harness.js';

// The material node tests' world, made through the calls a user makes (another area's fixture is not importable): a
// style in 2 colours x 2 sizes, a BOM of a fabric mapped per garment colour (1.5 per piece, 1.8 for the larger size,
// 3% loss) and a trim (2 per piece, no loss), a template with a 送料 node, a mission of the style made from it (cell
// quantities 10 + 10 x colour + size), and a storehouse holding 10,000 of each material.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely, like the harness's Answer
export const ok = async <T = any>(c: Client, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) => {
  const res = await c.call<T>(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
};

async function material(c: Client, kindId: string, specId: string, colours: string[]) {
  const { id } = await ok(c, 'POST', 'fac/materials/addMaterials', {
    kindId,
    name: uniq('物料'),
    no: uniq('SLWL').replace(/[^A-Za-z0-9]/g, ''),
    skus: colours.map((colorName) => ({ colorName, specificationsId: specId, stockUnit: '米' })),
  });
  await ok(c, 'POST', 'uflo/common/materials/submit', { id });
  const d = await ok(c, 'GET', 'fac/materials/getMaterialDetail', { id });
  return d.commonMaterialsSkuList.map((s: { id: string }) => s.id) as string[];
}

export interface DemandWorld {
  styleId: string;
  bomId: string;
  /** goods SKU id and quantity, colour and size index. */
  cells: { goodsSkuId: string; num: number; colour: number; size: number }[];
  fabric: { skuIds: string[] };
  trim: { skuId: string };
}

async function makeDemandWorld(c: Client): Promise<DemandWorld> {
  const lib = await makeLibrary(c, 2, 2, 0);
  const styleId = (
    await ok(c, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleName: uniq('衬衫'),
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: lib.colorIds,
      sizeIds: lib.sizeIds,
    })
  ).goodsId as string;
  const detail = await ok(c, 'GET', 'fac/goods/getFacGoodsStyle', { goodsId: styleId });
  const cells = (detail.skuList as { id: string; color_id: string; size_id: string }[]).map((s) => {
    const colour = lib.colorIds.indexOf(s.color_id);
    const size = lib.sizeIds.indexOf(s.size_id);
    return { goodsSkuId: s.id, num: 10 + 10 * colour + size, colour, size };
  });
  const kindId = (await ok(c, 'POST', 'fac/materials/kinds/add', { no: uniq('K').slice(0, 8), name: uniq('面料') })).id;
  const specId = (await ok(c, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: uniq('门幅') })).id;
  const fabric = await material(c, kindId, specId, ['红', '蓝']);
  const [trim] = await material(c, kindId, specId, ['白']);
  const bom = await ok(c, 'POST', 'fac/commonBom/addCommonBom', {
    styleId,
    name: `BOM${Date.now() % 100000}`,
    commonMaterialsSkuList: [
      {
        materialSkuId: fabric[0],
        singleDosage: '1.5',
        lossRate: '3',
        sizeDosages: [{ sizeId: lib.sizeIds[1], singleDosage: '1.8' }],
        colorMappings: lib.colorIds.map((colorId, i) => ({ styleColorId: colorId, materialSkuId: fabric[i] })),
        isMain: true,
      },
      { materialSkuId: trim, singleDosage: '2', lossRate: '0' },
    ],
  });
  return { styleId, bomId: (bom.id ?? bom.commonBomId) as string, cells, fabric: { skuIds: fabric }, trim: { skuId: trim! } };
}

/** The demand by hand: fabric of colour c = Σ quantity × usage × 1.03 (4 decimals), trim = Σ quantity × 2. */
export function expected(w: DemandWorld) {
  const fabric = [0, 1].map((c) =>
    w.cells
      .filter((x) => x.colour === c)
      .reduce(
        (sum, x) =>
          sum.plus(
            Dec.of(x.num)
              .times(x.size === 1 ? '1.8' : '1.5')
              .times('1.03'),
          ),
        Dec.zero,
      )
      .toFixed(4),
  );
  const pieces = w.cells.reduce((a, x) => a + x.num, 0);
  return { fabric, trim: Dec.of(pieces).times(2).toFixed(4) };
}

export interface MaterialWorld extends DemandWorld {
  missionId: string;
  missionNo: string;
  materialNodeId: string;
  storehouseId: string;
}

/** A mission of the world's style through `templateId` (its nodes copied), by the user's call. */
export async function makeMission(c: Client, w: DemandWorld, templateId: string, leaderId: string) {
  const m = await ok(c, 'POST', 'fac/mission/addMission', {
    placeorderAt: '2026-11-27',
    deliveryAt: '2026-12-20',
    styleId: w.styleId,
    bomId: w.bomId,
    leaderIds: [leaderId],
    prcdTemplateId: templateId,
    lines: w.cells.map(({ goodsSkuId, num }) => ({ goodsSkuId, num })),
  });
  return { missionId: (m.id ?? m.missionId) as string };
}

/** A template of a 裁剪 (quantitative) node and a 送料 (material) node, inserted directly (node definitions are another area's). */
export async function materialTemplate(db: Db, unitId: string, userId: string): Promise<string> {
  const template = await db
    .insertInto('prcdTemplate')
    .values({ unitId, name: uniq('送料模板'), createdBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, typeCode] of (['material', 'quantitative'] as const).entries()) {
    const node = await db
      .insertInto('prcdNode')
      .values({ unitId, name: uniq(typeCode === 'material' ? '送料' : '裁剪'), typeCode, createdBy: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('prcdTemplateNode')
      .values({ unitId, prcdTemplateId: template.id, prcdNodeId: node.id, sort: i + 1, endDaysBefore: 5 - i })
      .execute();
  }
  return template.id;
}

export async function makeMaterialWorld(c: Client, db: Db, unitId: string, userId: string): Promise<MaterialWorld> {
  const w = await makeDemandWorld(c);
  const templateId = await materialTemplate(db, unitId, userId);
  const { missionId } = await makeMission(c, w, templateId, userId);
  const mission = await db.selectFrom('mission').select('missionNo').where('id', '=', missionId).executeTakeFirstOrThrow();
  const node = await db
    .selectFrom('missionNode')
    .select('id')
    .where('missionId', '=', missionId)
    .where('typeCode', '=', 'material')
    .executeTakeFirstOrThrow();
  const storehouseId = await makeStorehouse(c, true);
  for (const sku of [...w.fabric.skuIds, w.trim.skuId]) {
    const res = await c.call('PUT', 'fac/stock/single', {
      storehouseId,
      materialsSkuId: sku,
      inventoryType: 'IN',
      stock: '10000',
      opDate: '2026-11-27',
    });
    expect(res.code, res.msg).toBe(0);
  }
  return { ...w, missionId, missionNo: mission.missionNo, materialNodeId: node.id, storehouseId };
}

/** A delivery for the mission's material node of `lines` out of the world's storehouse (draft), answering its id. */
export async function missionDelivery(c: Client, w: MaterialWorld, lines: { materialsSkuId: string; quantity: string }[]) {
  const res = await ok(c, 'POST', 'delivery/material/create', {
    storehouseId: w.storehouseId,
    deliveryCreatorId: c.userId,
    dateDelivery: '2026-11-28',
    missionId: w.missionId,
    missionNodeId: w.materialNodeId,
    skus: lines,
  });
  return res.id as string;
}
