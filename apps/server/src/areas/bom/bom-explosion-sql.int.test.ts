import { Code, Dec } from '@gf/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeLibrary, uniq } from '../../../test/goods-library.js';
import { createFactory, signIn, startHarness, type FactoryFixture, type Harness } from '../../../test/harness.js';
import { material, ok } from './bom.fixture.js';
import { explodeCells } from './bom-explosion-batch.js';
import { explosionRows } from './bom-explosion.repository.js';
import { explodeRows, type ExplosionSku } from './bom-explosion.service.js';

// The SQL explosion (one statement over cells, BOM rows, size overrides and colour mapping) gives exactly what the
// specification, explodeRows in JS, gives: random BOMs (用于 filters, overrides, mappings, usages, losses) and random
// quantities of a style in 3 colours × 3 sizes × 2 lengths, on the test database (PGlite by default).

let h: Harness;
let f: FactoryFixture;
let styleId: string;
let materials: string[];
const skus = new Map<string, ExplosionSku>();
let colours: string[];
let sizes: string[];
let lengths: string[];
const tenant = () => ({ unitId: f.unitId, bossUnitId: f.bossUnitId }) as Parameters<typeof explodeCells>[1];

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'bom-sql');
  const c = await signIn(h.app, f.boss.loginName, f.boss.password);
  const lib = await makeLibrary(c, 3, 3, 2);
  [colours, sizes, lengths] = [lib.colorIds, lib.sizeIds, lib.standardIds];
  styleId = (
    await ok(c, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleName: uniq('衬衫'),
      sizeCategoryId: lib.sizeCategoryId,
      colorIds: colours,
      sizeIds: sizes,
      standardIds: lengths,
    })
  ).goodsId as string;
  const kindId = (await ok(c, 'POST', 'fac/materials/kinds/add', { no: uniq('K').slice(0, 8), name: uniq('面料') })).id;
  const specId = (await ok(c, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: uniq('门幅') })).id;
  materials = [
    ...(await material(c, kindId, specId, ['红', '蓝', '绿'])).skuIds,
    ...(await material(c, kindId, specId, ['白'])).skuIds,
  ];
  const rows = await h.db
    .selectFrom('goodsSku')
    .select(['id', 'colorId', 'sizeId', 'standardId'])
    .where('goodsStyleId', '=', styleId)
    .execute();
  for (const r of rows) skus.set(r.id, r);
  expect(skus.size).toBe(18);
});
afterAll(() => h.close());

/** A BOM of the style written straight into the tables (any rows the columns allow). */
async function insertBom(rows: GenRow[], isDefault = false): Promise<string> {
  const bom = await h.db
    .insertInto('goodsBom')
    .values({ unitId: f.unitId, goodsStyleId: styleId, name: uniq('BOM'), isDefault, createdBy: f.boss.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [i, r] of rows.entries()) {
    const row = await h.db
      .insertInto('goodsBomRow')
      .values({
        unitId: f.unitId,
        goodsBomId: bom.id,
        materialSkuId: materials[r.material]!,
        singleDosage: r.usage,
        lossRate: r.loss,
        styleColorIds: r.colors && JSON.stringify(r.colors.map((k) => colours[k]!)),
        styleSizeIds: r.sizes && JSON.stringify(r.sizes.map((k) => sizes[k]!)),
        styleStandardIds: r.lengths && JSON.stringify(r.lengths.map((k) => lengths[k]!)),
        sort: i,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [k, usage] of Object.entries(r.sizeUsages))
      await h.db
        .insertInto('goodsBomRowSize')
        .values({ unitId: f.unitId, goodsBomRowId: row.id, sizeId: sizes[Number(k)]!, singleDosage: usage })
        .execute();
    for (const [k, m] of Object.entries(r.colorMap))
      await h.db
        .insertInto('goodsBomRowColor')
        .values({ unitId: f.unitId, goodsBomRowId: row.id, styleColorId: colours[Number(k)]!, materialSkuId: materials[m]! })
        .execute();
  }
  return bom.id;
}

const decimal = (max: number, scale: number) =>
  fc.integer({ min: 1, max }).map((n) =>
    Dec.of(n)
      .div(10 ** scale)
      .toString(),
  );
const subsetOrAll = (n: number) =>
  fc.option(fc.uniqueArray(fc.integer({ min: 0, max: n - 1 }), { minLength: 1, maxLength: n }), { nil: null });
const row = fc.record({
  material: fc.integer({ min: 0, max: 3 }),
  usage: decimal(99999, 4),
  loss: fc.integer({ min: 0, max: 10000 }).map((n) => Dec.of(n).div(100).toString()),
  colors: subsetOrAll(3),
  sizes: subsetOrAll(3),
  lengths: subsetOrAll(2),
  sizeUsages: fc.dictionary(fc.constantFrom('0', '1', '2'), decimal(99999, 4), { maxKeys: 3 }),
  colorMap: fc.dictionary(fc.constantFrom('0', '1', '2'), fc.integer({ min: 0, max: 3 }), { maxKeys: 3 }),
});
type GenRow = typeof row extends fc.Arbitrary<infer R> ? R : never;
const cell = fc.record({ sku: fc.integer({ min: 0, max: 17 }), quantity: decimal(5_000_0000, 4) });

/** The cells as the relation explodeCells reads (block 1 names the BOM). */
const cellsOf = (bomId: string | null, list: { sku: number; quantity: string }[]) => {
  const ids = [...skus.keys()];
  const values = list.map(
    (c) => sql`(1::bigint, ${styleId}::bigint, ${bomId}::bigint, ${ids[c.sku]!}::bigint, ${c.quantity}::numeric)`,
  );
  return sql`select block_id, style_id, bom_id, goods_sku_id, sum(quantity) as quantity
    from (values ${sql.join(values)}) as v(block_id, style_id, bom_id, goods_sku_id, quantity)
    group by block_id, style_id, bom_id, goods_sku_id`;
};

const norm = (list: { materialSkuId: string; quantity: string; goodsQuantity: string }[]) =>
  new Map(list.map((m) => [m.materialSkuId, [Dec.of(m.quantity).toString(), Dec.of(m.goodsQuantity).toString()]]));

describe('explodeCells (SQL) against explodeRows (the specification)', () => {
  it('gives the same materials, quantities and 用料货品数 for random BOMs and quantities', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(row, { minLength: 1, maxLength: 6 }),
        fc.array(cell, { minLength: 1, maxLength: 25 }),
        async (rows, cells) => {
          const bomId = await insertBom(rows);
          const ids = [...skus.keys()];
          const lines = cells.map((c) => ({ goodsSkuId: ids[c.sku]!, quantity: c.quantity }));
          const want = explodeRows(await explosionRows(h.db, tenant(), bomId), skus, lines);
          const got = await explodeCells(h.db, tenant(), cellsOf(bomId, cells));
          expect(got.every((m) => m.blockId === '1' && m.bomId === bomId)).toBe(true);
          expect(norm(got)).toEqual(norm(want));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("takes the style's default BOM when the block names none, and gives nothing without one", async () => {
    const lines = [{ sku: 0, quantity: '10' }];
    expect(await explodeCells(h.db, tenant(), cellsOf(null, lines))).toEqual([]);
    const bomId = await insertBom(
      [{ material: 3, usage: '2', loss: '3', colors: null, sizes: null, lengths: null, sizeUsages: {}, colorMap: {} }],
      true,
    );
    expect(await explodeCells(h.db, tenant(), cellsOf(null, lines))).toEqual([
      {
        blockId: '1',
        bomId,
        materialSkuId: materials[3],
        quantity: '20.6000',
        goodsQuantity: '10',
        problem: null,
        goodsSkuId: null,
      },
    ]);
  });

  it('refuses a BOM that is gone or of another factory, and a goods SKU of no style of the BOM', async () => {
    const rows: GenRow[] = [
      { material: 0, usage: '1', loss: '0', colors: null, sizes: null, lengths: null, sizeUsages: {}, colorMap: {} },
    ];
    const bomId = await insertBom(rows);
    const other = await createFactory(h.db, 'bom-sql-other');
    await expect(
      explodeCells(
        h.db,
        { unitId: other.unitId, bossUnitId: other.bossUnitId } as never,
        cellsOf(bomId, [{ sku: 1, quantity: '1' }]),
      ),
    ).rejects.toMatchObject({ code: Code.notFound });
    const foreign = sql`select 1::bigint as block_id, ${styleId}::bigint as style_id, ${bomId}::bigint as bom_id,
      999999999::bigint as goods_sku_id, 1::numeric as quantity`;
    await expect(explodeCells(h.db, tenant(), foreign)).rejects.toMatchObject({ code: Code.invalidInput });
    await h.db.updateTable('goodsBom').set({ isDeleted: true }).where('id', '=', bomId).execute();
    await expect(explodeCells(h.db, tenant(), cellsOf(bomId, [{ sku: 1, quantity: '1' }]))).rejects.toMatchObject({
      code: Code.notFound,
    });
  });
});
