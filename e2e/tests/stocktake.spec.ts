import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test, type Page } from '@playwright/test';
import { dialog, pick, rowWith } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { submitAndApprove } from '../fixtures/purchase-to-stock.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

/**
 * Stocktake (issue 13 part 2): a count of a new storehouse started from 盘点 by typing the storehouse's name, counted
 * by two people (the clerk on screen, a workbay with the count permission through its own session), 10 米 delivered
 * out during the count, the analyses showing book, moved, counted and difference, 处理盘点, and the stock page showing
 * counted − what left during the count. Screenshots docs/screenshots/issue-13/stocktake-*-{zh,en}.png.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-13');
const shoot = async (page: Page, name: string) => {
  await page.mouse.move(720, 880);
  await page.waitForTimeout(300);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

interface Data {
  tag: string;
  storehouseId: string;
  storehouseName: string;
  materialNo: string;
  colours: [string, string];
  skuIds: [string, string];
  bossCode: string;
  workNo: string;
}

async function setUp(page: Page): Promise<Data> {
  const tag = runTag();
  const session = await apiCall<{ unitId: string; userInfo: { bossCode: string } }>(page, 'GET', 'login/session');
  const storehouseName = `盘点仓${tag}`;
  const storehouse = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addStorehouse', { name: storehouseName });
  const kind = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/kinds/add', { no: `P${tag}`, name: `盘点料${tag}` });
  const spec = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
    no: `P${tag}`,
  });
  const colours: [string, string] = [`藏青${tag}`, `米白${tag}`];
  const m = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: kind.id,
    name: `牛津布${tag}`,
    skus: colours.map((colorName) => ({
      colorName,
      specificationsId: spec.id,
      stockUnit: '米',
      purchaseUnit: '米',
      conversionRate: '1',
      sampleMaterial: false,
    })),
  });
  await submitAndApprove(page, 'COMMON_MATERIALS', m.id);
  const d = await apiCall<{ commonMaterialsNo: string; commonMaterialsSkuList: { id: string; colorName: string }[] }>(
    page,
    'GET',
    'fac/materials/getMaterialDetail',
    { id: m.id },
  );
  const skuOf = (c: string) => d.commonMaterialsSkuList.find((s) => s.colorName === c)!.id;
  const skuIds: [string, string] = [skuOf(colours[0]), skuOf(colours[1])];
  for (const [skuId, stock] of [
    [skuIds[0], '100'],
    [skuIds[1], '40'],
  ] as const)
    await apiCall(page, 'PUT', 'fac/stock/single', {
      storehouseId: storehouse.id,
      materialsSkuId: skuId,
      inventoryType: 'IN',
      stock,
      opDate: '2026-12-02',
    });
  // The second counter: a workbay whose role lists and counts stocktakes, nothing more.
  const role = await apiCall<{ id: string }>(page, 'POST', 'role/add', {
    roleName: `盘点员${tag}`,
    permissionCodes: ['fac.materialsCheck.list', 'fac.materialsCheck.count'],
    userIds: [],
  });
  const workNo = `PD${tag}`;
  await apiCall(page, 'POST', 'facUser/addWorkbay', {
    loginName: workNo,
    userName: `小盘${tag}`,
    password: 'pass123',
    facInfos: [{ facId: session.unitId, roleIds: [role.id] }],
  });
  return {
    tag,
    storehouseId: storehouse.id,
    storehouseName,
    materialNo: d.commonMaterialsNo,
    colours,
    skuIds,
    bossCode: session.userInfo.bossCode,
    workNo,
  };
}

/** The workbay counts the first colour in its own session (another place of the storehouse). */
async function workbayCounts(baseURL: string, data: Data, checkId: string, quantity: string): Promise<void> {
  const api = await request.newContext({ baseURL });
  const post = async <T>(url: string, body: object) => {
    const answer = (await (await api.post(`/v1/api/${url}`, { data: body })).json()) as { code: number; msg: string; data: T };
    expect(answer.code, `${url}: ${answer.msg}`).toBe(0);
    return answer.data;
  };
  await post('login/workbayLogin', { bossCode: data.bossCode, loginName: data.workNo, password: 'pass123' });
  const detail = (await (await api.get('/v1/api/materials/check/getCheckDetail', { params: { checkId } })).json()) as {
    data: { isHidden: boolean; lines: { id: string; colorName: string }[] };
  };
  expect(detail.data.isHidden).toBe(true);
  const line = detail.data.lines.find((l) => l.colorName === data.colours[0])!;
  await post('materials/check/updateCheckDetail', { checkId, counts: [{ lineId: line.id, quantity }] });
  await api.dispose();
}

test('stocktake: counted by two people while stock moves, analysed, handled, the stock page shows the result', async ({
  page,
  baseURL,
}) => {
  await login(page);
  const data = await setUp(page);
  const [navy, white] = data.colours;

  await page.goto('/materialsCheck');
  await page.getByTestId('stocktake-add').click();
  const create = dialog(page, '新建盘点');
  await pick(page, create.getByTestId('stocktake-storehouse'), data.storehouseName, data.storehouseName);
  await create.getByRole('switch').click();
  await create.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/materialsCheck\/detail\?checkId=/);
  const checkId = new URL(page.url()).searchParams.get('checkId')!;
  await expect(page.getByText('盲盘中')).toHaveCount(0); // the clerk (boss) may handle: sees the books

  // The clerk counts 60 of the navy (one rack) and 38 of the white; the workbay counts 35 of the navy elsewhere.
  await page.getByTestId(`count-${data.materialNo}-${navy}`).fill('60');
  await page.getByTestId(`count-${data.materialNo}-${white}`).fill('38');
  await page.getByTestId('stocktake-save-counts').click();
  await expect(rowWith(page, white)).toContainText('38');
  await workbayCounts(baseURL!, data, checkId, '35');
  // 10 米 of the navy leave during the count.
  await apiCall(page, 'PUT', 'fac/stock/single', {
    storehouseId: data.storehouseId,
    materialsSkuId: data.skuIds[0],
    inventoryType: 'OUT',
    stock: '10',
    opDate: '2026-12-02',
  });
  await page.reload();
  const navyRow = rowWith(page, navy);
  await expect(navyRow).toContainText('95');
  await expect(navyRow).toContainText('-5');
  await page.getByTestId(`counters-${data.materialNo}-${navy}`).hover();
  await expect(page.locator('.ant-popover').getByText(`小盘${data.tag}`)).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, 'stocktake-count-zh.png') });

  await page.getByRole('tab', { name: '差异分析' }).click();
  const analysed = page.locator('tr.ant-table-row:visible').filter({ hasText: navy });
  await expect(analysed).toContainText('-10'); // moved during the count
  await expect(analysed).toContainText('90'); // stock now
  await expect(page.getByTestId('stocktake-loss')).toContainText('-7');
  await shoot(page, 'stocktake-analyses-zh');

  await page.getByTestId('stocktake-handle').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('.page-title-bar')).toContainText('已处理');
  await page.getByRole('tab', { name: '日志' }).click();
  await expect(page.getByRole('cell', { name: '处理盘点', exact: true })).toBeVisible();
  await shoot(page, 'stocktake-logs-zh');

  // The stock page: counted − what left during the count (95 − 10 = 85), and 38 of the white.
  await page.goto(`/materialInventory?${new URLSearchParams({ f: JSON.stringify({ storehouse: data.storehouseId }) })}`);
  await expect(rowWith(page, navy)).toContainText('85');
  await expect(rowWith(page, white)).toContainText('38');
  await shoot(page, 'stocktake-stock-zh');

  await page.goto(`/materialsCheck?${new URLSearchParams({ f: JSON.stringify({ storehouseId: data.storehouseId }) })}`);
  await expect(rowWith(page, data.storehouseName)).toContainText('已处理');
  await shoot(page, 'stocktake-list-zh');

  await switchLanguage(page, 'English');
  await expect(rowWith(page, data.storehouseName)).toContainText('Handled');
  await shoot(page, 'stocktake-list-en');
  await page.goto(`/materialsCheck/detail?checkId=${checkId}`);
  await expect(rowWith(page, navy)).toContainText('-5');
  await shoot(page, 'stocktake-count-en');
  await page.getByRole('tab', { name: 'Analyses' }).click();
  await expect(page.getByTestId('stocktake-loss')).toContainText('Losses -7');
  await shoot(page, 'stocktake-analyses-en');
  await page.getByRole('tab', { name: 'Log' }).click();
  await expect(page.getByRole('cell', { name: 'Handled', exact: true })).toBeVisible();
  await shoot(page, 'stocktake-logs-en');
  await switchLanguage(page, '中文');
});
