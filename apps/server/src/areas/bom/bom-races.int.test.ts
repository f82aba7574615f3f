import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniq } from '../../../test/goods-library.js';
import { createFactory, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeBomWorld, ok, type BomWorld } from './bom.fixture.js';

// One default BOM per style under parallel calls: two first BOMs of a new style, two 设为默认 at once, and a delete
// of the default beside a 设为默认. The calls overlap on PostgreSQL (PGlite runs them one after another); every
// round must leave exactly one default and answer every call.
const ROUNDS = 5;
let h: Harness;
let boss: Client;
let w: BomWorld;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'bomrace');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  w = await makeBomWorld(boss);
});
afterAll(() => h.close());

const newStyle = async () =>
  (
    await ok(boss, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleName: uniq('竞态款'),
      sizeCategoryId: w.lib.sizeCategoryId,
      colorIds: w.lib.colorIds,
      sizeIds: w.lib.sizeIds,
    })
  ).goodsId as string;
const add = (styleId: string) =>
  boss.call('POST', 'fac/commonBom/addCommonBom', {
    styleId,
    name: uniq('BOM'),
    commonMaterialsSkuList: [{ materialSkuId: w.trim.skuId, singleDosage: '1' }],
  });
const defaults = async (styleId: string) =>
  ((await ok(boss, 'GET', 'fac/commonBom/list', { styleId })).commonBomList as { id: string; isDefault: boolean }[]).filter(
    (b) => b.isDefault,
  );

describe('the default BOM under parallel calls', () => {
  it('two first BOMs of a style: both made, one default', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const styleId = await newStyle();
      const answers = await Promise.all([add(styleId), add(styleId)]);
      expect(answers.map((a) => a.code)).toEqual([0, 0]);
      expect(await defaults(styleId)).toHaveLength(1);
    }
  });

  it('two 设为默认 at once, and a delete of the default beside one: one default after each', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const styleId = await newStyle();
      const [a, b, c] = [(await add(styleId)).data.id, (await add(styleId)).data.id, (await add(styleId)).data.id];
      const set = await Promise.all([
        boss.call('PUT', 'uflo/common/bom/updateDefaultBom', { id: b }),
        boss.call('PUT', 'uflo/common/bom/updateDefaultBom', { id: c }),
      ]);
      expect(set.map((r) => r.code)).toEqual([0, 0]);
      expect(await defaults(styleId)).toHaveLength(1);
      await ok(boss, 'PUT', 'uflo/common/bom/updateDefaultBom', { id: a });
      const mixed = await Promise.all([
        boss.call('GET', 'fac/commonBom/deleteCommonBom', { commonBomId: a }),
        boss.call('PUT', 'uflo/common/bom/updateDefaultBom', { id: b }),
      ]);
      expect(mixed.map((r) => r.code)).toEqual([0, 0]);
      const left = await defaults(styleId);
      expect(left).toHaveLength(1);
      expect(left[0]!.id).not.toBe(a);
    }
  });
});
