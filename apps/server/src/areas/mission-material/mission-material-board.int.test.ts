import { Dec, DeliveryPermission } from '@gf/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFactory,
  createStaff,
  signIn,
  startHarness,
  type Client,
  type FactoryFixture,
  type Harness,
} from '../../../test/harness.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';
import { expected, makeMaterialWorld, makeMission, missionDelivery, ok, type MaterialWorld } from './mission-material.fixture.js';

// 待送料看板's filters over all missions (只看未送完, material, delivery dates) and its stock / 在途 columns.
let h: Harness;
let boss: Client;
let intruder: Client;
let w: MaterialWorld;
let f: FactoryFixture;
let fullMission: string;

type Row = { missionId: string; materialSkuId: string; left: string; onHand: string; available: string; inTransit: string };
const board = async (body: Record<string, unknown>, c: Client = boss) =>
  (await ok(c, 'POST', 'fac/mission/material/board', body)) as { list: Row[]; totalCount: number };

beforeAll(async () => {
  h = await startHarness();
  f = await createFactory(h.db, 'material board');
  boss = await signIn(h.app, f.boss.loginName, f.boss.password);
  const other = await createFactory(h.db, 'material board (other company)');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  w = await makeMaterialWorld(boss, h.db, f.unitId, f.boss.userId);
  // A second mission of the same style whose every material is delivered in full.
  const template = await h.db
    .selectFrom('mission')
    .select('prcdTemplateId')
    .where('id', '=', w.missionId)
    .executeTakeFirstOrThrow();
  fullMission = (await makeMission(boss, w, template.prcdTemplateId!, boss.userId)).missionId;
  const node = await h.db
    .selectFrom('missionNode')
    .select('id')
    .where('missionId', '=', fullMission)
    .where('typeCode', '=', 'material')
    .executeTakeFirstOrThrow();
  const e = expected(w);
  const id = await missionDelivery(boss, { ...w, missionId: fullMission, materialNodeId: node.id }, [
    { materialsSkuId: w.fabric.skuIds[0]!, quantity: e.fabric[0]! },
    { materialsSkuId: w.fabric.skuIds[1]!, quantity: e.fabric[1]! },
    { materialsSkuId: w.trim.skuId, quantity: e.trim },
  ]);
  expect((await ok(boss, 'POST', 'delivery/material/examine', { id })).status).toBe(2);
}, 90_000);
afterAll(() => h.close());

describe('待送料看板 filters and columns', () => {
  it('只看未送完 works over all missions: a mission delivered in full drops out of the count and the page', async () => {
    const all = await board({ pageSize: 1 });
    expect(all.totalCount).toBe(2);
    const left = await board({ pageSize: 1, onlyLeft: true });
    expect(left.totalCount).toBe(1);
    expect(new Set(left.list.map((r) => r.missionId))).toEqual(new Set([w.missionId]));
    expect(left.list.every((r) => Dec.of(r.left).gt(0))).toBe(true);
  });

  it('filters by material number or name and by the delivery date range', async () => {
    const trimNo = (
      await h.db.selectFrom('materialSkuDescriptor').select('materialNo').where('id', '=', w.trim.skuId).executeTakeFirstOrThrow()
    ).materialNo;
    const byMaterial = await board({ materialSearch: trimNo });
    expect(byMaterial.totalCount).toBe(2);
    expect(new Set(byMaterial.list.map((r) => r.materialSkuId))).toEqual(new Set([w.trim.skuId]));
    expect((await board({ materialSearch: trimNo, onlyLeft: true })).totalCount).toBe(1);
    // Both missions are due 2026-12-20.
    expect((await board({ deliveryFrom: '2026-12-20', deliveryTo: '2026-12-20' })).totalCount).toBe(2);
    expect((await board({ deliveryFrom: '2026-12-21' })).totalCount).toBe(0);
    expect((await board({ deliveryTo: '2026-12-19' })).totalCount).toBe(0);
  });

  it('shows on hand and available stock of the factory and what reviewed purchases still bring (在途)', async () => {
    const e = expected(w);
    const trimRow = (await board({ searchParam: w.missionNo })).list.find((r) => r.materialSkuId === w.trim.skuId)!;
    // 10,000 put in, the full mission took the trim demand.
    const onHand = Dec.of(10000).minus(e.trim).toFixed(4);
    expect(trimRow).toMatchObject({ onHand, available: onHand, inTransit: '0.0000' });
    const supplierId = (await ok(boss, 'POST', 'supplier/insert', { name: `布行${Date.now()}` })).id;
    const purchase = await ok(boss, 'POST', 'purchase/add', {
      supplierId,
      purchaserId: boss.userId,
      datePurchase: '2026-11-22',
      expectDateEnd: '2026-12-01',
      arriveStorehouseId: w.storehouseId,
      materialsSkus: [{ materialSkuId: w.trim.skuId, conversionRate: '1', quantity: '30', unitPrice: '2' }],
    });
    // A draft purchase is not on its way yet.
    expect((await board({ searchParam: w.missionNo })).list.find((r) => r.materialSkuId === w.trim.skuId)!.inTransit).toBe(
      '0.0000',
    );
    await ok(boss, 'POST', 'uflo/MATERIALS_PURCHASE/submit', { id: purchase.id });
    expect((await board({ searchParam: w.missionNo })).list.find((r) => r.materialSkuId === w.trim.skuId)!.inTransit).toBe(
      '30.0000',
    );
  });

  it('refuses bad dates naming the field; another company sees none of it', async () => {
    const bad = await boss.call('POST', 'fac/mission/material/board', { deliveryFrom: '2026-13-40' });
    expect(bad.code).toBe(40001);
    expect(bad.msg).toContain('deliveryFrom');
    expect((await board({ onlyLeft: true }, intruder)).totalCount).toBe(0);
  });
});

describe('待送料看板 export (exportBoard)', () => {
  it('writes the stock and 在途 columns beside demand, delivered and left; those three totalled per stock unit', async () => {
    const rows = (await board({ searchParam: w.missionNo, pageSize: 100 })).list as (Row & { demand: string })[];
    const sheet = await downloadSheet(h.app, boss.sid, 'fac/mission/material/exportBoard', { searchParam: w.missionNo });
    expect(sheet.rows).toHaveLength(rows.length);
    for (const header of ['库存数', '可用库存', '在途']) expect(sheet.header).toContain(header);
    const trim = rows.find((r) => r.materialSkuId === w.trim.skuId)!;
    const at = sheet
      .column('待送料')
      .findIndex((v, i) => v === Number(trim.left) && sheet.cell(i, '库存数').value === Number(trim.onHand));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(sheet.cell(at, '可用库存').value).toBe(Number(trim.available));
    expect(sheet.cell(at, '在途').value).toBe(Number(trim.inTransit));
    expectTypedCell(sheet.cell(at, '库存数'), 'number');
    // 需求数 is summed per unit; the stock columns (repeated per mission) are not.
    const units = sheet.totals.map((t) => String(t.getCell(1).value));
    expect(units.some((u) => u.startsWith('合计'))).toBe(true);
    const label = units.find((u) => u.startsWith('合计'))!;
    expect(sheet.total(label, '需求数')).not.toBeNull();
    expect(sheet.total(label, '库存数') ?? null).toBeNull();
  });

  it('refuses no session (440), no permission (40301), a bad date naming the field; another company exports nothing', async () => {
    const url = '/v1/api/fac/mission/material/exportBoard';
    expect((await h.app.inject({ method: 'POST', url, payload: {} })).json().code).toBe(440);
    const staff = await createStaff(h.db, f, [DeliveryPermission.list]);
    const clerk = await signIn(h.app, staff.loginName, staff.password);
    expect((await clerk.call('POST', 'fac/mission/material/exportBoard', {})).code).toBe(40301);
    const bad = await boss.call('POST', 'fac/mission/material/exportBoard', { deliveryTo: 'tomorrow' });
    expect(bad.code).toBe(40001);
    expect(bad.msg).toContain('deliveryTo');
    const foreign = await downloadSheet(h.app, intruder.sid, 'fac/mission/material/exportBoard', { searchParam: w.missionNo });
    expect(foreign.rows).toHaveLength(0);
  });
});
