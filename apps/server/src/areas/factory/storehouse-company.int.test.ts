import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addFactory,
  call,
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { listFactoryStorehouseLinks, setFactoryStorehouseLinks } from './index.js';

/** The company's storehouses (自用仓库 / 加工厂仓库) and each factory's link to them: 默认仓 / 共用仓 / 无关联. */
let h: Harness;
let company: FactoryFixture;
let boss: Client;
let inB: Client;
let stranger: Client;
let lister: Client;
let powerless: Client;
let factoryB: string;
let n = 0;
const name = () => `集团仓${++n}-${Date.now() % 1e4}`;

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'group');
  boss = await signIn(h.app, company.boss.loginName, company.boss.password);
  factoryB = await addFactory(h.db, company, 'B厂');
  inB = await signIn(h.app, company.boss.loginName, company.boss.password);
  expect((await inB.call('POST', 'login/switchUnit', { unitId: factoryB })).code).toBe(0);
  inB = { ...inB, unitId: factoryB };
  const other = await createFactory(h.db, 'stranger');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
  const viewer = await createStaff(h.db, company, ['company.storehouse.list']);
  lister = await signIn(h.app, viewer.loginName, viewer.password);
  const none = await createStaff(h.db, company, []);
  powerless = await signIn(h.app, none.loginName, none.password);
}, 60_000);
afterAll(() => h.close());

const add = (c: Client, body: object) => c.call('POST', 'fac/storehouse/addBossStorehouse', body);
const page = (c: Client, body: object = {}) => c.call('POST', 'fac/storehouse/getBossStorehouses', { pageSize: 100, ...body });
const linkOf = (rows: { id: string; units: { unitId: string; linkKind: string }[] }[], id: string, unitId: string) =>
  rows.find((r) => r.id === id)?.units.find((u) => u.unitId === unitId)?.linkKind;

describe('company storehouses', () => {
  it('adds a storehouse linked to both factories, lists every factory per row, relinks and unlinks', async () => {
    const made = await add(boss, {
      name: name(),
      kind: 'MATERIAL',
      setUpStorehouseUnit: [
        { unitId: boss.unitId, linkKind: 'DEFAULT' },
        { unitId: factoryB, linkKind: 'SHARED' },
      ],
    });
    expect(made.code, made.msg).toBe(0);
    const id = made.data.id as string;
    const listed = await page(boss);
    expect(listed.data.factories.map((f: { id: string }) => f.id)).toEqual([boss.unitId, factoryB]);
    expect(linkOf(listed.data.list, id, boss.unitId)).toBe('DEFAULT');
    expect(linkOf(listed.data.list, id, factoryB)).toBe('SHARED');
    // Each factory sees it among its own storehouses with its own link.
    expect((await boss.call('GET', 'fac/storehouse/detail', { id })).data).toMatchObject({
      linkKind: 'DEFAULT',
      isDefault: true,
    });
    expect((await inB.call('GET', 'fac/storehouse/detail', { id })).data).toMatchObject({ linkKind: 'SHARED', isDefault: false });

    // B's default moves here; a second default of A moves A's default (one per factory).
    const second = (await add(boss, { name: name(), setUpStorehouseUnit: [{ unitId: boss.unitId, linkKind: 'DEFAULT' }] })).data
      .id;
    const set = await boss.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
      storehouseId: id,
      setUpStorehouseUnit: [{ unitId: factoryB, linkKind: 'DEFAULT' }],
    });
    expect(set.code, set.msg).toBe(0);
    expect(set.data.units).toEqual([
      { unitId: boss.unitId, unitName: expect.any(String), linkKind: 'SHARED' },
      { unitId: factoryB, unitName: expect.any(String), linkKind: 'DEFAULT' },
    ]);
    expect(linkOf((await page(boss)).data.list, second, boss.unitId)).toBe('DEFAULT');

    const detail = await boss.call('POST', 'fac/storehouse/queryStorehouseUnitDetail', { storehouseId: id });
    expect(detail.data.units.map((u: { linkKind: string }) => u.linkKind)).toEqual(['SHARED', 'DEFAULT']);
    // An employee of A holding the company code sees A's link only (it acts within the factories it enters).
    const seenByA = await lister.call('POST', 'fac/storehouse/queryStorehouseUnitDetail', { storehouseId: id });
    expect(seenByA.data.units).toEqual([{ unitId: boss.unitId, unitName: expect.any(String), linkKind: 'SHARED' }]);
    expect(
      (
        await boss.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
          storehouseId: id,
          setUpStorehouseUnit: [{ unitId: factoryB, linkKind: 'NONE' }],
        })
      ).code,
    ).toBe(0);
    expect((await inB.call('GET', 'fac/storehouse/detail', { id })).code).toBe(40402);
    expect((await inB.call('GET', 'fac/storehouse/getStorehousesByUnitId')).data.map((s: { id: string }) => s.id)).not.toContain(
      id,
    );

    const renamed = name();
    const upd = await boss.call('POST', 'fac/storehouse/updateBossStorehouse', {
      id,
      name: renamed,
      notAllowNegativeGoods: false,
    });
    expect(upd.code, upd.msg).toBe(0);
    expect((await boss.call('GET', 'fac/storehouse/detail', { id })).data).toMatchObject({
      name: renamed,
      kind: 'MIXED',
      notAllowNegativeMaterial: true,
      notAllowNegativeGoods: false,
    });
  });

  it('keeps processing-factory storehouses apart, with the processing factories using them; never a default', async () => {
    const made = await add(boss, {
      name: name(),
      ownerKind: 'PROCESSING',
      setUpStorehouseUnit: [{ unitId: boss.unitId, linkKind: 'SHARED' }],
    });
    expect(made.code, made.msg).toBe(0);
    const outside = await boss.call('POST', 'outside/factory/insert', { name: `外发厂${n}`, commonStorehouseId: made.data.id });
    expect(outside.code, outside.msg).toBe(0);
    const processing = (await page(boss, { ownerKind: 'PROCESSING' })).data.list;
    expect(processing.map((r: { id: string }) => r.id)).toEqual([made.data.id]);
    expect(processing[0].processingFactories).toEqual([
      { id: outside.data.id, label: expect.stringContaining('外发厂'), unitName: expect.any(String) },
    ]);
    expect((await page(boss)).data.list.map((r: { id: string }) => r.id)).not.toContain(made.data.id);
    const asDefault = await boss.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
      storehouseId: made.data.id,
      setUpStorehouseUnit: [{ unitId: factoryB, linkKind: 'DEFAULT' }],
    });
    expect(asDefault.code).toBe(40001);
    expect(asDefault.data.errors[0].field).toBe('setUpStorehouseUnit.0.linkKind');
    // In use by the processing factory: refused, and nothing is unlinked.
    const refused = await boss.call('POST', 'fac/storehouse/deleteBossStorehouse', { id: made.data.id });
    expect(refused.code).toBe(40903);
    expect(refused.data.list[0].kind).toBe('OUTSIDE_FACTORY');
  });

  it('a factory deletes only a storehouse no other factory is linked to; the company deletes an unused one with its links', async () => {
    const both = (
      await add(boss, {
        name: name(),
        setUpStorehouseUnit: [
          { unitId: boss.unitId, linkKind: 'SHARED' },
          { unitId: factoryB, linkKind: 'SHARED' },
        ],
      })
    ).data.id;
    const fromFactory = await boss.call('POST', 'fac/storehouse/deleteStorehouse', { id: both });
    expect(fromFactory.code).toBe(40903);
    expect(fromFactory.data.list.map((u: { id: string }) => u.id)).toEqual([factoryB]);
    const gone = await boss.call('POST', 'fac/storehouse/deleteBossStorehouse', { id: both });
    expect(gone.code, gone.msg).toBe(0);
    expect((await inB.call('GET', 'fac/storehouse/detail', { id: both })).code).toBe(40402);
    expect((await page(boss)).data.list.map((r: { id: string }) => r.id)).not.toContain(both);
  });

  it("setFactoryStorehouseLinks / listFactoryStorehouseLinks (the factory edit form) replace one factory's links", async () => {
    const x = (await add(boss, { name: name() })).data.id;
    const y = (await add(boss, { name: name() })).data.id;
    await h.db.transaction().execute((trx) => setFactoryStorehouseLinks(trx, company, factoryB, [x, y], y));
    expect(await listFactoryStorehouseLinks(h.db, factoryB)).toEqual(
      expect.arrayContaining([
        { storehouseId: y, name: expect.any(String), linkKind: 'DEFAULT' },
        { storehouseId: x, name: expect.any(String), linkKind: 'SHARED' },
      ]),
    );
    await h.db.transaction().execute((trx) => setFactoryStorehouseLinks(trx, company, factoryB, [x], undefined));
    expect((await listFactoryStorehouseLinks(h.db, factoryB)).map((l) => [l.storehouseId, l.linkKind])).toEqual([[x, 'SHARED']]);
    // Another company's factory or storehouse: 40402, nothing changed.
    const foreign = (await stranger.call('POST', 'fac/storehouse/addStorehouse', { name: name() })).data.id;
    await expect(
      h.db.transaction().execute((trx) => setFactoryStorehouseLinks(trx, company, factoryB, [foreign], null)),
    ).rejects.toMatchObject({ code: 40402 });
    await expect(
      h.db.transaction().execute((trx) => setFactoryStorehouseLinks(trx, company, stranger.unitId, [x], null)),
    ).rejects.toMatchObject({ code: 40402 });
    expect((await listFactoryStorehouseLinks(h.db, factoryB)).map((l) => l.storehouseId)).toEqual([x]);
  });

  it('an employee holding the company codes acts only within the factories its account enters', async () => {
    const staff = await createStaff(h.db, { ...company, unitId: factoryB }, [
      'company.storehouse.list',
      'company.storehouse.link',
      'company.storehouse.add',
      'company.storehouse.update',
      'company.storehouse.delete',
    ]);
    const bStaff = await signIn(h.app, staff.loginName, staff.password);
    const onlyA = (await add(boss, { name: name(), setUpStorehouseUnit: [{ unitId: boss.unitId, linkKind: 'SHARED' }] })).data.id;
    const both = (
      await add(boss, {
        name: name(),
        setUpStorehouseUnit: [
          { unitId: boss.unitId, linkKind: 'SHARED' },
          { unitId: factoryB, linkKind: 'SHARED' },
        ],
      })
    ).data.id;
    const listed = (await page(bStaff)).data;
    expect(listed.factories.map((f: { id: string }) => f.id)).toEqual([factoryB]);
    expect(listed.list.map((r: { id: string }) => r.id)).toContain(both);
    expect(listed.list.map((r: { id: string }) => r.id)).not.toContain(onlyA);
    expect(listed.list.find((r: { id: string }) => r.id === both).units).toEqual([
      { unitId: factoryB, unitName: expect.any(String), linkKind: 'SHARED' },
    ]);
    // A's storehouse: not found; A's link on the shared one: refused naming the entry; B's own link: changed.
    expect((await bStaff.call('POST', 'fac/storehouse/queryStorehouseUnitDetail', { storehouseId: onlyA })).code).toBe(40402);
    const linkA = await bStaff.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
      storehouseId: both,
      setUpStorehouseUnit: [{ unitId: boss.unitId, linkKind: 'NONE' }],
    });
    expect(linkA.code).toBe(40001);
    expect(linkA.data.errors[0].field).toBe('setUpStorehouseUnit.0.unitId');
    expect(linkOf((await page(boss)).data.list, both, boss.unitId)).toBe('SHARED');
    const linkB = await bStaff.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
      storehouseId: both,
      setUpStorehouseUnit: [{ unitId: factoryB, linkKind: 'DEFAULT' }],
    });
    expect(linkB.code, linkB.msg).toBe(0);
    // The shared storehouse is A's too: neither edited nor deleted by B's employee.
    expect((await bStaff.call('POST', 'fac/storehouse/updateBossStorehouse', { id: both, name: name() })).code).toBe(40302);
    expect((await bStaff.call('POST', 'fac/storehouse/deleteBossStorehouse', { id: both })).code).toBe(40302);
    expect((await bStaff.call('POST', 'fac/storehouse/deleteBossStorehouse', { id: onlyA })).code).toBe(40402);
    expect((await page(boss)).data.list.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([onlyA, both]));
  });

  it('keeps other companies out, checks permissions and sessions, and refuses bad input naming the field', async () => {
    const id = (await add(boss, { name: name() })).data.id;
    expect((await page(stranger)).data.list.map((r: { id: string }) => r.id)).not.toContain(id);
    expect((await stranger.call('POST', 'fac/storehouse/queryStorehouseUnitDetail', { storehouseId: id })).code).toBe(40402);
    expect((await stranger.call('POST', 'fac/storehouse/updateBossStorehouse', { id, name: 'x' })).code).toBe(40402);
    expect((await stranger.call('POST', 'fac/storehouse/deleteBossStorehouse', { id })).code).toBe(40402);
    const intoForeign = await stranger.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
      storehouseId: id,
      setUpStorehouseUnit: [{ unitId: stranger.unitId, linkKind: 'SHARED' }],
    });
    expect(intoForeign.code).toBe(40402);
    // A factory of another company cannot be linked to this company's storehouse.
    const strangerFactory = await boss.call('POST', 'fac/storehouse/setUpStorehouseUnit', {
      storehouseId: id,
      setUpStorehouseUnit: [{ unitId: stranger.unitId, linkKind: 'SHARED' }],
    });
    expect(strangerFactory.code).toBe(40001);
    expect(strangerFactory.data.errors[0].field).toBe('setUpStorehouseUnit.0.unitId');

    const calls = [
      ['fac/storehouse/getBossStorehouses', {}],
      ['fac/storehouse/queryStorehouseUnitDetail', { storehouseId: id }],
      ['fac/storehouse/setUpStorehouseUnit', { storehouseId: id, setUpStorehouseUnit: [] }],
      ['fac/storehouse/addBossStorehouse', { name: name() }],
      ['fac/storehouse/updateBossStorehouse', { id, name: name() }],
      ['fac/storehouse/deleteBossStorehouse', { id }],
    ] as const;
    for (const [url, body] of calls) {
      expect((await powerless.call('POST', url, body)).code).toBe(40301);
      expect((await call(h.app, 'POST', url, body)).code).toBe(440);
    }
    // The viewer lists, changes nothing.
    expect((await page(lister)).code).toBe(0);
    expect((await lister.call('POST', 'fac/storehouse/addBossStorehouse', { name: name() })).code).toBe(40301);

    const before = (await page(boss)).data.totalCount;
    const bad = await add(boss, { name: '', ownerKind: 'SHOP', setUpStorehouseUnit: [{ unitId: factoryB, linkKind: 'MAYBE' }] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'name',
      'ownerKind',
      'setUpStorehouseUnit.0.linkKind',
    ]);
    expect((await page(boss)).data.totalCount).toBe(before);
    expect((await page(boss, { ownerKind: 'SHOP' })).code).toBe(40001);
  });
});
