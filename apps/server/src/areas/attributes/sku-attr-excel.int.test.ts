import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createFactory, createStaff, signIn, startHarness, type Client, type Harness } from '../../../test/harness.js';
import { uploadTo } from '../../../test/multipart.js';

let h: Harness;
let boss: Client;
let intruder: Client;
let powerless: Client;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const S = 'fac/common/settings';

beforeAll(async () => {
  h = await startHarness();
  const factory = await createFactory(h.db, 'axl');
  boss = await signIn(h.app, factory.boss.loginName, factory.boss.password);
  const other = await createFactory(h.db, 'other');
  intruder = await signIn(h.app, other.boss.loginName, other.boss.password);
  powerless = await signIn(
    h.app,
    ...(({ loginName, password }) => [loginName, password] as const)(await createStaff(h.db, factory, [])),
  );
});
afterAll(() => h.close());

async function sheet(head: string[], rows: (string | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('s');
  ws.addRow(head);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const upload = (c: Client | null, kind: 'color' | 'size', content: Buffer) =>
  uploadTo(h.app, `${S}/${kind}/importExcel`, c?.sid ?? null, { content, name: 'import.xlsx', type: XLSX });
async function commit(c: Client, kind: 'color' | 'size', importId: string) {
  const res = await c.call('POST', `${S}/${kind}/importExcel/commit`, { importId });
  for (let i = 0; i < 100 && res.code === 0; i++) {
    if ((await c.call('GET', `excel/import/${importId}`)).data.status !== 'COMMITTING') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return res;
}
const count = async (c: Client, type: string) =>
  (await c.call('POST', `${S}/getFacCommonList`, { type, pageSize: 1 })).data.totalCount;

describe('Excel import of colours and sizes', () => {
  it('colours: template, every bad row named, then commit creating a missing group', async () => {
    const template = await h.app.inject({
      method: 'GET',
      url: `/v1/api/${S}/color/importTemplate`,
      headers: { cookie: `sid=${boss.sid}` },
    });
    expect(template.statusCode).toBe(200);
    const g = (await boss.call('POST', `${S}/Category`, { name: '基础色' })).data;
    await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: '黑色', no: 'K1', categoryId: g.id });
    const head = ['色号', '色名', '颜色分组'];
    const bad = await upload(
      boss,
      'color',
      await sheet(head, [
        ['K1', '白色', '基础色'],
        [null, '黑色', '基础色'],
        [null, '红色', null],
        [null, '红色', '基础色'],
        ['A-1', '蓝色', '基础色'],
      ]),
    );
    // Row 4 repeats row 3's name, but row 3 already failed (no group), so row 4 alone is fine.
    expect(bad.data).toMatchObject({ status: 'VALIDATED', failed: 4, total: 5 });
    expect(bad.data.errors.map((e: { column: string }) => e.column).sort()).toEqual(['groupName', 'name', 'no', 'no']);
    expect((await commit(boss, 'color', bad.data.importId)).code).toBe(40902);
    expect(await count(boss, 'COLOR')).toBe(1);

    const good = await upload(
      boss,
      'color',
      await sheet(head, [
        ['W1', '白色', '基础色'],
        [null, '酒红', '流行色'],
        [null, '燕麦', '流行色'],
      ]),
    );
    expect(good.data).toMatchObject({ failed: 0, total: 3 });
    expect((await commit(boss, 'color', good.data.importId)).code).toBe(0);
    const groups = (await boss.call('GET', `${S}/findColorCategorys`)).data;
    expect(
      groups.map((x: { category: string; colorList: { name: string; no: string }[] }) => [
        x.category,
        x.colorList.map((c) => `${c.no}:${c.name}`),
      ]),
    ).toEqual([
      ['基础色', ['K1:黑色', 'W1:白色']],
      ['流行色', ['001:酒红', '002:燕麦']],
    ]);
  });

  it('sizes: optional size category must exist; imported sizes join it in file order', async () => {
    const [s] = [(await boss.call('POST', `${S}/addCommonSkuAttr`, { type: 'SIZE', name: 'S' })).data.id];
    const cat = (await boss.call('POST', 'goodsAttrSizeCategory/config/add', { category: '上衣', sizeIds: [s] })).data;
    const head = ['尺码编码', '尺码', '尺码组'];
    const bad = await upload(
      boss,
      'size',
      await sheet(head, [
        [null, 'M', '没有'],
        [null, 'S', null],
      ]),
    );
    expect(bad.data.errors.map((e: { column: string }) => e.column).sort()).toEqual(['groupName', 'name']);
    const good = await upload(
      boss,
      'size',
      await sheet(head, [
        [null, 'M', '上衣'],
        [null, 'L', '上衣'],
        [null, '均码', null],
      ]),
    );
    expect((await commit(boss, 'size', good.data.importId)).code).toBe(0);
    const sizes = await boss.call('GET', 'fac/goods/getSizeInfoByCategoryMediumId', { categoryId: cat.id });
    expect(sizes.data.map((x: { name: string }) => x.name)).toEqual(['S', 'M', 'L']);
    expect(await count(boss, 'SIZE')).toBe(4);
  });

  it("440 without a session, 40301 without the permission; another factory's groups are unknown", async () => {
    const content = await sheet(['尺码', '尺码组'], [['XL', '上衣']]);
    expect((await upload(null, 'size', content)).code).toBe(440);
    expect(await upload(powerless, 'size', content)).toMatchObject({ code: 40301, msg: '抱歉，您没有操作权限' });
    expect((await powerless.call('POST', `${S}/size/importExcel/commit`, { importId: '1' })).code).toBe(40301);
    expect((await call(h.app, 'POST', `${S}/color/importExcel/commit`, { importId: '1' })).code).toBe(440);
    const foreign = await upload(intruder, 'size', content);
    expect(foreign.data.errors[0].column).toBe('groupName');
    const mine = await upload(boss, 'color', await sheet(['色名', '颜色分组'], [['新色', '基础色']]));
    expect((await intruder.call('POST', `${S}/color/importExcel/commit`, { importId: mine.data.importId })).code).toBe(40402);
    expect((await intruder.call('POST', `${S}/color/importExcel/commit`, {})).data.errors[0].field).toBe('importId');
    expect(await count(intruder, 'COLOR')).toBe(0);
  });
});
