import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { dialog, label, rowWith } from '../fixtures/antd.js';
import { apiCall, createMaterialMasterData } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { enterFactory, login, switchLanguage } from '../support/helpers.js';

/**
 * 集团仓库 (issue 15 part 4): a storehouse of the company shared by two factories shows one stock from both. The boss
 * links it on /home/repertory (默认仓 / 共用仓 per factory), stock goes in from each factory, and each factory's 物料库存
 * shows both SKUs with the same balances, the other factory's SKU named with its factory. Screenshots in Chinese and
 * English go to docs/screenshots/issue-15.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

/** A material of the signed-in factory with one SKU of this colour, and `quantity` of it put into the storehouse. */
async function stockedSku(page: Page, tag: string, colour: string, storehouseId: string, quantity: string): Promise<string> {
  const data = await createMaterialMasterData(page, tag);
  const material = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: data.kindId,
    name: `府绸${tag}`,
    skus: [{ colorName: colour, specificationsId: data.specId, stockUnit: '米', conversionRate: '1', suppliers: [] }],
  });
  const detail = await apiCall<{ commonMaterialsSkuList: { id: string }[] }>(page, 'GET', 'fac/materials/getMaterialDetail', {
    id: material.id,
  });
  const skuId = detail.commonMaterialsSkuList[0]!.id;
  await apiCall(page, 'POST', 'fac/stock', { storehouseId, opDate: '2026-11-26', items: [{ materialsSkuId: skuId, quantity }] });
  return skuId;
}

const stockPage = (storehouseId: string) =>
  `/materialInventory?f=${encodeURIComponent(JSON.stringify({ storehouse: storehouseId }))}`;

test('a storehouse shared by two factories: linked on /home/repertory, one stock seen from both', async ({ page }) => {
  test.setTimeout(240_000);
  const tag = runTag();
  await login(page);
  const session = await apiCall<{ unitId: string; facName: string }>(page, 'GET', 'login/session');
  const factoryB = `二厂${tag}`;
  const b = await apiCall<{ id: string }>(page, 'POST', 'fac/addFactory', { name: factoryB });
  const sharedName = `共用面料仓${tag}`;
  const shared = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addBossStorehouse', {
    name: sharedName,
    kind: 'MATERIAL',
    setUpStorehouseUnit: [
      { unitId: session.unitId, linkKind: 'SHARED' },
      { unitId: b.id, linkKind: 'SHARED' },
    ],
  });
  // A storehouse kept at a processing factory of A (加工厂仓库), chosen in that processing factory's record.
  const processingName = `外发仓${tag}`;
  const processing = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addBossStorehouse', {
    name: processingName,
    ownerKind: 'PROCESSING',
    setUpStorehouseUnit: [{ unitId: session.unitId, linkKind: 'SHARED' }],
  });
  await apiCall(page, 'POST', 'outside/factory/insert', { name: `外发厂${tag}`, commonStorehouseId: processing.id });
  const skuA = `卡其${tag}`;
  await stockedSku(page, `A${tag}`, skuA, shared.id, '120');

  // 自用仓库: a column per factory; 关联工厂 makes the shared storehouse B's default.
  await page.goto('/home/repertory');
  const row = rowWith(page, sharedName);
  await expect(row).toContainText('共用仓');
  await page.getByTestId(`link-storehouse-${shared.id}`).click();
  const links = dialog(page, `关联工厂 · ${sharedName}`);
  await links.getByTestId(`link-${b.id}`).getByText('默认仓').click();
  await shoot(page, 'repertory-link-zh');
  await links.getByRole('button', { name: label('保存') }).click();
  await expect(row).toContainText('默认仓');
  await shoot(page, 'repertory-zh');

  // B puts its own SKU into the same storehouse; B's 物料库存 shows both, A's named with A's factory.
  await enterFactory(page, factoryB);
  const skuB = `藏青${tag}`;
  await stockedSku(page, `B${tag}`, skuB, shared.id, '30.5');
  await page.goto(stockPage(shared.id));
  await expect(rowWith(page, skuA)).toContainText('120');
  await expect(rowWith(page, skuA)).toContainText(session.facName);
  await expect(rowWith(page, skuB)).toContainText('30.5');
  await shoot(page, 'stock-shared-b-zh');

  // A sees the same balances, B's SKU named with B.
  await enterFactory(page, session.facName);
  await page.goto(stockPage(shared.id));
  await expect(rowWith(page, skuA)).toContainText('120');
  await expect(rowWith(page, skuB)).toContainText(factoryB);
  await expect(rowWith(page, skuB)).toContainText('30.5');
  await shoot(page, 'stock-shared-a-zh');
  // The movement log names the factory that posted each row (操作工厂).
  await page.goto(`/materialInventory/changes?f=${encodeURIComponent(JSON.stringify({ storehouse: shared.id }))}`);
  await expect(rowWith(page, skuB)).toContainText(factoryB);
  await expect(rowWith(page, skuB).getByRole('button', { name: label('撤销') })).toHaveCount(0);
  await expect(rowWith(page, skuA).getByRole('button', { name: label('撤销') })).toHaveCount(1);
  await shoot(page, 'stock-shared-changes-zh');

  // English.
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('language-switch')).toHaveText(/English/);
  await page.goto(stockPage(shared.id));
  await expect(rowWith(page, skuB)).toContainText(factoryB);
  await shoot(page, 'stock-shared-a-en');
  await page.goto('/home/repertory');
  await expect(rowWith(page, sharedName)).toContainText('Default');
  await shoot(page, 'repertory-en');
  await page.goto('/home/repertory/factoryStore');
  await expect(rowWith(page, processingName)).toContainText(`外发厂${tag}`);
  await shoot(page, 'repertory-processing-en');
  await enterFactory(page, factoryB);
  await page.goto(stockPage(shared.id));
  await expect(rowWith(page, skuA)).toContainText(session.facName);
  await shoot(page, 'stock-shared-b-en');
});
