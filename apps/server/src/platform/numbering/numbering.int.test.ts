import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Harness } from '../../../test/harness.js';
import { allocateNumber, saveNumberRule } from './numbering.service.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const fallback = [
  { type: 'TEXT' as const, value: 'T' },
  { type: 'SERIAL' as const, length: 4, reset: 'NEVER' as const },
];

describe('number allocation', () => {
  it('gives 100 parallel allocations 100 different numbers, with no gap', async () => {
    const f = await createFactory(h.db, 'num');
    const numbers = await Promise.all(
      Array.from({ length: 100 }, () =>
        h.db.transaction().execute((trx) => allocateNumber(trx, { unitId: f.unitId, billType: 'PAR', fallback })),
      ),
    );
    expect(new Set(numbers).size).toBe(100);
    expect([...numbers].sort()).toEqual(Array.from({ length: 100 }, (_, i) => `T${String(i + 1).padStart(4, '0')}`));
  });

  it('gives a rolled-back number back', async () => {
    const f = await createFactory(h.db, 'num');
    await h.db
      .transaction()
      .execute(async (trx) => {
        await allocateNumber(trx, { unitId: f.unitId, billType: 'RB', fallback });
        throw new Error('save failed');
      })
      .catch(() => undefined);
    expect(await h.db.transaction().execute((trx) => allocateNumber(trx, { unitId: f.unitId, billType: 'RB', fallback }))).toBe(
      'T0001',
    );
  });

  it("uses the company's own rule and keeps companies apart", async () => {
    const a = await createFactory(h.db, 'a');
    const b = await createFactory(h.db, 'b');
    await saveNumberRule(h.db, a, 'X', [
      { type: 'TEXT', value: 'GYS-' },
      { type: 'DATE', format: 'yyyy' },
      { type: 'SERIAL', length: 3, reset: 'YEAR' },
    ]);
    const now = new Date('2026-05-01T04:00:00Z');
    expect(await allocateNumber(h.db, { unitId: a.unitId, billType: 'X', fallback, now })).toBe('GYS-2026001');
    expect(await allocateNumber(h.db, { unitId: a.unitId, billType: 'X', fallback, now })).toBe('GYS-2026002');
    expect(await allocateNumber(h.db, { unitId: b.unitId, billType: 'X', fallback, now })).toBe('T0001');
    expect(await allocateNumber(h.db, { unitId: a.unitId, billType: 'X', fallback, now: new Date('2027-01-02T04:00:00Z') })).toBe(
      'GYS-2027001',
    );
  });
});

const custom = [
  { type: 'TEXT', value: 'CG' },
  { type: 'DATE', format: 'yyMM' },
  { type: 'SERIAL', length: 3, reset: 'MONTH' },
];
const materialDefault = [
  { type: 'TEXT', value: 'WL' },
  { type: 'SERIAL', length: 6, reset: 'NEVER' },
];
type Target = { billType: string; segments: unknown; defaultSegments: unknown; nextNumber: string; isRegistered: boolean };
const target = (list: Target[], key: string) => list.find((t) => t.billType === key)!;

describe('numbering rule calls', () => {
  it('list: every registered key with its default, the own rule and the next number; 440; per unit; 40301', async () => {
    const f = await createFactory(h.db, 'rules');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const first = await boss.call('GET', 'new/custom/rule/list');
    expect(first.code).toBe(0);
    const keys = first.data.map((t: Target) => t.billType);
    for (const k of ['COMMON_MATERIALS', 'MATERIAL_SPECIFICATION', 'COMMON_MATERIEL_SUPPLIER', 'OUTSIDE_FACTORY'])
      expect(keys).toContain(k);
    const material = target(first.data, 'COMMON_MATERIALS');
    expect(material).toMatchObject({
      kind: 'ARCHIVE',
      zh: '物料编号',
      isRegistered: true,
      segments: null,
      nextNumber: 'WL000001',
    });
    expect(material.defaultSegments).toEqual(materialDefault);
    expect(target(first.data, 'COMMON_MATERIALS')).toHaveProperty('attributes', [
      { key: 'kindNo', zh: '物料分类号', en: 'Kind number', sample: 'ML' },
    ]);

    // The preview follows the counter: one supplier code allocated -> the next is 2.
    await h.db.transaction().execute((trx) => allocateNumber(trx, { unitId: f.unitId, billType: 'COMMON_MATERIEL_SUPPLIER' }));
    expect(target((await boss.call('GET', 'new/custom/rule/list')).data, 'COMMON_MATERIEL_SUPPLIER').nextNumber).toBe('GYS00002');

    expect((await boss.call('POST', 'new/custom/rule/edit', { billType: 'COMMON_MATERIALS', segments: custom })).code).toBe(0);
    const after = target((await boss.call('GET', 'new/custom/rule/list')).data, 'COMMON_MATERIALS');
    expect(after.segments).toEqual(custom);
    expect(after.nextNumber).toMatch(/^CG\d{4}001$/);

    // Another company sees its own defaults and counters, never this company's rule.
    const other = await createFactory(h.db, 'other');
    const intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
    const theirs = (await intruder.call('GET', 'new/custom/rule/list')).data;
    expect(target(theirs, 'COMMON_MATERIALS')).toMatchObject({ segments: null, nextNumber: 'WL000001' });
    expect(target(theirs, 'COMMON_MATERIEL_SUPPLIER').nextNumber).toBe('GYS00001');

    const staff = await createStaff(h.db, f, []);
    const plain = await signIn(h.app, staff.loginName, staff.password);
    const refused = await plain.call('GET', 'new/custom/rule/list');
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    expect((await call(h.app, 'GET', 'new/custom/rule/list')).code).toBe(440);
  });

  it('edit, get, preview: validated (no serial, unknown key), permissioned, per unit', async () => {
    const f = await createFactory(h.db, 'rules');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const saved = await boss.call('POST', 'new/custom/rule/edit', { billType: 'OUTSIDE_FACTORY', segments: custom });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ billType: 'OUTSIDE_FACTORY', segments: custom });
    expect((await boss.call('GET', 'new/custom/rule/get', { billType: 'OUTSIDE_FACTORY' })).data.segments).toEqual(custom);
    expect((await boss.call('POST', 'new/custom/rule/preview', { segments: custom })).data.example).toMatch(/^CG\d{4}001$/);
    const noSerial = await boss.call('POST', 'new/custom/rule/edit', {
      billType: 'OUTSIDE_FACTORY',
      segments: [{ type: 'TEXT', value: 'X' }],
    });
    expect(noSerial.code).toBe(40001);
    expect(noSerial.data.errors[0].field).toBe('segments');
    const unknown = await boss.call('POST', 'new/custom/rule/edit', { billType: 'NOBODY_NUMBERS_THIS', segments: custom });
    expect(unknown.code).toBe(40001);
    expect(unknown.data.errors[0].field).toBe('billType');
    expect((await boss.call('GET', 'new/custom/rule/get', { billType: 'NOBODY_NUMBERS_THIS' })).data.segments).toBeNull();
    expect((await boss.call('GET', 'new/custom/rule/get', { billType: 'OUTSIDE_FACTORY' })).data.segments).toEqual(custom);
    const other = await createFactory(h.db, 'other');
    const intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
    expect((await intruder.call('GET', 'new/custom/rule/get', { billType: 'OUTSIDE_FACTORY' })).data.segments).toBeNull();
    const staff = await createStaff(h.db, f, []);
    const plain = await signIn(h.app, staff.loginName, staff.password);
    expect(
      (await plain.call('POST', 'new/custom/rule/edit', { billType: 'OUTSIDE_FACTORY', segments: materialDefault })).code,
    ).toBe(40301);
    expect((await boss.call('GET', 'new/custom/rule/get', { billType: 'OUTSIDE_FACTORY' })).data.segments).toEqual(custom);
    expect((await call(h.app, 'POST', 'new/custom/rule/edit', { billType: 'OUTSIDE_FACTORY', segments: custom })).code).toBe(440);
  });

  it('restore: drops the own rule so the default numbers again; 440; per unit; 40301; 40001; unknown key 40402', async () => {
    const f = await createFactory(h.db, 'restore');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    await boss.call('POST', 'new/custom/rule/edit', { billType: 'COMMON_MATERIALS', segments: custom });
    const other = await createFactory(h.db, 'other');
    const intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
    expect((await intruder.call('POST', 'new/custom/rule/restore', { billType: 'COMMON_MATERIALS' })).code).toBe(0);
    expect((await boss.call('GET', 'new/custom/rule/get', { billType: 'COMMON_MATERIALS' })).data.segments).toEqual(custom);

    const staff = await createStaff(h.db, f, []);
    const plain = await signIn(h.app, staff.loginName, staff.password);
    const refused = await plain.call('POST', 'new/custom/rule/restore', { billType: 'COMMON_MATERIALS' });
    expect(refused.code).toBe(40301);
    expect(refused.msg).toBe('抱歉，您没有操作权限');
    expect((await call(h.app, 'POST', 'new/custom/rule/restore', { billType: 'COMMON_MATERIALS' })).code).toBe(440);
    const bad = await boss.call('POST', 'new/custom/rule/restore', { billType: 'not a key' });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toBe('billType');
    expect((await boss.call('POST', 'new/custom/rule/restore', { billType: 'NOBODY_NUMBERS_THIS' })).code).toBe(40402);
    expect((await boss.call('GET', 'new/custom/rule/get', { billType: 'COMMON_MATERIALS' })).data.segments).toEqual(custom);

    const restored = await boss.call('POST', 'new/custom/rule/restore', { billType: 'COMMON_MATERIALS' });
    expect(restored.code).toBe(0);
    expect(restored.data).toMatchObject({ billType: 'COMMON_MATERIALS', segments: null, nextNumber: 'WL000001' });
    expect(restored.data.defaultSegments).toEqual(materialDefault);
    expect(
      await h.db.transaction().execute((trx) => allocateNumber(trx, { unitId: f.unitId, billType: 'COMMON_MATERIALS' })),
    ).toBe('WL000001');
  });

  it('lists a rule saved under a key nothing registers (older data) so it can be removed', async () => {
    const f = await createFactory(h.db, 'orphan');
    await saveNumberRule(h.db, f, 'MATERIALS_PURCHASE_OLD', custom as never);
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const orphan = target((await boss.call('GET', 'new/custom/rule/list')).data, 'MATERIALS_PURCHASE_OLD');
    expect(orphan).toMatchObject({ isRegistered: false, defaultSegments: null, segments: custom });
    expect((await boss.call('POST', 'new/custom/rule/restore', { billType: 'MATERIALS_PURCHASE_OLD' })).code).toBe(40402);
  });
});
