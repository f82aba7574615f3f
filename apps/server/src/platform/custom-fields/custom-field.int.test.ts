import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { AppError } from '../http/errors.js';
import { loadCustomFieldValues, saveCustomFieldValues, validateCustomFieldValues } from './index.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let manager: Client;

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'cf');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(h.app, ...(await staffLogin(factory, [])));
  manager = await signIn(h.app, ...(await staffLogin(factory, ['fac.customField.manage'])));
});
afterAll(() => h.close());

async function staffLogin(factory: Parameters<typeof createStaff>[1], codes: string[]): Promise<[string, string]> {
  const s = await createStaff(h.db, factory, codes);
  return [s.loginName, s.password];
}

let n = 0;
const name = () => `字段${++n}`;
const list = async (c: Client, module = 'COMMON_MATERIALS') => (await c.call('GET', 'custom-field/list', { module })).data;
const countFields = async () =>
  Number(
    (
      await h.db
        .selectFrom('customField')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function addSelect(type: 'SINGLE_SELECT' | 'MULTI_SELECT', options = ['棉', '麻']) {
  const res = await boss.call('POST', 'custom-field', {
    module: 'COMMON_MATERIALS',
    customFieldName: name(),
    customFieldType: type,
    options,
  });
  expect(res.code).toBe(0);
  const field = (await list(boss)).find((f: { customFieldId: string }) => f.customFieldId === res.data.customFieldId);
  return field as { customFieldId: string; options: { id: string; optionName: string; optionCode: string }[] };
}

describe('custom-field definitions', () => {
  it('adds, lists in sort order with options, renames, updates, sorts', async () => {
    const a = await boss.call('POST', 'custom-field', {
      module: 'GOODS_STYLE',
      customFieldName: '面料产地',
      customFieldType: 'TEXT',
    });
    expect(a).toMatchObject({ code: 0, data: { customFieldName: '面料产地' } });
    const b = await manager.call('POST', 'custom-field', {
      module: 'GOODS_STYLE',
      customFieldName: '季节',
      customFieldType: 'MULTI_SELECT',
      options: ['春', '夏'],
    });
    expect(b.code).toBe(0);
    let fields = await list(boss, 'GOODS_STYLE');
    expect(fields.map((f: { customFieldName: string }) => f.customFieldName)).toEqual(['面料产地', '季节']);
    expect(fields[1].options.map((o: { optionName: string; optionCode: string }) => [o.optionCode, o.optionName])).toEqual([
      ['001', '春'],
      ['002', '夏'],
    ]);
    expect((await boss.call('PUT', 'custom-field/name', { customFieldId: a.data.customFieldId, name: '产地' })).code).toBe(0);
    expect((await boss.call('PUT', 'custom-field', { customFieldId: a.data.customFieldId, required: true })).data).toMatchObject({
      customFieldName: '产地',
      required: true,
    });
    expect((await boss.call('PUT', 'custom-field/sort', { ids: [b.data.customFieldId, a.data.customFieldId] })).code).toBe(0);
    fields = await list(boss, 'GOODS_STYLE');
    expect(fields.map((f: { customFieldName: string }) => f.customFieldName)).toEqual(['季节', '产地']);
    // disabled fields leave the form list but stay in the settings list
    await boss.call('PUT', 'custom-field', { customFieldId: a.data.customFieldId, enabled: false });
    expect(await list(boss, 'GOODS_STYLE')).toHaveLength(1);
    expect((await boss.call('GET', 'custom-field/list', { module: 'GOODS_STYLE', includeDisabled: 'true' })).data).toHaveLength(
      2,
    );
  });
  it('refuses a duplicate name in the entity and bad input naming the field; writes nothing', async () => {
    const before = await countFields();
    await boss.call('POST', 'custom-field', { module: 'SKU_ROLL', customFieldName: '缸号备注', customFieldType: 'TEXT' });
    const dup = await boss.call('POST', 'custom-field', {
      module: 'SKU_ROLL',
      customFieldName: '缸号备注',
      customFieldType: 'DATE',
    });
    expect(dup.code).toBe(40901);
    const bad = await boss.call('POST', 'custom-field', {
      module: 'NOPE',
      customFieldName: 'x'.repeat(17),
      customFieldType: 'COLOR',
    });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'customFieldName',
      'customFieldType',
      'module',
    ]);
    const opts = await boss.call('POST', 'custom-field', {
      module: 'SKU_ROLL',
      customFieldName: name(),
      customFieldType: 'TEXT',
      options: ['a'],
    });
    expect(opts.data.errors[0].field).toBe('options');
    expect((await boss.call('GET', 'custom-field/list', {})).code).toBe(40001);
    expect(await countFields()).toBe(before + 1);
  });
  it('440 without a session; 40301 without fac.customField.manage (listing needs none)', async () => {
    expect((await call(h.app, 'GET', 'custom-field/list', { module: 'COMMON_MATERIALS' })).code).toBe(440);
    expect(
      (await call(h.app, 'POST', 'custom-field', { module: 'COMMON_MATERIALS', customFieldName: 'x', customFieldType: 'TEXT' }))
        .code,
    ).toBe(440);
    expect((await powerless.call('GET', 'custom-field/list', { module: 'COMMON_MATERIALS' })).code).toBe(0);
    const field = await addSelect('SINGLE_SELECT');
    const refused = [
      await powerless.call('POST', 'custom-field', {
        module: 'COMMON_MATERIALS',
        customFieldName: name(),
        customFieldType: 'TEXT',
      }),
      await powerless.call('PUT', 'custom-field', { customFieldId: field.customFieldId, name: 'x' }),
      await powerless.call('PUT', 'custom-field/name', { customFieldId: field.customFieldId, name: 'x' }),
      await powerless.call('PUT', 'custom-field/sort', { ids: [field.customFieldId] }),
      await powerless.call('DELETE', `custom-field/${field.customFieldId}`),
      await powerless.call('POST', 'custom-field/option', { customFieldId: field.customFieldId, optionName: 'x' }),
      await powerless.call('PUT', 'custom-field/option', { id: field.options[0]!.id, optionName: 'x' }),
      await powerless.call('PUT', 'custom-field/option/sort', { ids: [field.options[0]!.id] }),
      await powerless.call('DELETE', `custom-field/option/${field.options[0]!.id}`),
    ];
    for (const r of refused) expect(r).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
  });
  it("another factory's fields and options are not seen and not changed", async () => {
    const field = await addSelect('MULTI_SELECT');
    expect((await list(intruder)).map((f: { customFieldId: string }) => f.customFieldId)).not.toContain(field.customFieldId);
    const tries = [
      await intruder.call('PUT', 'custom-field/name', { customFieldId: field.customFieldId, name: 'hacked' }),
      await intruder.call('PUT', 'custom-field/sort', { ids: [field.customFieldId] }),
      await intruder.call('DELETE', `custom-field/${field.customFieldId}`),
      await intruder.call('POST', 'custom-field/option', { customFieldId: field.customFieldId, optionName: 'hacked' }),
      await intruder.call('PUT', 'custom-field/option', { id: field.options[0]!.id, optionName: 'hacked' }),
      await intruder.call('PUT', 'custom-field/option/sort', { ids: [field.options[1]!.id, field.options[0]!.id] }),
      await intruder.call('DELETE', `custom-field/option/${field.options[0]!.id}`),
    ];
    for (const r of tries) expect(r.code).toBe(40402);
    const after = (await list(boss)).find((f: { customFieldId: string }) => f.customFieldId === field.customFieldId);
    expect(after).toEqual(field);
  });
});

describe('custom-field options', () => {
  it('adds (numbered code), renames, sorts and deletes options; refuses duplicates and non-select fields', async () => {
    const field = await addSelect('SINGLE_SELECT', ['红']);
    const added = await boss.call('POST', 'custom-field/option', { customFieldId: field.customFieldId, optionName: '蓝' });
    expect(added.data).toMatchObject({ optionName: '蓝', optionCode: '002' });
    expect((await boss.call('POST', 'custom-field/option', { customFieldId: field.customFieldId, optionName: '蓝' })).code).toBe(
      40901,
    );
    const renamed = await boss.call('PUT', 'custom-field/option', {
      id: added.data.id,
      customFieldId: field.customFieldId,
      optionName: '藏青',
      optionCode: 'NB',
    });
    expect(renamed.data).toMatchObject({ optionName: '藏青', optionCode: 'NB' });
    await boss.call('PUT', 'custom-field/option/sort', { ids: [added.data.id, field.options[0]!.id] });
    let now = (await list(boss)).find((f: { customFieldId: string }) => f.customFieldId === field.customFieldId);
    expect(now.options.map((o: { optionName: string }) => o.optionName)).toEqual(['藏青', '红']);
    expect((await boss.call('DELETE', `custom-field/option/${added.data.id}`)).code).toBe(0);
    now = (await list(boss)).find((f: { customFieldId: string }) => f.customFieldId === field.customFieldId);
    expect(now.options.map((o: { optionName: string }) => o.optionName)).toEqual(['红']);
    const text = await boss.call('POST', 'custom-field', {
      module: 'COMMON_MATERIALS',
      customFieldName: name(),
      customFieldType: 'TEXT',
    });
    const refused = await boss.call('POST', 'custom-field/option', { customFieldId: text.data.customFieldId, optionName: 'x' });
    expect(refused.data.errors[0].field).toBe('customFieldId');
    expect(
      (await boss.call('POST', 'custom-field/option', { customFieldId: field.customFieldId, optionName: '' })).data.errors[0]
        .field,
    ).toBe('optionName');
  });
});

describe('values: validate, save, load; deleting used fields and options', () => {
  it('validates by type naming customFields.<id>, stores in the caller transaction, loads many records for display', async () => {
    const multi = await addSelect('MULTI_SELECT', ['棉', '麻', '丝']);
    const dec = await boss.call('POST', 'custom-field', {
      module: 'COMMON_MATERIALS',
      customFieldName: name(),
      customFieldType: 'DECIMAL',
      required: true,
    });
    const decId = dec.data.customFieldId as string;
    const bad = await validateCustomFieldValues(
      h.db,
      boss,
      'COMMON_MATERIALS',
      { [decId]: '1.234', [multi.customFieldId]: ['999'] },
      { partial: true },
    ).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(AppError);
    expect((bad as AppError).code).toBe(40001);
    expect(((bad as AppError).data as { errors: { field: string }[] }).errors.map((e) => e.field).sort()).toEqual(
      [`customFields.${decId}`, `customFields.${multi.customFieldId}`].sort(),
    );
    // another unit cannot use these fields at all
    await expect(
      validateCustomFieldValues(h.db, intruder, 'COMMON_MATERIALS', { [decId]: '1' }, { partial: true }),
    ).rejects.toThrow();
    const good = await validateCustomFieldValues(
      h.db,
      boss,
      'COMMON_MATERIALS',
      { [decId]: '12.50', [multi.customFieldId]: [multi.options[2]!.id, multi.options[0]!.id] },
      { partial: true },
    );
    await h.db.transaction().execute((trx) => saveCustomFieldValues(trx, boss.unitId, '501', good));
    const again = await validateCustomFieldValues(h.db, boss, 'COMMON_MATERIALS', { [decId]: '3' }, { partial: true });
    await h.db.transaction().execute((trx) => saveCustomFieldValues(trx, boss.unitId, '502', again));
    const loaded = await loadCustomFieldValues(h.db, boss, 'COMMON_MATERIALS', ['501', '502', '503']);
    expect(loaded.get('503')).toEqual([]);
    const first = loaded.get('501')!;
    expect(first.find((v) => v.customFieldId === multi.customFieldId)).toMatchObject({
      displayValue: '棉，丝',
      selectedOptions: [{ optionName: '棉' }, { optionName: '丝' }],
    });
    expect(first.find((v) => v.customFieldId === decId)).toMatchObject({ numberValue: '12.5', textValue: null });
    expect(loaded.get('502')!.map((v) => v.numberValue)).toEqual(['3']);
    expect(await loadCustomFieldValues(h.db, intruder, 'COMMON_MATERIALS', ['501']).then((m) => m.get('501'))).toEqual([]);
    // a required field missing from a full (non-partial) save is refused
    await expect(validateCustomFieldValues(h.db, boss, 'COMMON_MATERIALS', {})).rejects.toMatchObject({ code: 40001 });

    // deleting a used option or field warns (40903 with the count) and goes through only when forced
    const opt = await boss.call('DELETE', `custom-field/option/${multi.options[0]!.id}`);
    expect(opt).toMatchObject({ code: 40903, data: { valueCount: 1 } });
    expect((await boss.call('DELETE', `custom-field/option/${multi.options[0]!.id}?force=true`)).code).toBe(0);
    const afterOption = await loadCustomFieldValues(h.db, boss, 'COMMON_MATERIALS', ['501']);
    expect(afterOption.get('501')!.find((v) => v.customFieldId === multi.customFieldId)!.displayValue).toBe('丝');
    const listed = (await list(boss)).find((f: { customFieldId: string }) => f.customFieldId === decId);
    expect(listed.valueCount).toBe(2);
    expect((await boss.call('DELETE', `custom-field/${decId}`)).code).toBe(40903);
    expect((await boss.call('DELETE', `custom-field/${decId}?force=true`)).code).toBe(0);
    const gone = await loadCustomFieldValues(h.db, boss, 'COMMON_MATERIALS', ['502']);
    expect(gone.get('502')).toEqual([]);
  });
});
