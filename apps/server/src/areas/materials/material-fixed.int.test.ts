import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

// 固定物料: defaultMaterialsSkus answers the SKUs of the materials flagged fixed (reviewed, in use) with 标准用量 and
// 默认损耗, which a new BOM starts with.
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let kindId: string;
let specId: string;

const ok = async (c: Client, method: 'GET' | 'POST', url: string, body?: object) => {
  const res = await c.call(method, url, body);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
/** A reviewed material; `skus` are each SKU's own fields (固定物料, 标准用量 and 默认损耗 are per SKU). */
const material = async (name: string, skus: object[]) => {
  const made = (await ok(boss, 'POST', 'fac/materials/addMaterials', {
    kindId,
    name,
    skus: skus.map((extra, i) => ({ colorName: ['白', '黑', '灰'][i], specificationsId: specId, stockUnit: '个', ...extra })),
  })) as { id: string };
  await ok(boss, 'POST', 'uflo/common/materials/submit', { id: made.id });
  return made.id;
};

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'fixedmat');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'fixedother');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const none = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, none.loginName, none.password);
  kindId = (await ok(boss, 'POST', 'fac/materials/kinds/add', { no: 'GD', name: '固定辅料' })).id;
  specId = (await ok(boss, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '标准' })).id;
});
afterAll(() => h.close());

describe('fac/materials/defaultMaterialsSkus', () => {
  it('answers the fixed materials’ SKUs with their standard usage and loss, oldest first; nothing else', async () => {
    const label = await material('洗水唛', [
      { fixedMaterials: true, defaultDosage: '1', mlossRate: '2' },
      { fixedMaterials: true, defaultDosage: '1', mlossRate: '2' },
      { defaultDosage: '1' },
    ]);
    await material('纽扣', [{ defaultDosage: '6' }]);
    const bag = await material('包装袋', [{ fixedMaterials: true, defaultDosage: '1', mlossRate: '0.5' }]);
    const answer = await ok(boss, 'POST', 'fac/materials/defaultMaterialsSkus', {});
    const list = answer.commonMaterialsSkuList as {
      materialId: string;
      skuId: string;
      defaultDosage: string;
      mlossRate: string;
    }[];
    expect(list.map((r) => r.materialId)).toEqual([label, label, bag]);
    expect(new Set(list.map((r) => r.skuId)).size).toBe(3);
    expect(Number(list[0]!.defaultDosage)).toBe(1);
    expect(Number(list[0]!.mlossRate)).toBe(2);
    expect(Number(list[2]!.mlossRate)).toBe(0.5);
    // The reference's body (userId, unitId) is taken; the factory's own answer does not change.
    expect((await ok(boss, 'POST', 'fac/materials/defaultMaterialsSkus', { userId: '1' })).commonMaterialsSkuList).toHaveLength(
      3,
    );
  });

  it('another company sees none of them; no session and no permission are refused', async () => {
    expect((await ok(intruder, 'POST', 'fac/materials/defaultMaterialsSkus', {})).commonMaterialsSkuList).toEqual([]);
    expect((await powerless.call('POST', 'fac/materials/defaultMaterialsSkus', {})).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/materials/defaultMaterialsSkus', {})).code).toBe(440);
    expect((await boss.call('POST', 'fac/materials/defaultMaterialsSkus', [])).code).toBe(40001);
  });
});
