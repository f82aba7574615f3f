import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, signIn, startHarness, type Client, type Harness } from '../../test/harness.js';

// The desk's type-specific columns: each bill type's deskColumns come back with uflo/{type}/task, titled in the
// session's language, and every row's extra carries a value under each column key.
let h: Harness;
let boss: Client;
let intruder: Client;
const ids: Record<string, string> = {};

async function pending(type: string, create: () => Promise<string>) {
  const cfg = await boss.call('POST', 'bill-review-config/updateOneConfig', {
    billType: type,
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [boss.userId], roleIds: [] }],
  });
  expect(cfg.code, cfg.msg).toBe(0);
  const id = await create();
  const submitted = await boss.call('POST', `uflo/${type}/submit`, { id });
  expect(submitted.code, submitted.msg).toBe(0);
  expect(submitted.data.status).toBe(1);
  ids[type] = id;
}

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'desk');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  await pending('COMMON_MATERIEL_SUPPLIER', async () => {
    const res = await boss.call('POST', 'supplier/insert', {
      name: '恒丰布行',
      contacts: '王经理',
      mobilePhone: '0571-8888',
      address: '杭州',
    });
    expect(res.code, res.msg).toBe(0);
    return res.data.id;
  });
  await pending('COMMON_MATERIALS', async () => {
    const kindId = (await boss.call('POST', 'fac/materials/kinds/add', { no: 'DK', name: '里布' })).data.id;
    const specId = (await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { no: 'W150', remark: '' }))
      .data.id;
    const res = await boss.call('POST', 'fac/materials/addMaterials', {
      kindId,
      name: '涤纶里布',
      skus: [
        { colorName: '黑色', specificationsId: specId, stockUnit: '米' },
        { colorName: '白色', specificationsId: specId, stockUnit: '米' },
      ],
    });
    expect(res.code, res.msg).toBe(0);
    return res.data.id;
  });
  await pending('OUTSIDE_FACTORY', async () => {
    const res = await boss.call('POST', 'outside/factory/insert', {
      name: '东风加工厂',
      contacts: '李厂长',
      mobilePhone: '13800000000',
    });
    expect(res.code, res.msg).toBe(0);
    return res.data.id;
  });
});
afterAll(() => h.close());

const tasks = (type: string, headers: Record<string, string> = {}, client: Client = boss) =>
  call(
    h.app,
    'POST',
    `uflo/${type}/task`,
    { pageNo: 1, pageSize: 20, billIds: [ids[type]] },
    { cookie: `sid=${client.sid}`, ...headers },
  );

describe('uflo/{type}/task columns', () => {
  it.each([
    [
      'COMMON_MATERIEL_SUPPLIER',
      ['contacts', 'mobilePhone', 'address'],
      { contacts: '王经理', mobilePhone: '0571-8888', address: '杭州' },
    ],
    [
      'COMMON_MATERIALS',
      ['kindName', 'colors', 'specifications', 'stockUnits', 'skuCount'],
      { kindName: '里布', colors: ['黑色', '白色'], specifications: ['W150'], stockUnits: ['米'], skuCount: 2 },
    ],
    [
      'OUTSIDE_FACTORY',
      ['factoryRateName', 'attrName', 'contacts', 'telephone', 'mobilePhone', 'address', 'stopuse'],
      { contacts: '李厂长', mobilePhone: '13800000000', stopuse: 0 },
    ],
  ] as const)('%s answers its columns and each row carries their values', async (type, keys, values) => {
    const res = await tasks(type);
    expect(res.code, res.msg).toBe(0);
    expect(res.data.columns.map((c: { key: string }) => c.key)).toEqual(keys);
    for (const c of res.data.columns) expect(c.title).toBe(c.zh);
    expect(res.data.list).toHaveLength(1);
    const extra = res.data.list[0].extra;
    for (const key of keys) expect(extra).toHaveProperty(key);
    expect(extra).toMatchObject(values);
  });

  it('titles follow the session language; a flag column says how to show it', async () => {
    const res = await tasks('OUTSIDE_FACTORY', { lang: 'en' });
    expect(res.data.columns.find((c: { key: string }) => c.key === 'contacts')).toEqual({
      key: 'contacts',
      zh: '联系人',
      en: 'Contact',
      title: 'Contact',
    });
    expect(res.data.columns.find((c: { key: string }) => c.key === 'stopuse').format).toBe('yesNo');
  });

  it("another factory sees the columns but none of this factory's tasks; no session is 440", async () => {
    const res = await tasks('COMMON_MATERIALS', {}, intruder);
    expect(res.code).toBe(0);
    expect(res.data.list).toEqual([]);
    expect(res.data.columns.length).toBe(5);
    expect((await call(h.app, 'POST', 'uflo/COMMON_MATERIALS/task', { pageNo: 1, pageSize: 20 })).code).toBe(440);
  });

  it('bad input names the field', async () => {
    const res = await boss.call('POST', 'uflo/COMMON_MATERIALS/task', { pageNo: 1, pageSize: 20, billIds: ['x'] });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toMatch(/^billIds/);
  });
});
