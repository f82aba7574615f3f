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
import { allocateNumber } from './numbering.service.js';

// ADR 0011: numbering is the company's. A rule set from one factory's session applies to the bills of every
// factory of the company, and the factories draw distinct numbers from one counter.
let h: Harness;
let company: FactoryFixture;
let secondFactory: string;
let inA: Client;
let inB: Client;
let stranger: Client;

const rule = [
  { type: 'TEXT', value: 'JT' },
  { type: 'SERIAL', length: 4, reset: 'NEVER' },
];
type Target = { billType: string; segments: unknown; nextNumber: string };
const target = (list: Target[], key: string) => list.find((t) => t.billType === key)!;

async function enter(c: Client, unitId: string): Promise<Client> {
  const moved = await c.call('POST', 'login/switchUnit', { unitId });
  expect(moved.code, moved.msg).toBe(0);
  return c;
}

beforeAll(async () => {
  h = await startHarness();
  company = await createFactory(h.db, 'numco');
  secondFactory = await addFactory(h.db, company);
  inA = await signIn(h.app, company.boss.loginName, company.boss.password);
  inB = await enter(await signIn(h.app, company.boss.loginName, company.boss.password), secondFactory);
  const other = await createFactory(h.db, 'numother');
  stranger = await signIn(h.app, other.boss.loginName, other.boss.password);
});
afterAll(() => h.close());

describe('numbering across the factories of a company', () => {
  it('a rule saved in factory A numbers the bills of factory B; another company keeps its default', async () => {
    const saved = await inA.call('POST', 'new/custom/rule/edit', { billType: 'COMMON_MATERIEL_SUPPLIER', segments: rule });
    expect(saved.code).toBe(0);
    const seenInB = target((await inB.call('GET', 'new/custom/rule/list')).data, 'COMMON_MATERIEL_SUPPLIER');
    expect(seenInB).toMatchObject({ segments: rule, nextNumber: 'JT0001' });
    expect((await inB.call('GET', 'new/custom/rule/get', { billType: 'COMMON_MATERIEL_SUPPLIER' })).data.segments).toEqual(rule);

    const fromB = await inB.call('POST', 'supplier/insert', { name: `乙厂供应商${Date.now()}` });
    const fromA = await inA.call('POST', 'supplier/insert', { name: `甲厂供应商${Date.now()}` });
    expect([fromB.data.code, fromA.data.code]).toEqual(['JT0001', 'JT0002']);

    const theirs = target((await stranger.call('GET', 'new/custom/rule/list')).data, 'COMMON_MATERIEL_SUPPLIER');
    expect(theirs).toMatchObject({ segments: null, nextNumber: 'GYS00001' });
    expect((await stranger.call('POST', 'supplier/insert', { name: `外司${Date.now()}` })).data.code).toBe('GYS00001');

    // Restored from B: A numbers with the default again.
    expect((await inB.call('POST', 'new/custom/rule/restore', { billType: 'COMMON_MATERIEL_SUPPLIER' })).code).toBe(0);
    expect((await inA.call('GET', 'new/custom/rule/get', { billType: 'COMMON_MATERIEL_SUPPLIER' })).data.segments).toBeNull();
  });

  it('parallel allocations from two factories of one company never share a number', async () => {
    const fallback = [
      { type: 'TEXT' as const, value: 'P' },
      { type: 'SERIAL' as const, length: 3, reset: 'NEVER' as const },
    ];
    const units = Array.from({ length: 40 }, (_, i) => (i % 2 ? company.unitId : secondFactory));
    const numbers = await Promise.all(
      units.map((unitId) => h.db.transaction().execute((trx) => allocateNumber(trx, { unitId, billType: 'TWO_FAC', fallback }))),
    );
    expect(new Set(numbers).size).toBe(40);
    expect([...numbers].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `P${String(i + 1).padStart(3, '0')}`));
  });

  it('editing needs the company-level code, in whichever factory; no session 440; bad input names the field', async () => {
    const clerk = await createStaff(h.db, company, ['company.numbering.manage']);
    const allowed = await signIn(h.app, clerk.loginName, clerk.password);
    const edited = await allowed.call('POST', 'new/custom/rule/edit', { billType: 'OUTSIDE_FACTORY', segments: rule });
    expect(edited.code).toBe(0);
    expect((await inB.call('GET', 'new/custom/rule/get', { billType: 'OUTSIDE_FACTORY' })).data.segments).toEqual(rule);

    const formerCode = await createStaff(h.db, company, ['fac.numbering.rule']);
    const refused = await (await signIn(h.app, formerCode.loginName, formerCode.password)).call('GET', 'new/custom/rule/list');
    expect(refused.code).toBe(40301);
    expect((await call(h.app, 'POST', 'new/custom/rule/edit', { billType: 'OUTSIDE_FACTORY', segments: rule })).code).toBe(440);

    const bad = await inB.call('POST', 'new/custom/rule/edit', { billType: 'OUTSIDE_FACTORY', segments: [{ type: 'TEXT' }] });
    expect(bad.code).toBe(40001);
    expect(bad.data.errors[0].field).toMatch(/^segments/);
    expect((await inA.call('GET', 'new/custom/rule/get', { billType: 'OUTSIDE_FACTORY' })).data.segments).toEqual(rule);
    const rows = await h.db.selectFrom('numberRule').select('unitId').where('billType', '=', 'OUTSIDE_FACTORY').execute();
    expect(rows.filter((r) => [company.unitId, secondFactory, company.bossUnitId].includes(r.unitId))).toEqual([
      { unitId: company.bossUnitId },
    ]);
  });
});
