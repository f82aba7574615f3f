import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let kindId: string;
let specId: string;
let n = 0;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 3)]);

const upload = async (c: Client, name = 'p.png', type = 'image/png', content = png) => {
  const res = await uploadTo(h.app, 'file/upload', c.sid, { content, name, type });
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
};

beforeAll(async () => {
  h = await startHarness({ FILES_DIR: mkdtempSync(path.join(tmpdir(), 'gf-material-pictures-')) });
  const factory = await createFactory(h.db, 'pictures');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const s = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, s.loginName, s.password);
  kindId = (await boss.call('POST', 'fac/materials/kinds/add', { no: 'TP', name: '图片面料' })).data.id;
  specId = (await boss.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '150cm' })).data.id;
});
afterAll(() => h.close());

const form = (over: Record<string, unknown> = {}) => ({
  kindId,
  name: `图片布${++n}`,
  skus: [{ colorName: '红色', specificationsId: specId, stockUnit: '米' }],
  ...over,
});
const add = async (over: Record<string, unknown> = {}) => {
  const res = await boss.call('POST', 'fac/materials/addMaterials', form(over));
  expect(res.code, res.msg).toBe(0);
  return res.data.id as string;
};
const edit = async (id: string, over: Record<string, unknown>, c: Client = boss) => {
  const d = (await boss.call('GET', 'fac/materials/getMaterialDetail', { id })).data;
  return c.call('POST', 'fac/materials/editMaterials', {
    ...form({ name: d.name, skus: d.commonMaterialsSkuList.map((s: Record<string, unknown>) => ({ ...s, suppliers: [] })) }),
    id,
    version: d.version,
    ...over,
  });
};
const pictures = async (id: string) =>
  (await boss.call('GET', 'fac/materials/getMaterialPicture', { commonMaterialsId: id })).data;
const listRow = async (id: string) =>
  (await boss.call('POST', 'fac/materials/listMaterials', { pageNo: 1, pageSize: 50 })).data.list.find(
    (r: { materialId: string }) => r.materialId === id,
  );
const count = async (table: 'material' | 'materialPicture') =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('material pictures (addMaterials / editMaterials pictureIds, getMaterialPicture)', () => {
  it('keeps the order and the main picture; detail, getMaterialPicture and the list row answer them', async () => {
    const [a, b, c] = [await upload(boss), await upload(boss), await upload(boss, 'c.jpg', 'image/jpeg')];
    const id = await add({ pictureIds: [a, b, c], mainPictureId: b });
    const expected = [
      { id: a, url: `/v1/api/file/${a}`, isMain: false },
      { id: b, url: `/v1/api/file/${b}`, isMain: true },
      { id: c, url: `/v1/api/file/${c}`, isMain: false },
    ];
    expect((await boss.call('GET', 'fac/materials/getMaterialDetail', { id })).data.pictures).toEqual(expected);
    expect(await pictures(id)).toEqual(expected);
    expect((await listRow(id)).mainPictureUrl).toBe(`/v1/api/file/${b}`);

    // Without mainPictureId the first picture is the main one.
    expect((await edit(id, { pictureIds: [c, a] })).code).toBe(0);
    expect(await pictures(id)).toEqual([
      { id: c, url: `/v1/api/file/${c}`, isMain: true },
      { id: a, url: `/v1/api/file/${a}`, isMain: false },
    ]);
    // Left out: unchanged; empty: removed.
    expect((await edit(id, { remark: '只改备注' })).code).toBe(0);
    expect((await pictures(id)).map((p: { id: string }) => p.id)).toEqual([c, a]);
    expect((await edit(id, { pictureIds: [] })).code).toBe(0);
    expect(await pictures(id)).toEqual([]);
    expect((await listRow(id)).mainPictureUrl).toBeNull();
  });

  it("refuses another factory's file, a document or an unknown id naming pictureIds; nothing is written", async () => {
    const mine = await upload(boss);
    const foreign = await upload(intruder);
    const doc = await upload(boss, 'a.txt', 'text/plain', Buffer.from('hello'));
    const [materials, links] = [await count('material'), await count('materialPicture')];
    for (const bad of [[mine, foreign], [doc], ['999999999']]) {
      const res = await boss.call('POST', 'fac/materials/addMaterials', form({ pictureIds: bad }));
      expect(res.code).toBe(40001);
      expect(res.data.errors[0].field).toBe('pictureIds');
    }
    expect([await count('material'), await count('materialPicture')]).toEqual([materials, links]);

    const id = await add({ pictureIds: [mine] });
    const res = await edit(id, { pictureIds: [foreign] });
    expect(res.code).toBe(40001);
    expect(res.data.errors[0].field).toBe('pictureIds');
    expect((await pictures(id)).map((p: { id: string }) => p.id)).toEqual([mine]);
  });

  it("another factory's material is not found and its pictures are not changed", async () => {
    const mine = await upload(boss);
    const id = await add({ pictureIds: [mine] });
    expect((await intruder.call('GET', 'fac/materials/getMaterialPicture', { commonMaterialsId: id })).code).toBe(40402);
    const theirs = await upload(intruder);
    const res = await intruder.call('POST', 'fac/materials/editMaterials', { ...form({ pictureIds: [theirs] }), id });
    expect(res.code).toBe(40402);
    expect((await pictures(id)).map((p: { id: string }) => p.id)).toEqual([mine]);
  });

  it('440 without a session', async () => {
    expect((await call(h.app, 'GET', 'fac/materials/getMaterialPicture', { commonMaterialsId: '1' })).code).toBe(440);
    expect((await call(h.app, 'POST', 'fac/materials/addMaterials', form({ pictureIds: [] }))).code).toBe(440);
  });

  it('40301 for a staff user without the materials permissions; nothing written', async () => {
    const id = await add();
    const links = await count('materialPicture');
    const seen = await powerless.call('GET', 'fac/materials/getMaterialPicture', { commonMaterialsId: id });
    expect(seen.code).toBe(40301);
    expect(seen.msg).toBe('抱歉，您没有操作权限');
    const pic = await upload(powerless);
    const res = await powerless.call('POST', 'fac/materials/addMaterials', form({ pictureIds: [pic] }));
    expect([res.code, res.msg]).toEqual([40301, '抱歉，您没有操作权限']);
    expect(await count('materialPicture')).toBe(links);
  });

  it('bad input: more than 9, repeats, a main picture not among them, a bad material id', async () => {
    const ids = await Promise.all(Array.from({ length: 10 }, () => upload(boss)));
    const [materials, links] = [await count('material'), await count('materialPicture')];
    const tooMany = await boss.call('POST', 'fac/materials/addMaterials', form({ pictureIds: ids }));
    expect(tooMany.code).toBe(40001);
    expect(tooMany.data.errors.map((e: { field: string }) => e.field)).toContain('pictureIds');
    const repeat = await boss.call('POST', 'fac/materials/addMaterials', form({ pictureIds: [ids[0], ids[0]] }));
    expect(repeat.code).toBe(40001);
    expect(repeat.data.errors.map((e: { field: string }) => e.field)).toContain('pictureIds');
    const main = await boss.call('POST', 'fac/materials/addMaterials', form({ pictureIds: [ids[0]], mainPictureId: ids[1] }));
    expect(main.code).toBe(40001);
    expect(main.data.errors[0].field).toBe('mainPictureId');
    expect([await count('material'), await count('materialPicture')]).toEqual([materials, links]);
    const badId = await boss.call('GET', 'fac/materials/getMaterialPicture', { commonMaterialsId: 'abc' });
    expect(badId.code).toBe(40001);
    expect(badId.data.errors[0].field).toBe('commonMaterialsId');
  });
});
