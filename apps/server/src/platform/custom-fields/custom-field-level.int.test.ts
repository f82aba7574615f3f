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
import { saveCustomFieldValues, validateCustomFieldValues } from './index.js';

// The company's custom fields (属性库 /archives, level COMPANY) beside each factory's own (ADR 0011).
let h: Harness;
let factory: FactoryFixture;
let inA: Client;
let inB: Client;
let intruder: Client;
let factoryKeeper: Client;
let companyKeeper: Client;
let powerless: Client;
let unitB: string;
let n = 0;
const uniq = (p: string) => `${p}${++n}`;
const M = 'COMMON_MATERIALS';

type Field = { customFieldId: string; customFieldName: string; level: string; valueCount: number; options: { id: string }[] };
const list = async (c: Client, query: Record<string, string> = {}) => {
  const res = await c.call('GET', 'custom-field/list', { module: M, includeDisabled: 'true', ...query });
  expect(res.code, res.msg).toBe(0);
  return res.data as Field[];
};
const add = (c: Client, body: Record<string, unknown>) =>
  c.call('POST', 'custom-field', { module: M, customFieldName: uniq('属性'), customFieldType: 'TEXT', ...body });
const addCompany = async (body: Record<string, unknown> = {}) => {
  const res = await add(inA, { level: 'COMPANY', ...body });
  expect(res.code, res.msg).toBe(0);
  return res.data.customFieldId as string;
};
const count = async (table: 'customField' | 'customFieldOption' | 'customFieldValue') =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const login = async (codes: string[]) => {
  const s = await createStaff(h.db, factory, codes);
  return signIn(h.app, s.loginName, s.password);
};

beforeAll(async () => {
  h = await startHarness();
  factory = await createFactory(h.db, 'cfl');
  inA = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  unitB = await addFactory(h.db, factory, 'cfl B');
  inB = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  expect((await inB.call('POST', 'login/switchUnit', { unitId: unitB })).code).toBe(0);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  factoryKeeper = await login(['fac.customField.manage']);
  companyKeeper = await login(['company.customField.manage']);
  powerless = await login([]);
});
afterAll(() => h.close());

describe('company custom fields beside the factory own', () => {
  it('a company field is offered in factories A and B first, marked COMPANY; material values stay each factory own', async () => {
    const shared = await addCompany({ customFieldName: uniq('成分') });
    const ownB = (await add(inB, {})).data.customFieldId as string;
    for (const c of [inA, inB]) expect((await list(c))[0]).toMatchObject({ customFieldId: shared, level: 'COMPANY' });
    expect((await list(inB)).find((f) => f.customFieldId === ownB)?.level).toBe('FACTORY');
    expect((await list(inA)).map((f) => f.customFieldId)).not.toContain(ownB);
    expect((await list(inA, { level: 'COMPANY' })).map((f) => f.customFieldId)).toEqual([shared]);
    expect((await list(inB, { level: 'FACTORY' })).map((f) => f.customFieldId)).toEqual([ownB]);

    // each factory saves its own material with a value of the company field
    const kindId = (await inA.call('POST', 'fac/materials/kinds/add', { no: uniq('K'), name: uniq('面料') })).data.id;
    const material = async (c: Client, value: string) => {
      const spec = await c.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: uniq('幅宽') });
      const res = await c.call('POST', 'fac/materials/addMaterials', {
        kindId,
        name: uniq('全棉布'),
        skus: [{ colorName: '红', specificationsId: spec.data.id, stockUnit: '米' }],
        customFields: { [shared]: value },
      });
      expect(res.code, res.msg).toBe(0);
      return res.data.id as string;
    };
    const [matA, matB] = [await material(inA, '棉 100%'), await material(inB, '麻 55%')];
    const valueOf = async (c: Client, id: string) =>
      (await c.call('GET', 'fac/materials/getMaterialDetail', { id })).data?.customFields?.find(
        (v: { customFieldId: string }) => v.customFieldId === shared,
      )?.textValue;
    expect(await valueOf(inA, matA)).toBe('棉 100%');
    expect(await valueOf(inB, matB)).toBe('麻 55%');
    expect((await inB.call('GET', 'fac/materials/getMaterialDetail', { id: matA })).code).toBe(40402);
    const rows = await h.db.selectFrom('customFieldValue').select(['unitId']).where('customFieldId', '=', shared).execute();
    expect(rows.map((r) => r.unitId).sort()).toEqual([factory.unitId, unitB].sort());
    // the factory counts its own values, the company list every factory's
    expect((await list(inB)).find((f) => f.customFieldId === shared)?.valueCount).toBe(1);
    expect((await list(inB, { level: 'COMPANY' }))[0]?.valueCount).toBe(2);
    // another company sees nothing of it and cannot save a value into it
    expect((await list(intruder)).map((f) => f.customFieldId)).not.toContain(shared);
    const foreignKind = (await intruder.call('POST', 'fac/materials/kinds/add', { no: uniq('K'), name: uniq('面料') })).data.id;
    const foreignSpec = (
      await intruder.call('POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', { remark: uniq('幅宽') })
    ).data.id;
    const refused = await intruder.call('POST', 'fac/materials/addMaterials', {
      kindId: foreignKind,
      name: uniq('布'),
      skus: [{ colorName: '红', specificationsId: foreignSpec, stockUnit: '米' }],
      customFields: { [shared]: 'x' },
    });
    expect(refused.code).toBe(40001);
    expect(refused.data.errors[0].field).toBe(`customFields.${shared}`);
  });

  it('a factory cannot change a company field or its options (40302); the company screen can', async () => {
    const shared = await addCompany({ customFieldType: 'SINGLE_SELECT', options: ['春', '夏'] });
    const [spring, summer] = (await list(inB, { level: 'COMPANY' })).find((f) => f.customFieldId === shared)!.options;
    const tries = [
      await inB.call('PUT', 'custom-field', { customFieldId: shared, required: true }),
      await inB.call('PUT', 'custom-field/name', { customFieldId: shared, name: '改名' }),
      await inB.call('PUT', 'custom-field/sort', { ids: [shared] }),
      await inB.call('DELETE', `custom-field/${shared}`),
      await inB.call('POST', 'custom-field/option', { customFieldId: shared, optionName: '秋' }),
      await inB.call('PUT', 'custom-field/option', { id: spring!.id, optionName: '冬' }),
      await inB.call('PUT', 'custom-field/option/sort', { ids: [summer!.id, spring!.id] }),
      await inB.call('DELETE', `custom-field/option/${spring!.id}`),
    ];
    for (const r of tries) expect(r.code, r.msg).toBe(40302);
    expect(tries[0]!.msg).toContain('集团属性库');
    const ownB = (await add(inB, {})).data.customFieldId as string;
    expect((await inB.call('PUT', 'custom-field/name', { customFieldId: ownB, name: 'x', level: 'COMPANY' })).code).toBe(40402);
    const before = (await list(inA, { level: 'COMPANY' })).find((f) => f.customFieldId === shared);
    expect(before).toMatchObject({ required: false, options: [{ id: spring!.id }, { id: summer!.id }] });

    expect((await inB.call('PUT', 'custom-field', { customFieldId: shared, required: true, level: 'COMPANY' })).code).toBe(0);
    const opt = await inB.call('POST', 'custom-field/option', { customFieldId: shared, optionName: '秋', level: 'COMPANY' });
    expect(opt.data).toMatchObject({ optionCode: '003' });
    expect((await inB.call('PUT', 'custom-field/option/sort', { ids: [opt.data.id, spring!.id], level: 'COMPANY' })).code).toBe(
      0,
    );
    const after = (await list(inA)).find((f) => f.customFieldId === shared)!;
    expect(after).toMatchObject({ required: true, level: 'COMPANY' });
    expect(after.options.map((o) => o.id).slice(0, 2)).toEqual([opt.data.id, spring!.id]);
    expect((await inA.call('DELETE', `custom-field/${shared}?level=COMPANY`)).code).toBe(0);
    expect((await list(inB)).map((f) => f.customFieldId)).not.toContain(shared);
  });

  it('names are unique per entity across the company and its factories, naming whose they are', async () => {
    const name = uniq('产地');
    await addCompany({ customFieldName: name });
    const clash = await add(inB, { customFieldName: name });
    expect(clash.code).toBe(40901);
    expect(clash.msg).toBe('集团已有该字段名称');
    expect(clash.data.errors[0].field).toBe('customFieldName');
    expect((await add(inB, { customFieldName: name, module: 'GOODS_STYLE' })).code).toBe(0);
    const mine = uniq('B厂');
    await add(inB, { customFieldName: mine });
    const taken = await add(inA, { customFieldName: mine, level: 'COMPANY' });
    expect(taken.code).toBe(40901);
    expect(taken.msg).toMatch(/^工厂「cfl B .+」已有该字段名称$/);
    expect((await add(inA, { customFieldName: mine })).code).toBe(0);
  });

  it('permissions by level, no session, bad input naming the field; nothing written', async () => {
    const fields = await count('customField');
    expect((await add(factoryKeeper, { level: 'COMPANY' })).code).toBe(40301);
    expect((await add(companyKeeper, {})).code).toBe(40301);
    expect((await add(powerless, { level: 'COMPANY' })).msg).toBe('抱歉，您没有操作权限');
    const shared = await addCompany({ customFieldType: 'MULTI_SELECT', options: ['棉'] });
    const optionId = (await list(inA, { level: 'COMPANY' })).find((f) => f.customFieldId === shared)!.options[0]!.id;
    const companyOnly = [
      await factoryKeeper.call('PUT', 'custom-field/name', { customFieldId: shared, name: 'x', level: 'COMPANY' }),
      await factoryKeeper.call('DELETE', `custom-field/${shared}?level=COMPANY`),
      await factoryKeeper.call('DELETE', `custom-field/option/${optionId}?level=COMPANY`),
    ];
    for (const r of companyOnly) expect(r.code).toBe(40301);
    expect((await add(companyKeeper, { level: 'COMPANY' })).code).toBe(0);
    expect((await add(factoryKeeper, {})).code).toBe(0);
    for (const [method, url, body] of [
      ['POST', 'custom-field', { module: M, customFieldName: 'x', customFieldType: 'TEXT', level: 'COMPANY' }],
      ['PUT', 'custom-field/name', { customFieldId: shared, name: 'x', level: 'COMPANY' }],
      ['DELETE', `custom-field/${shared}?level=COMPANY`, undefined],
    ] as const)
      expect((await call(h.app, method, url, body)).code).toBe(440);
    const bad = await add(inA, { level: 'GROUP', customFieldName: 'x'.repeat(17) });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual(['customFieldName', 'level']);
    expect((await inA.call('GET', 'custom-field/list', { module: M, level: 'ALL' })).data.errors[0].field).toBe('level');
    expect((await inA.call('DELETE', `custom-field/${shared}?level=x`)).data.errors[0].field).toBe('level');
    expect(await count('customField')).toBe(fields + 3);
    expect((await list(inA)).find((f) => f.customFieldId === shared)?.customFieldName).not.toBe('x');
    // another company: not seen, not changed
    for (const r of [
      await intruder.call('PUT', 'custom-field/name', { customFieldId: shared, name: 'x', level: 'COMPANY' }),
      await intruder.call('DELETE', `custom-field/option/${optionId}?level=COMPANY`),
    ])
      expect(r.code).toBe(40402);
  });

  it('deleting a used company field counts and clears the values of every factory', async () => {
    const shared = await addCompany({});
    for (const c of [inA, inB]) {
      const tenant = { unitId: c === inA ? factory.unitId : unitB, bossUnitId: factory.bossUnitId };
      const values = await validateCustomFieldValues(h.db, tenant, M, { [shared]: 'v' }, { partial: true });
      await h.db.transaction().execute((trx) => saveCustomFieldValues(trx, tenant.unitId, '9001', values));
    }
    const inUse = await inA.call('DELETE', `custom-field/${shared}?level=COMPANY`);
    expect(inUse).toMatchObject({ code: 40903, data: { valueCount: 2 } });
    const values = await count('customFieldValue');
    expect((await inA.call('DELETE', `custom-field/${shared}?level=COMPANY&force=true`)).code).toBe(0);
    expect(await count('customFieldValue')).toBe(values - 2);
  });
});
