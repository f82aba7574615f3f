import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, startHarness, type Harness } from '../../../test/harness.js';
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

  it("uses the unit's own rule and keeps units apart", async () => {
    const a = await createFactory(h.db, 'a');
    const b = await createFactory(h.db, 'b');
    await saveNumberRule(h.db, a.unitId, 'X', [
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

describe('numbering rule calls', () => {
  it('edit, get, list, preview; validated, permissioned, per unit', async () => {
    const { signIn, createStaff, call } = await import('../../../test/harness.js');
    const f = await createFactory(h.db, 'rules');
    const boss = await signIn(h.app, f.boss.loginName, f.boss.password);
    const segments = [
      { type: 'TEXT', value: 'CG' },
      { type: 'DATE', format: 'yyMM' },
      { type: 'SERIAL', length: 3, reset: 'MONTH' },
    ];
    expect((await boss.call('POST', 'new/custom/rule/edit', { billType: 'MATERIALS_PURCHASE', segments })).code).toBe(0);
    expect((await boss.call('GET', 'new/custom/rule/get', { billType: 'MATERIALS_PURCHASE' })).data.segments).toEqual(segments);
    expect((await boss.call('GET', 'new/custom/rule/list')).data.map((r: { billType: string }) => r.billType)).toEqual([
      'MATERIALS_PURCHASE',
    ]);
    expect((await boss.call('POST', 'new/custom/rule/preview', { segments })).data.example).toMatch(/^CG\d{4}001$/);
    const noSerial = await boss.call('POST', 'new/custom/rule/edit', {
      billType: 'MATERIALS_PURCHASE',
      segments: [{ type: 'TEXT', value: 'X' }],
    });
    expect(noSerial.code).toBe(40001);
    expect(noSerial.data.errors[0].field).toBe('segments');
    const other = await createFactory(h.db, 'other');
    const intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
    expect((await intruder.call('GET', 'new/custom/rule/get', { billType: 'MATERIALS_PURCHASE' })).data.segments).toBeNull();
    const staff = await createStaff(h.db, f, []);
    const plain = await signIn(h.app, staff.loginName, staff.password);
    expect((await plain.call('POST', 'new/custom/rule/edit', { billType: 'X_Y', segments })).code).toBe(40301);
    expect((await call(h.app, 'GET', 'new/custom/rule/list')).code).toBe(440);
  });
});
