import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';

// 资料档案配置: which attributes (custom fields of materials) a material kind uses, in order, which are mandatory.
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let viewer: Client;
let specId: string;
let foreignKindId: string;
let foreignFieldId: string;
let n = 0;
const uniq = (p: string) => `${p}${++n}`;
const NO_PERMISSION = '抱歉，您没有操作权限';

const ok = async (c: Client, method: 'GET' | 'POST', url: string, body?: object) => {
  const res = await c.call(method, url, body);
  expect(res.code, res.msg).toBe(0);
  return res.data;
};
const kind = async (c: Client = boss) =>
  (await ok(c, 'POST', 'fac/materials/kinds/add', { no: uniq('K'), name: uniq('分类') })).id as string;
const field = async (c: Client = boss, type = 'TEXT') => {
  const data = await ok(c, 'POST', 'custom-field', {
    entity: 'COMMON_MATERIALS',
    customFieldName: uniq('属性'),
    customFieldType: type,
  });
  return String(data.id ?? data.customFieldId);
};
const attrs = async (kindId: string, c: Client = boss) =>
  (await ok(c, 'GET', 'fac/materials/listMaterialsKindsAttrs', { commonMaterialsKindsId: kindId })) as {
    id: string;
    customFieldId: string;
    name: string;
    isRequired: boolean;
  }[];
const countLinks = async () =>
  Number(
    (
      await h.db
        .selectFrom('materialKindAttr')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'kindattr');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const none = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, none.loginName, none.password);
  const lister = await createStaff(h.db, factory, ['fac.materials.list']);
  viewer = await signIn(h.app, lister.loginName, lister.password);
  specId = (await ok(boss, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: '150cm' })).id;
  foreignKindId = await kind(intruder);
  foreignFieldId = await field(intruder);
});
afterAll(() => h.close());

describe('kind attributes', () => {
  it('add, list in order, sort, mandatory switch, delete', async () => {
    const k = await kind();
    const [a, b, c] = [await field(), await field(), await field(boss, 'INTEGER')];
    expect(await attrs(k)).toEqual([]);
    const added = await ok(boss, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: k,
      commonAttrstoreIdsList: [a, b],
    });
    expect(added.map((x: { customFieldId: string }) => x.customFieldId)).toEqual([a, b]);
    // Adding again keeps the existing link and appends the new one.
    await ok(boss, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: k,
      commonAttrstoreIdsList: [b, c],
    });
    const three = await attrs(k);
    expect(three.map((x) => x.customFieldId)).toEqual([a, b, c]);
    expect(three[2]).toMatchObject({ type: 'INTEGER', isRequired: false, enabled: true });
    const sorted = await ok(boss, 'POST', 'fac/materials/updateCommonMaterialsKindsAttrsSort', {
      commonMaterialsKindsAttrsIdsList: [three[2]!.id, three[0]!.id, three[1]!.id],
    });
    expect(sorted.map((x: { customFieldId: string }) => x.customFieldId)).toEqual([c, a, b]);
    const required = await ok(boss, 'POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', {
      id: three[0]!.id,
      isRequired: true,
    });
    expect(required.find((x: { customFieldId: string }) => x.customFieldId === a).isRequired).toBe(true);
    await ok(boss, 'GET', 'fac/materials/deleteCommonMaterialsKindsAttrs', { id: three[1]!.id });
    expect((await attrs(k)).map((x) => x.customFieldId)).toEqual([c, a]);
    // A viewer reads the configuration (the material form needs it).
    expect((await attrs(k, viewer)).length).toBe(2);
  });

  it('a mandatory attribute must be filled on addMaterials / editMaterials (40001 naming it); others not', async () => {
    const k = await kind();
    const [must, may] = [await field(), await field()];
    const links = await ok(boss, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: k,
      commonAttrstoreIdsList: [must, may],
    });
    await ok(boss, 'POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', { id: links[0].id, isRequired: true });
    const material = (customFields: Record<string, string>) => ({
      kindId: k,
      name: uniq('里布'),
      skus: [{ colorName: '红', specificationsId: specId, stockUnit: '米' }],
      customFields,
    });
    const before = Number(
      (
        await h.db
          .selectFrom('material')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const refused = await boss.call('POST', 'fac/materials/addMaterials', material({ [may]: 'x' }));
    expect(refused.code).toBe(40001);
    expect(refused.data.errors.map((e: { field: string }) => e.field)).toEqual([`customFields.${must}`]);
    expect(
      Number(
        (
          await h.db
            .selectFrom('material')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
    const created = await ok(boss, 'POST', 'fac/materials/addMaterials', material({ [must]: '涤纶' }));
    const d = await ok(boss, 'GET', 'fac/materials/getMaterialDetail', { id: created.id });
    const edit = await boss.call('POST', 'fac/materials/editMaterials', {
      ...material({ [must]: '  ' }),
      id: created.id,
      version: d.version,
      name: d.name,
    });
    expect(edit.code).toBe(40001);
    expect(edit.data.errors[0].field).toBe(`customFields.${must}`);
    // Another kind asks nothing of the same field.
    expect((await boss.call('POST', 'fac/materials/addMaterials', { ...material({}), kindId: await kind() })).code).toBe(0);
  });

  it("another factory's kind, field or link: 40402, nothing changes", async () => {
    const k = await kind();
    const f = await field();
    const [link] = await ok(boss, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: k,
      commonAttrstoreIdsList: [f],
    });
    const links = await countLinks();
    expect((await intruder.call('GET', 'fac/materials/listMaterialsKindsAttrs', { commonMaterialsKindsId: k })).code).toBe(40402);
    expect(
      (
        await intruder.call('POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
          commonMaterialsKindsId: k,
          commonAttrstoreIdsList: [foreignFieldId],
        })
      ).code,
    ).toBe(40402);
    const foreignField = await boss.call('POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: k,
      commonAttrstoreIdsList: [foreignFieldId],
    });
    expect(foreignField.code).toBe(40402);
    expect(foreignField.data.errors[0].field).toBe('commonAttrstoreIdsList');
    expect(
      (
        await boss.call('POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
          commonMaterialsKindsId: foreignKindId,
          commonAttrstoreIdsList: [f],
        })
      ).code,
    ).toBe(40402);
    expect((await intruder.call('GET', 'fac/materials/deleteCommonMaterialsKindsAttrs', { id: link.id })).code).toBe(40402);
    expect(
      (
        await intruder.call('POST', 'fac/materials/updateCommonMaterialsKindsAttrsSort', {
          commonMaterialsKindsAttrsIdsList: [link.id],
        })
      ).code,
    ).toBe(40402);
    expect(
      (await intruder.call('POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', { id: link.id, isRequired: true }))
        .code,
    ).toBe(40402);
    expect(await countLinks()).toBe(links);
    expect((await attrs(k))[0]).toMatchObject({ id: link.id, isRequired: false });
  });

  it('no session 440; no permission 40301; bad input 40001 naming the field; nothing written', async () => {
    const k = await kind();
    const f = await field();
    const [link] = await ok(boss, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
      commonMaterialsKindsId: k,
      commonAttrstoreIdsList: [f],
    });
    const links = await countLinks();
    const calls: ['GET' | 'POST', string, object][] = [
      ['GET', 'fac/materials/listMaterialsKindsAttrs', { commonMaterialsKindsId: k }],
      ['POST', 'fac/materials/addCommonMaterialsKindsAttrs', { commonMaterialsKindsId: k, commonAttrstoreIdsList: [f] }],
      ['GET', 'fac/materials/deleteCommonMaterialsKindsAttrs', { id: link.id }],
      ['POST', 'fac/materials/updateCommonMaterialsKindsAttrsSort', { commonMaterialsKindsAttrsIdsList: [link.id] }],
      ['POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', { id: link.id, isRequired: true }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(h.app, method, url, body)).code, url).toBe(440);
      const refused = await powerless.call(method, url, body);
      expect(refused.code, url).toBe(40301);
      expect(refused.msg).toBe(NO_PERMISSION);
    }
    // A viewer may read but not change.
    expect(
      (await viewer.call('POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', { id: link.id, isRequired: true })).code,
    ).toBe(40301);
    const bad: ['GET' | 'POST', string, object, string][] = [
      ['GET', 'fac/materials/listMaterialsKindsAttrs', {}, 'commonMaterialsKindsId'],
      [
        'POST',
        'fac/materials/addCommonMaterialsKindsAttrs',
        { commonMaterialsKindsId: k, commonAttrstoreIdsList: [] },
        'commonAttrstoreIdsList',
      ],
      ['GET', 'fac/materials/deleteCommonMaterialsKindsAttrs', { id: 'x' }, 'id'],
      [
        'POST',
        'fac/materials/updateCommonMaterialsKindsAttrsSort',
        { commonMaterialsKindsAttrsIdsList: [link.id, link.id] },
        'commonMaterialsKindsAttrsIdsList',
      ],
      ['POST', 'fac/materials/updateCommonMaterialsKindsAttrRequired', { id: link.id, isRequired: 'maybe' }, 'isRequired'],
    ];
    for (const [method, url, body, name] of bad) {
      const res = await boss.call(method, url, body);
      expect(res.code, url).toBe(40001);
      expect(res.data.errors[0].field, url).toBe(name);
    }
    expect(await countLinks()).toBe(links);
    expect((await attrs(k))[0]).toMatchObject({ id: link.id, isRequired: false });
  });
});
