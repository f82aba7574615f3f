import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { downloadSheet, expectTypedCell } from '../../../test/xlsx.js';

// purchase/exportPurchaseListExcel: the list's bills with their material lines, typed cells, 整单 figures once, totals per unit.
let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
let cloth: string;
let buttons: string;
const EXPORT = 'purchase/exportPurchaseListExcel';
const bills: { id: string; orderNo: string }[] = [];

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'purchase-export');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, []);
  powerless = await signIn(h.app, staff.loginName, staff.password);
  const supplierId = (await boss.call('POST', 'supplier/insert', { name: `导出布行${Date.now()}` })).data.id;
  cloth = (await makeMaterialSkus(boss, ['红'], { supplierId, purchaseUnit: '卷', conversionRate: '50' })).skuIds[0]!;
  buttons = (await makeMaterialSkus(boss, ['黑'], { supplierId, stockUnit: '个', purchaseUnit: '个' })).skuIds[0]!;
  const storehouseId = await makeStorehouse(boss);
  const add = async (lines: Record<string, unknown>[], datePurchase: string) => {
    const res = await boss.call('POST', 'purchase/add', {
      supplierId,
      purchaserId: boss.userId,
      datePurchase,
      expectDateEnd: '2026-12-01',
      arriveStorehouseId: storehouseId,
      remark: '整单备注',
      materialsSkus: lines,
    });
    expect(res.code, res.msg).toBe(0);
    bills.push({
      id: res.data.id,
      orderNo: (await boss.call('GET', 'purchase/purchaseDetail', { billMaterialPurchaseId: res.data.id })).data.orderNo,
    });
  };
  // Bill 1: 2.5 卷 (125 米) of cloth and 3000 个 of buttons; bill 2: 1 卷 (50 米) of cloth.
  await add(
    [
      { materialSkuId: cloth, conversionRate: '50', quantity: '2.5', unitPrice: '100.5' },
      { materialSkuId: buttons, conversionRate: '1', quantity: '3000', unitPrice: '0.12' },
    ],
    '2026-11-20',
  );
  await add([{ materialSkuId: cloth, conversionRate: '50', quantity: '1', unitPrice: '99.99' }], '2026-11-21');
});
afterAll(() => h.close());

describe('purchase/exportPurchaseListExcel', () => {
  it('writes one row per material line with typed cells, the bill amount once per bill and totals per unit', async () => {
    const sheet = await downloadSheet(h.app, boss.sid, EXPORT, {});
    expect(sheet.header).toEqual(
      expect.arrayContaining([
        '采购单号',
        '物料名称',
        '采购数[采购单位]',
        '合计采购[库存单位]',
        '采购总额（整单）',
        '已付金额（整单）',
      ]),
    );
    expect(sheet.rows).toHaveLength(3);
    const rowsOf = (orderNo: string) => sheet.column('采购单号').flatMap((v, i) => (v === orderNo ? [i] : []));
    const [first, second] = rowsOf(bills[0]!.orderNo);
    expect(rowsOf(bills[1]!.orderNo)).toHaveLength(1);
    // The bill's identity repeats on every line; its figures only on its first line.
    expect(sheet.cell(second!, '供应商').value).toBe(sheet.cell(first!, '供应商').value);
    expectTypedCell(sheet.cell(first!, '采购总额（整单）'), 'number', '#,##0.00');
    expect(sheet.cell(first!, '采购总额（整单）').value).toBe(611.25);
    expect(sheet.cell(second!, '采购总额（整单）').value).toBeNull();
    // Quantities, prices and amounts are numbers with the column's decimals; dates are dates.
    const clothRow = sheet.cell(first!, '库存单位').value === '米' ? first! : second!;
    expectTypedCell(sheet.cell(clothRow, '采购数[采购单位]'), 'number', '0.####');
    expect(sheet.cell(clothRow, '采购数[采购单位]').value).toBe(2.5);
    expectTypedCell(sheet.cell(clothRow, '合计采购[库存单位]'), 'number', '0');
    expect(sheet.cell(clothRow, '合计采购[库存单位]').value).toBe(125);
    expectTypedCell(sheet.cell(clothRow, '采购单价'), 'number', '#,##0.00##');
    expect(sheet.cell(clothRow, '采购单价').value).toBe(100.5);
    expectTypedCell(sheet.cell(clothRow, '采购金额'), 'number', '#,##0.00');
    expectTypedCell(sheet.cell(clothRow, '采购日期'), 'date', 'yyyy-mm-dd');
    expect(sheet.cell(clothRow, '采购日期').value).toEqual(new Date('2026-11-20T00:00:00Z'));
    expect(sheet.cell(clothRow, '是否到齐').value).toBe('未到料');
    // Totals: 米 and 个 never in one figure; money once per bill.
    expect(sheet.total('合计（米）', '合计采购[库存单位]')).toBe(175);
    expect(sheet.total('合计（个）', '合计采购[库存单位]')).toBe(3000);
    expect(sheet.total('合计（卷）', '采购数[采购单位]')).toBe(3.5);
    expect(sheet.total('合计（卷）', '合计采购[库存单位]')).toBeNull();
    expect(sheet.total('合计', '采购金额')).toBe(711.24);
    expect(sheet.total('合计', '采购总额（整单）')).toBe(711.24);
    expect(sheet.total('合计（米）', '未到料')).toBe(175);
  });

  it('keeps the list filters and speaks English', async () => {
    const one = await downloadSheet(h.app, boss.sid, EXPORT, { orderNos: [bills[1]!.orderNo] });
    expect(one.column('采购单号')).toEqual([bills[1]!.orderNo]);
    const en = await downloadSheet(h.app, boss.sid, EXPORT, { orderNos: [bills[1]!.orderNo] }, 'en');
    expect(en.header).toContain('Bill amount (whole bill)');
    expect(en.total('Total (米)', 'Total (stock unit)')).toBe(50);
  });

  it('checks session, unit, permission and input', async () => {
    expect((await call(h.app, 'POST', EXPORT, {})).code).toBe(440);
    expect((await downloadSheet(h.app, intruder.sid, EXPORT, {})).rows).toEqual([]);
    expect((await powerless.call('POST', EXPORT, {})).code).toBe(40301);
    const bad = await boss.call('POST', EXPORT, { datePurchaseStart: 'x' });
    expect(bad.code).toBe(40001);
  });
});
