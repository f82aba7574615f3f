import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeImportWorld, type ImportWorld } from '../../../test/import-across-world.js';

// Customers, suppliers and processing factories of factory B copied into factory A of the same company, and the
// offer to import when A creates one whose name B has.

let h: Harness;
let w: ImportWorld;
const t = `${Date.now() % 100000}`;

async function ok<T = any>(c: Client, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const res = await c.call<T>(method, url, body);
  expect(res.code, `${url}: ${res.msg}`).toBe(0);
  return res.data;
}
const customerCount = async (c: Client) =>
  (await ok(c, 'POST', 'fac/customer/show', { pageNo: 1, pageSize: 1 })).totalCount as number;

beforeAll(async () => {
  h = await startHarness();
  w = await makeImportWorld(h, ['fac.customer.add', 'fac.supplier.add', 'fac.outFac.add']);
});
afterAll(() => h.close());

describe('customers from another factory', () => {
  const src: Record<string, string> = {};
  beforeAll(async () => {
    const group = (await ok(w.bossB, 'POST', 'fac/customer/addCustomerGroup', { groupName: `VIP${t}` })).groupId;
    src.c1 = (await ok(w.bossB, 'POST', 'fac/customer/add', { name: `甲客户${t}`, contacts: '张三', groupId: group })).id;
    src.c2 = (await ok(w.bossB, 'POST', 'fac/customer/add', { name: `乙客户${t}`, phone: '13900000000' })).id;
    src.c3 = (await ok(w.bossB, 'POST', 'fac/customer/add', { name: `丙客户${t}` })).id;
  });

  it('creating a customer another factory has answers the offer to import it, writing nothing', async () => {
    const before = await customerCount(w.bossA);
    const offer = await w.bossA.call('POST', 'fac/customer/add', { name: `乙客户${t}` });
    expect(offer.code).toBe(40901);
    expect(offer.msg).toBe('该客户在其他分厂已经存在，是否要导入本厂？');
    expect(offer.data.importFrom).toEqual([{ id: src.c2, unitId: w.factoryB, unitName: expect.any(String), name: `乙客户${t}` }]);
    expect(offer.data.errors[0].field).toBe('name');
    expect(await customerCount(w.bossA)).toBe(before);
    // A staff member who cannot enter B is not offered B's customer: the name is free in A.
    expect((await w.staffA.call('POST', 'fac/customer/add', { name: `丙客户${t}` })).code).toBe(0);
  });

  it("lists B's customers and imports them with their group; a name A has is skipped", async () => {
    const page = await ok(w.bossA, 'POST', 'fac/customer/getEasyCustomerListByUnitIds', { sourceUnitId: w.factoryB, keyword: t });
    expect(page.totalCount).toBe(3);
    expect(page.customerList).toEqual(page.list);
    expect(page.list.find((r: { id: string }) => r.id === src.c3)).toMatchObject({ existsHere: true, unitId: w.factoryB });
    expect(page.list.find((r: { id: string }) => r.id === src.c1)).toMatchObject({
      existsHere: false,
      summary: `[VIP${t}] 张三`,
    });

    const result = await ok(w.bossA, 'POST', 'fac/customer/importCustomer', {
      sourceUnitId: w.factoryB,
      ids: [src.c1, src.c2, src.c3],
    });
    expect(result.imported.map((r: { sourceId: string }) => r.sourceId)).toEqual([src.c1, src.c2]);
    expect(result.skipped).toEqual([{ sourceId: src.c3, name: `丙客户${t}`, reason: '本厂已有同名客户' }]);
    const c1 = await ok(w.bossA, 'GET', 'fac/customer/detail', { id: result.imported[0].id });
    expect(c1).toMatchObject({ name: `甲客户${t}`, contacts: '张三', groupName: `VIP${t}` });
    expect(c1.groupId).not.toBeNull();
    const groups = await ok(w.bossA, 'GET', 'fac/customer/getCustomerGroupLists');
    expect(groups.find((g: { groupName: string }) => g.groupName === `VIP${t}`).customers).toEqual([
      { id: c1.id, name: `甲客户${t}` },
    ]);
    // B keeps its own; A's copy is A's alone.
    expect((await w.bossB.call('GET', 'fac/customer/detail', { id: c1.id })).code).toBe(40402);
    expect((await ok(w.bossB, 'GET', 'fac/customer/detail', { id: src.c1 })).name).toBe(`甲客户${t}`);
  });

  it('refuses a foreign source, a factory the caller may not enter, no permission and bad input, writing nothing', async () => {
    const before = await customerCount(w.bossA);
    const body = { sourceUnitId: w.factoryB, ids: [src.c1] };
    const foreign = await w.bossA.call('POST', 'fac/customer/importCustomer', { ...body, sourceUnitId: w.foreignUnitId });
    expect([foreign.code, foreign.data.errors[0].field]).toEqual([40402, 'sourceUnitId']);
    const notMine = await w.staffA.call('POST', 'fac/customer/importCustomer', body);
    expect([notMine.code, notMine.data.errors[0].field]).toEqual([40302, 'sourceUnitId']);
    expect((await w.staffA.call('POST', 'fac/customer/getEasyCustomerListByUnitIds', { sourceUnitId: w.factoryB })).code).toBe(
      40302,
    );
    expect((await w.powerless.call('POST', 'fac/customer/importCustomer', body)).code).toBe(40301);
    expect((await call(h.app, 'POST', 'fac/customer/importCustomer', body)).code).toBe(440);
    const empty = await w.bossA.call('POST', 'fac/customer/importCustomer', { sourceUnitId: w.factoryB, ids: [] });
    expect([empty.code, empty.data.errors[0].field]).toEqual([40001, 'ids']);
    const aCustomer = (await ok(w.bossA, 'POST', 'fac/customer/show', { pageNo: 1, pageSize: 1 })).list[0].id;
    const unknown = await w.bossA.call('POST', 'fac/customer/importCustomer', {
      sourceUnitId: w.factoryB,
      ids: [src.c2, aCustomer],
    });
    expect([unknown.code, unknown.data.errors[0].field]).toEqual([40402, 'ids.1']);
    expect(await customerCount(w.bossA)).toBe(before);
  });
});

describe('suppliers from another factory', () => {
  const src: Record<string, { id: string; code: string }> = {};
  beforeAll(async () => {
    src.s1 = await ok(w.bossB, 'POST', 'supplier/insert', { name: `甲供应商${t}`, code: `S1-${t}`, contacts: '李四' });
    src.s2 = await ok(w.bossB, 'POST', 'supplier/insert', { name: `乙供应商${t}`, code: `S2-${t}` });
    // A already uses S2's code for a supplier of another name.
    await ok(w.bossA, 'POST', 'supplier/insert', { name: `A自己的${t}`, code: `S2-${t}` });
  });

  it('offers the import on create, then imports the record alone as a draft, renumbering a code A uses', async () => {
    const offer = await w.bossA.call('POST', 'supplier/insert', { name: `甲供应商${t}` });
    expect(offer.code).toBe(40901);
    expect(offer.msg).toBe('该供应商在其他分厂已经存在，是否要导入本厂？');
    expect(offer.data.importFrom.map((r: { id: string }) => r.id)).toEqual([src.s1!.id]);

    const result = await ok(w.bossA, 'POST', 'supplier/importSupplier', {
      sourceUnitId: w.factoryB,
      ids: [src.s1!.id, src.s2!.id],
    });
    expect(result.skipped).toEqual([]);
    const [s1, s2] = result.imported;
    const d1 = await ok(w.bossA, 'GET', 'supplier/view', { id: s1.id });
    expect(d1).toMatchObject({ name: `甲供应商${t}`, code: `S1-${t}`, contacts: '李四', status: 0 });
    const d2 = await ok(w.bossA, 'GET', 'supplier/view', { id: s2.id });
    expect(d2.code).not.toBe(`S2-${t}`);
    expect(s2.notes).toEqual([`编号 S2-${t} 本厂已有，改为 ${d2.code}`]);
    const again = await ok(w.bossA, 'POST', 'supplier/importSupplier', { sourceUnitId: w.factoryB, ids: [src.s1!.id] });
    expect(again.skipped[0].reason).toBe('本厂已有同名供应商');
  });

  it('refuses a factory the caller may not enter and a caller without the add permission', async () => {
    const body = { sourceUnitId: w.factoryB, ids: [src.s2!.id] };
    expect((await w.staffA.call('POST', 'supplier/importSupplier', body)).code).toBe(40302);
    expect((await w.powerless.call('POST', 'supplier/importSupplier', body)).code).toBe(40301);
    const bad = await w.bossA.call('POST', 'supplier/importSupplier', { sourceUnitId: 'x', ids: [src.s2!.id] });
    expect([bad.code, bad.data.errors[0].field]).toEqual([40001, 'sourceUnitId']);
  });
});

describe('processing factories from another factory (importOutsideFactory)', () => {
  const src: Record<string, string> = {};
  beforeAll(async () => {
    const rate = (await ok(w.bossB, 'POST', 'outside/factory/rate/add', { name: `A级${t}` })).id;
    const brand = (await ok(w.bossB, 'POST', 'outside/factory/brand/add', { name: `品牌${t}` })).id;
    src.o0 = (await ok(w.bossB, 'POST', 'outside/factory/insert', { name: `上游厂${t}` })).id;
    src.o1 = (
      await ok(w.bossB, 'POST', 'outside/factory/insert', {
        name: `加工厂${t}`,
        factoryRateIds: [rate],
        attrIds: [brand],
        outsideFactoryIds: [src.o0],
        taxRate: '13',
        settlementMethod: null,
      })
    ).id;
  });

  it('offers the import on create; imports with ratings, brands and linked factories matched by name', async () => {
    const offer = await w.bossA.call('POST', 'outside/factory/insert', { name: `加工厂${t}` });
    expect([offer.code, offer.msg]).toEqual([40901, '该加工厂商在其他分厂已经存在，是否要导入本厂？']);
    const page = await ok(w.bossA, 'POST', 'outside/factory/getEasyFactoryListByUnitIds', {
      sourceUnitId: w.factoryB,
      keyword: t,
    });
    expect(page.list.map((r: { id: string }) => r.id).sort()).toEqual([src.o0, src.o1].sort());

    const result = await ok(w.bossA, 'POST', 'outside/factory/importOutsideFactory', {
      sourceUnitId: w.factoryB,
      ids: [src.o0, src.o1],
    });
    expect(result.skipped).toEqual([]);
    const [o0, o1] = result.imported;
    expect(o1.notes).toEqual([]);
    const d = await ok(w.bossA, 'GET', 'outside/factory/view', { id: o1.id });
    expect(d).toMatchObject({
      name: `加工厂${t}`,
      factoryRateName: `A级${t}`,
      attrName: `品牌${t}`,
      outsideFactoryIds: [o0.id],
      taxRate: '13',
      status: 0,
    });
    const rates = await ok(w.bossA, 'GET', 'outside/factory/rate/list');
    expect(rates.map((r: { id: string }) => r.id)).toContain(d.factoryRateIds[0]);
  });

  it('refuses the factory the caller may not enter and no permission', async () => {
    const body = { sourceUnitId: w.factoryB, ids: [src.o0] };
    expect((await w.staffA.call('POST', 'outside/factory/importOutsideFactory', body)).code).toBe(40302);
    expect((await w.powerless.call('POST', 'outside/factory/importOutsideFactory', body)).code).toBe(40301);
  });
});
