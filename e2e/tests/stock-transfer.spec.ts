import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { submitAndApprove } from '../fixtures/purchase-to-stock.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

/**
 * The stock ledger side of issue 13: the stock page shows 单位成本 / 库存金额; a period closed up to today refuses a
 * 入库 dated inside it, on screen, until the balance is cancelled. Transfers are not built yet (see the allocate README).
 * Screenshots docs/screenshots/issue-13/balance-*.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-13');
const shoot = async (page: Page, name: string) => {
  await page.mouse.move(720, 880);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

async function send(page: Page, method: 'PUT' | 'POST', url: string, data: object) {
  const res = await page.request.fetch(url, { method, data });
  const answer = (await res.json()) as { code: number; msg: string; data: { id: string } };
  expect(answer.code, `${method} ${url}: ${answer.msg}`).toBe(0);
  return answer.data;
}

test('period lock: a closed period refuses a posting on the stock page until cancelled', async ({ page }) => {
  const tag = runTag();
  await login(page);
  const kind = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/kinds/add', { no: `B${tag}`, name: `结存料${tag}` });
  const spec = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
    no: `B${tag}`,
  });
  const m = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: kind.id,
    name: `结存布${tag}`,
    skus: [
      {
        colorName: `灰${tag}`,
        specificationsId: spec.id,
        stockUnit: '米',
        purchaseUnit: '米',
        conversionRate: '1',
        sampleMaterial: false,
      },
    ],
  });
  await submitAndApprove(page, 'COMMON_MATERIALS', m.id);
  const d = await apiCall<{ commonMaterialsSkuList: { id: string }[] }>(page, 'GET', 'fac/materials/getMaterialDetail', {
    id: m.id,
  });
  const skuId = d.commonMaterialsSkuList[0]!.id;
  const storehouse = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addStorehouse', {
    name: `结存仓${tag}`.slice(0, 15),
  });
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  await send(page, 'PUT', '/v1/api/fac/stock/single', {
    storehouseId: storehouse.id,
    materialsSkuId: skuId,
    inventoryType: 'IN',
    stock: '120',
    opDate: today,
  });
  const period = await send(page, 'POST', '/v1/api/materials/balance/addBalance', {
    storehouseId: storehouse.id,
    periodStart: '2026-01-01',
    periodEnd: today,
  });

  for (const lang of ['zh', 'en'] as const) {
    await page.goto(`/materialInventory?${new URLSearchParams({ f: JSON.stringify({ storehouse: storehouse.id }) })}`);
    if (lang === 'en') await switchLanguage(page, 'English');
    const row = page.locator('.ant-table-row', { hasText: `结存布${tag}` });
    await expect(row).toContainText('120');
    await shoot(page, `balance-stock-${lang}`);
    await row.getByRole('button', { name: lang === 'zh' ? '入库' : 'In', exact: true }).click();
    const form = page.getByTestId('stock-change-form');
    await form.locator('#stock').fill('5');
    await page.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(page.getByText(lang === 'zh' ? `已结存至 ${today}` : `is closed up to ${today}`).first()).toBeVisible();
    await shoot(page, `balance-refused-${lang}`);
    await page.keyboard.press('Escape');
    await expect(row).toContainText('120');
  }
  await switchLanguage(page, '中文');
  await send(page, 'POST', '/v1/api/materials/balance/cancel', { id: period.id });
});
