import ExcelJS from 'exceljs';
import { specNoName } from '@gf/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';
import { makeMaterialSkus, makeStorehouse } from '../../../test/stock-fixture.js';
import { makeGoodsSkus } from './stock-bill.fixture.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const B = '/v1/stock/change';
const HEAD = [
  '单据号',
  '单据类型',
  '仓库',
  '开单日期',
  '客户',
  '商品款号',
  '颜色',
  '尺码',
  '物料编号',
  '规格',
  '数量',
  '单价',
  '备注',
  '调整说明',
];
let h: Harness;
let boss: Client;
let intruder: Client;
let viewer: Client;
let sku: { styleNo: string; color: string; size: string };

async function sheet(rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(HEAD);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = async (c: Client | null, rows: (string | null)[][]) =>
  uploadTo(h.app, `${B}/importExcel`, c?.sid ?? null, { content: await sheet(rows), name: 'bills.xlsx', type: XLSX });
async function commit(c: Client, importId: string) {
  const res = await c.call('POST', `${B}/importExcel/commit`, { importId });
  for (let i = 0; i < 100 && res.code === 0; i++) {
    if ((await c.call('GET', `excel/import/${importId}`)).data.status !== 'COMMITTING') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return res;
}
const count = async (c: Client) => (await c.call('POST', `${B}/billList`, { pageSize: 1 })).data.totalCount as number;
const row = (over: Partial<Record<string, string | null>> = {}) => {
  const v: Record<string, string | null> = {
    单据号: 'IMP-1',
    单据类型: '入库单',
    仓库: '导入仓',
    开单日期: '2026-12-01',
    客户: null,
    商品款号: sku.styleNo,
    颜色: sku.color,
    尺码: sku.size,
    数量: '5',
    单价: '10',
    备注: null,
    调整说明: null,
    ...over,
  };
  return HEAD.map((k) => v[k] ?? null);
};

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'stock-bill-import');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  const staff = await createStaff(h.db, factory, ['fac.inventory.queryStorage']);
  viewer = await signIn(h.app, staff.loginName, staff.password);
  await makeStorehouse(boss, false, '导入仓');
  const [skuId] = await makeGoodsSkus(boss);
  const { rows } = await sql<{ styleNo: string; color: string; size: string }>`
    select g.style_no as "styleNo", c.name as color, z.name as size from goods_sku k
    join goods_style g on g.id = k.goods_style_id join sku_attr c on c.id = k.color_id join sku_attr z on z.id = k.size_id
    where k.id = ${skuId}`.execute(h.db);
  sku = rows[0]!;
  await boss.call('POST', 'fac/customer/add', { name: '导入客户' });
});
afterAll(() => h.close());

describe('stock/change/importExcel (导入库存单据, dry run then commit)', () => {
  it('names every bad cell in the dry run and writes nothing until the file is right', async () => {
    const bad = await upload(boss, [
      row({ 单据类型: '借出单' }),
      row({ 单据号: 'IMP-2', 仓库: '没有这个仓' }),
      row({ 单据号: 'IMP-3', 单据类型: '工厂发货单' }),
      row({ 单据号: 'IMP-4', 颜色: '紫' }),
      row({ 单据号: 'IMP-5', 单据类型: '调整单' }),
      row({ 单据号: 'IMP-6', 数量: '-1' }),
    ]);
    expect(bad.code, bad.msg).toBe(0);
    expect(bad.data).toMatchObject({ status: 'VALIDATED', total: 6, failed: 6 });
    expect(bad.data.errors.map((e: { column: string }) => e.column).sort()).toEqual(
      ['adjustNote', 'customer', 'kind', 'quantity', 'storehouse', 'styleNo'].sort(),
    );
    expect((await commit(boss, bad.data.importId)).code).toBe(40902);
    expect(await count(boss)).toBe(0);
  });

  it('commits the rows as drafts, one bill per number (or per kind, storehouse, date and customer)', async () => {
    const good = await upload(boss, [
      row(),
      row({ 单据号: null, 单据类型: '工厂发货单', 客户: '导入客户', 数量: '2' }),
      row({ 单据号: null, 单据类型: '调整单', 数量: '0', 调整说明: '盘亏' }),
    ]);
    expect(good.data).toMatchObject({ status: 'VALIDATED', total: 3, failed: 0 });
    expect((await commit(boss, good.data.importId)).code).toBe(0);
    const list = (await boss.call('POST', `${B}/billList`, {})).data.list as {
      billNo: string;
      status: number;
      operateType: string;
    }[];
    expect(list.map((b) => [b.operateType, b.status]).sort()).toEqual([
      ['STOCK_ADJUST', 0],
      ['STOCK_DELIVERY', 0],
      ['STOCK_IN', 0],
    ]);
    expect(list.find((b) => b.operateType === 'STOCK_IN')!.billNo).toBe('IMP-1');
  });

  it('refuses no session and another factory’s names; a row of a kind the user may not make is named', async () => {
    expect((await upload(null, [row()])).code).toBe(440);
    const theirs = await upload(intruder, [row({ 单据号: 'X-1' })]);
    expect(theirs.data.errors.map((e: { column: string }) => e.column).sort()).toEqual(['storehouse', 'styleNo']);
    const mine = await upload(viewer, [row({ 单据号: 'V-1' })]);
    expect(mine.data.errors.map((e: { column: string }) => e.column)).toEqual(['kind']);
    expect(await count(intruder)).toBe(0);
  });

  it('takes materials by 物料编号, 颜色 and 规格 (the spec may be left out when the colour has one)', async () => {
    const { skuIds } = await makeMaterialSkus(boss, ['藏青']);
    const { rows } = await sql<{ no: string; spec: string; remark: string | null }>`
      select material_no as no, spec_no as spec, spec_remark as remark from material_sku_descriptor
      where id = ${skuIds[0]}`.execute(h.db);
    const m = { 商品款号: null, 尺码: null, 物料编号: rows[0]!.no, 颜色: '藏青' };
    const bad = await upload(boss, [
      row({ ...m, 单据号: 'MAT-0', 颜色: '米白' }),
      row({ ...m, 单据号: 'MAT-0', 物料编号: null }),
    ]);
    expect(bad.data.errors.map((e: { column: string }) => e.column).sort()).toEqual(['materialNo', 'styleNo']);
    const good = await upload(boss, [
      row({ ...m, 单据号: 'MAT-1', 规格: rows[0]!.spec }),
      row({ ...m, 单据号: 'MAT-2', 数量: '3' }),
    ]);
    expect(good.data, JSON.stringify(good.data.errors)).toMatchObject({ total: 2, failed: 0 });
    expect((await commit(boss, good.data.importId)).code).toBe(0);
    const list = (await boss.call('POST', `${B}/billList`, { skuKind: 'MATERIAL', pageSize: 10 })).data.list as { id: string }[];
    const lines = await Promise.all(list.map(async (b) => (await boss.call('GET', `${B}/detail`, { id: b.id })).data));
    expect(lines.map((d) => [d.billNo, d.skuKind, d.lines[0].skuId, Number(d.lines[0].quantity)]).sort()).toEqual([
      ['MAT-1', 'MATERIAL', skuIds[0], 5],
      ['MAT-2', 'MATERIAL', skuIds[0], 3],
    ]);
    // The detail names a material line's 规格 where goods have their size (the web's lines and print show it).
    const spec = specNoName(rows[0]!.spec, rows[0]!.remark);
    expect(spec).not.toBe('');
    expect(lines.map((d) => d.lines[0].sizeName)).toEqual([spec, spec]);
  });
});
