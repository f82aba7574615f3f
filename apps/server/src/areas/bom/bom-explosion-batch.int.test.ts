import { Code } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeBomWorld, ok, type BomWorld } from './bom.fixture.js';
import { explodeBom, explodeBoms, findDefaultBomIds } from './index.js';

// The batched explosion (an order's goods blocks at once) gives what explodeBom gives per BOM, with its refusals.
let h: Harness;
let boss: Client;
let intruder: Client;
let w: BomWorld;
type Ctx = Parameters<typeof explodeBom>[1];
const ctxOf = (c: Client) => ({ unitId: c.unitId, bossUnitId: c.bossUnitId }) as Ctx;

const create = async (name: string, rows: object[]) =>
  (await ok(boss, 'POST', 'fac/commonBom/addCommonBom', { styleId: w.styleId, name, commonMaterialsSkuList: rows })).id as string;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'bom-batch');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'bom-batch-other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  w = await makeBomWorld(boss);
});
afterAll(() => h.close());

describe('explodeBoms', () => {
  it('answers each request as explodeBom does, in the requests order, and finds the default BOM of a style', async () => {
    const full = await create('整件', [
      {
        materialSkuId: w.fabric.skuIds[0],
        singleDosage: '1.2',
        lossRate: '3',
        sizeDosages: [{ sizeId: w.lib.sizeIds[3], singleDosage: '1.5' }],
        colorMappings: [{ styleColorId: w.lib.colorIds[1], materialSkuId: w.fabric.skuIds[1] }],
      },
      { materialsSkuId: w.trim.skuId, singleDosage: '6', lossRate: '3', styleColorIdList: ['ALL'] },
    ]);
    const trims = await create('辅料', [{ materialsSkuId: w.trim.skuId, singleDosage: '2', lossRate: '0' }]);
    const a = [
      { goodsSkuId: w.skuIds.get('0-0')!, quantity: '10' },
      { goodsSkuId: w.skuIds.get('0-3')!, quantity: '20' },
      { goodsSkuId: w.skuIds.get('1-1')!, quantity: '5' },
    ];
    const b = [{ goodsSkuId: w.skuIds.get('1-2')!, quantity: '7' }];
    const requests = [
      { bomId: full, lines: a },
      { bomId: trims, lines: b },
      { bomId: full, lines: b },
    ];
    const batched = await explodeBoms(h.db, ctxOf(boss), requests);
    const one = await Promise.all(requests.map((r) => explodeBom(h.db, ctxOf(boss), r)));
    expect(batched).toEqual(one);
    expect(batched[1]).toEqual([
      { materialSkuId: w.trim.skuId, quantity: '14', goodsQuantity: '7', bomRowIds: expect.any(Array) },
    ]);
    expect(await explodeBoms(h.db, ctxOf(boss), [])).toEqual([]);
    expect(await findDefaultBomIds(h.db, ctxOf(boss), [w.styleId])).toEqual(new Map([[w.styleId, full]]));
    expect((await findDefaultBomIds(h.db, ctxOf(intruder), [w.styleId])).size).toBe(0);
  });

  it('refuses a SKU of no style of the BOM naming the line, and a BOM of another factory as not found', async () => {
    const id = await create('拒绝', [{ materialsSkuId: w.trim.skuId, singleDosage: '1', lossRate: '0' }]);
    const good = { goodsSkuId: w.skuIds.get('0-0')!, quantity: '1' };
    await expect(
      explodeBoms(h.db, ctxOf(boss), [
        { bomId: id, lines: [good] },
        { bomId: id, lines: [good, { goodsSkuId: '999999999', quantity: '1' }] },
      ]),
    ).rejects.toMatchObject({ code: Code.invalidInput, data: { errors: [{ field: 'lines.1.goodsSkuId' }] } });
    await expect(explodeBoms(h.db, ctxOf(intruder), [{ bomId: id, lines: [good] }])).rejects.toMatchObject({
      code: Code.notFound,
    });
  });
});
