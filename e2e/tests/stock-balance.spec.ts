import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { confirmModal, field, pick, rowWith } from '../fixtures/antd.js';
import { apiCall, createMaterialMasterData } from '../fixtures/api.js';
import { submitAndApprove } from '../fixtures/purchase-to-stock.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

/**
 * Period-end balance (issue 13 part 4): movements of one storehouse before and inside March, the period closed on
 * /materialsBalance, its detail checked against those movements (opening 100, in 50, out 30, closing 120, the total
 * per unit), narrowed to the material's supplier, then cancelled; the stock page then shows what a posting into the
 * reopened period added. Screenshots docs/screenshots/issue-13/balance-*.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-13');
const shoot = async (page: Page, name: string) => {
  await page.mouse.move(720, 880);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

async function move(page: Page, body: object) {
  const res = await page.request.fetch('/v1/api/fac/stock/single', { method: 'PUT', data: body });
  const answer = (await res.json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(0);
}

async function typeDate(page: Page, input: ReturnType<Page['locator']>, date: string) {
  await input.click();
  await input.press('ControlOrMeta+a');
  await input.pressSequentially(date);
  await input.press('Enter');
}

test('a period closed on the balance screen shows its movements per SKU, then is cancelled', async ({ page }) => {
  const tag = runTag();
  await login(page);
  const master = await createMaterialMasterData(page, tag);
  const m = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: master.kindId,
    name: `结存呢${tag}`,
    skus: [
      {
        colorName: `驼${tag}`,
        specificationsId: master.specId,
        stockUnit: '米',
        purchaseUnit: '米',
        conversionRate: '1',
        sampleMaterial: false,
        suppliers: [{ supplierId: master.supplierId, planCost: null, isDefault: true }],
      },
    ],
  });
  await submitAndApprove(page, 'COMMON_MATERIALS', m.id);
  const d = await apiCall<{ commonMaterialsSkuList: { id: string }[] }>(page, 'GET', 'fac/materials/getMaterialDetail', {
    id: m.id,
  });
  const sku = d.commonMaterialsSkuList[0]!.id;
  const storeName = `期末仓${tag}`.slice(0, 15);
  const store = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addStorehouse', { name: storeName });
  const put = (inventoryType: 'IN' | 'OUT', stock: string, opDate: string) =>
    move(page, { storehouseId: store.id, materialsSkuId: sku, inventoryType, stock, opDate });
  await put('IN', '100', '2026-02-10');
  await put('IN', '50', '2026-03-05');
  await put('OUT', '30', '2026-03-20');
  await put('IN', '7', '2026-04-02');

  await page.goto('/materialsBalance');
  await page.getByTestId('balance-add').click();
  const modal = page.getByRole('dialog');
  await pick(page, page.getByTestId('balance-storehouse'), storeName, storeName);
  await typeDate(page, field(modal, '开始日期'), '2026-03-01');
  await typeDate(page, field(modal, '截止日期'), '2026-03-31');
  await shoot(page, 'balance-close-zh');
  await modal.locator('.ant-modal-footer .ant-btn-primary').click();

  // The detail: opening 100 (February), in 50, out 30, closing 120; April's 7 is outside.
  await expect(page).toHaveURL(/\/materialsBalance\/detail\?balanceId=/);
  const row = rowWith(page, `结存呢${tag}`);
  const cells = row.locator('td');
  await expect(cells.nth(2)).toHaveText('100');
  await expect(cells.nth(4)).toHaveText('50');
  await expect(cells.nth(6)).toHaveText('30');
  await expect(cells.nth(8)).toHaveText('120');
  await expect(page.getByTestId('balance-total')).toContainText('合计（米）');
  await pick(page, page.getByTestId('balance-supplier'), master.supplierName, master.supplierName);
  await expect(cells.nth(8)).toHaveText('120');
  await shoot(page, 'balance-detail-zh');
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('balance-total')).toContainText('Total (米)');
  await shoot(page, 'balance-detail-en');

  // Cancelled: the period opens again (a posting dated inside it lands), the list shows it cancelled.
  await page.getByTestId('balance-cancel').click();
  await confirmModal(page);
  await expect(page.locator('.ant-tag', { hasText: 'Cancelled' })).toBeVisible();
  await put('IN', '1', '2026-03-25');
  await page.goto('/materialsBalance');
  await page.getByPlaceholder('Storehouse / remark').fill(storeName);
  await page.getByPlaceholder('Storehouse / remark').press('Enter');
  await expect(rowWith(page, storeName)).toContainText('Cancelled');
  await shoot(page, 'balance-list-en');
  await switchLanguage(page, '中文');
  await expect(rowWith(page, storeName)).toContainText('已取消');
  await shoot(page, 'balance-list-zh');

  // The stock page of that storehouse after the cancel: 100 + 50 − 30 + 7 + 1 = 128, every key figure beside 操作.
  await page.goto(`/materialInventory?${new URLSearchParams({ f: JSON.stringify({ storehouse: store.id }) })}`);
  const stockRow = rowWith(page, `结存呢${tag}`);
  await expect(stockRow.getByTestId('stock-on-hand')).toHaveText('128');
  await shoot(page, 'balance-stock-page-zh');
  await switchLanguage(page, 'English');
  await expect(page.getByRole('columnheader', { name: 'Stock value' })).toBeVisible();
  await shoot(page, 'balance-stock-page-en');
  await switchLanguage(page, '中文');
});
