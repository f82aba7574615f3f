import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { choose, closeDropdown, dialog, field, label, pick, rowWith } from '../fixtures/antd.js';
import { apiCall, createMaterialMasterData } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { enterFactory, login } from '../support/helpers.js';

/**
 * Two factories of one company (issue 15, "Must show"): the boss adds a second factory linked to the company's
 * storehouse, gives a workbay a different role in each factory, and adds a colour on the company's page; the colour
 * is offered by both factories' goods form, the shared storehouse shows the same stock from both, and the workbay,
 * signed in, sees a different menu in each factory. Screenshots zh/en to docs/screenshots/issue-15/journey-*.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');
const factoryB = `二厂${tag}`;
const storehouse = `共用仓${tag}`;
const colourGroup = `集团色组${tag}`;
const colour = `集团红${tag}`;
const material = `府绸${tag}`;
const workbayNo = `J${tag}`;
const workbayName = `两厂工${tag}`;
const roleA = `采购员${tag}`;
const roleB = `仓管员${tag}`;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  // No spinner, and antd's motions (0.3 s) done.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shots, `journey-${name}.png`) });
}

/** The company storehouse (linked to the first factory) with 120 米 of a material of the first factory; a role. */
async function seed(page: Page): Promise<{ storehouseId: string; firstFactory: string }> {
  const { unitId } = await apiCall<{ unitId: string }>(page, 'GET', 'login/session');
  const store = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addStorehouse', { name: storehouse });
  const data = await createMaterialMasterData(page, tag);
  const created = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: data.kindId,
    name: material,
    skus: [{ colorName: `本白${tag}`, specificationsId: data.specId, stockUnit: '米', conversionRate: '1' }],
  });
  const detail = await apiCall<{ commonMaterialsSkuList: { id: string }[] }>(page, 'GET', 'fac/materials/getMaterialDetail', {
    id: created.id,
  });
  const stocked = await page.request.put('/v1/api/fac/stock/single', {
    data: {
      storehouseId: store.id,
      materialsSkuId: detail.commonMaterialsSkuList[0]!.id,
      inventoryType: 'IN',
      stock: '120',
      opDate: '2026-11-26',
    },
  });
  expect(((await stocked.json()) as { code: number }).code).toBe(0);
  await apiCall(page, 'POST', 'role/add', { roleName: roleA, permissionCodes: ['fac.purchaseOrder.queryList'] });
  await apiCall(page, 'POST', 'fac/common/settings/Category', { name: colourGroup, level: 'COMPANY' });
  return { storehouseId: store.id, firstFactory: unitId };
}

/** The side menu's entry, its group opened first (a closed group does not render its entries). */
async function menuEntry(page: Page, group: string, entry: string) {
  const sider = page.locator('.ant-layout-sider');
  const title = sider.locator('.ant-menu-submenu-title').filter({ hasText: new RegExp(`^${group}$`) });
  const item = sider.getByRole('menuitem', { name: entry, exact: true });
  if (!(await item.isVisible())) await title.click();
  return item;
}

/** The stock page of one storehouse: the material's row shows 120. */
async function expectSharedStock(page: Page, storehouseId: string): Promise<void> {
  await page.goto(`/materialInventory?${new URLSearchParams({ f: JSON.stringify({ storehouse: storehouseId }) })}`);
  await expect(rowWith(page, material)).toContainText('120');
}

/** The goods form's colour picker offers the company's colour. */
async function expectColourOffered(page: Page): Promise<void> {
  await page.goto('/goodsMangement');
  await page.getByTestId('goods-new').click();
  const goods = dialog(page, '新建商品');
  await field(goods, '颜色').click();
  await page.keyboard.type(colour);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: colour })).toBeVisible();
}

test('two factories: a second factory, a workbay with a role in each, a company colour, a shared storehouse', async ({
  page,
}) => {
  // Well under a minute on an idle machine; a loaded shared one takes minutes, so the budget is generous.
  test.setTimeout(360_000);
  await login(page);
  const { storehouseId, firstFactory } = await seed(page);

  // 工厂管理 → 添加工厂: the second factory, linked to the company's storehouse.
  await page.goto('/factoryMangement');
  await page.getByTestId('add-factory').click();
  await expect(page).toHaveURL(/\/addfactory/);
  await page.getByTestId('factory-name').fill(factoryB);
  await page.getByTestId('storehouse-links').getByText(storehouse).click();
  await shoot(page, 'add-factory-zh');
  await page.getByTestId('factory-save').click();
  await expect(page).toHaveURL(/\/factoryMangement/);
  await expect(rowWith(page, factoryB)).toBeVisible();
  await shoot(page, 'factories-zh');

  // A role in the second factory (roles are each factory's own): set up through the API, then back.
  const { units } = await apiCall<{ units: { id: string; name: string }[] }>(page, 'GET', 'login/session');
  const second = units.find((u) => u.name === factoryB)!.id;
  await apiCall(page, 'POST', 'login/switchUnit', { unitId: second });
  await apiCall(page, 'POST', 'role/add', { roleName: roleB, permissionCodes: ['fac.inventory.queryStorage'] });
  await apiCall(page, 'POST', 'login/switchUnit', { unitId: firstFactory });

  // 工位管理: one workbay in both factories, 采购员 in the first, 仓管员 in the second.
  await page.goto('/workermanager');
  await page.getByTestId('company-workbay-create').click();
  const drawer = dialog(page, '新建工位');
  await drawer.getByTestId('company-workbay-no').fill(workbayNo);
  await drawer.getByTestId('company-workbay-name').fill(workbayName);
  await drawer.getByTestId('company-workbay-password').fill('pass123');
  await pick(page, drawer.getByTestId('workbay-roles-0'), '', roleA);
  await closeDropdown(page);
  await drawer.getByRole('button', { name: '添加工厂' }).click();
  await pick(page, drawer.getByTestId('workbay-factory-1'), '', factoryB);
  await pick(page, drawer.getByTestId('workbay-roles-1'), '', roleB);
  await closeDropdown(page);
  await shoot(page, 'workbay-zh');
  await drawer.getByTestId('company-workbay-save').click();
  await expect(drawer).toBeHidden();
  await expect(rowWith(page, workbayNo)).toContainText(factoryB);

  // 多厂通用设置 (/publicSet): a colour of the company.
  await page.goto('/publicSet');
  await page.locator('.ant-card .ant-menu-item').filter({ hasText: colourGroup }).click();
  await page.getByRole('button', { name: /新\s*建$/ }).click();
  const form = dialog(page, '新建颜色');
  await choose(page, field(form, '分组'), colourGroup);
  await field(form, '色名').fill(colour);
  await form.getByRole('button', { name: label('保存') }).click();
  await expect(form).toBeHidden();
  await expect(rowWith(page, colour)).toBeVisible();
  await shoot(page, 'company-colour-zh');

  // The first factory: the colour in the goods form's picker, the shared storehouse's stock.
  await expectColourOffered(page);
  await shoot(page, 'colour-picker-first-zh');
  await expectSharedStock(page, storehouseId);
  await shoot(page, 'shared-stock-first-zh');

  // The second factory: the same colour offered, the same stock.
  await enterFactory(page, factoryB);
  await expectColourOffered(page);
  await shoot(page, 'colour-picker-second-zh');
  await expectSharedStock(page, storehouseId);
  await shoot(page, 'shared-stock-second-zh');

  // The workbay signs in: in the first factory it is 采购员 (采购单, no 成衣商品库存) ...
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByRole('tab', { name: '工位登录' }).click();
  await page.getByTestId('workbay-boss-code').fill('DEMO');
  await page.getByTestId('workbay-no').fill(workbayNo);
  await page.locator('input[type="password"]').fill('pass123');
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
  if (!(await page.getByTestId('factory-switcher').innerText()).includes('演示服装厂')) await enterFactory(page, '演示服装厂');
  await expect(await menuEntry(page, '采购', '采购单')).toBeVisible();
  await expect(await menuEntry(page, '库存管理', '物料库存')).toBeVisible();
  await expect(page.locator('.ant-layout-sider').getByText('成衣商品库存')).toHaveCount(0);
  await shoot(page, 'workbay-first-factory-zh');
  // ... and in the second 仓管员 (成衣商品库存, no 采购).
  await enterFactory(page, factoryB);
  await expect(await menuEntry(page, '库存管理', '成衣商品库存')).toBeVisible();
  await expect(page.locator('.ant-layout-sider .ant-menu-submenu-title').filter({ hasText: /^采购$/ })).toHaveCount(0);
  await shoot(page, 'workbay-second-factory-zh');

  // English: the same menus and the shared stock's page.
  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
  await page.reload();
  await expect(page.getByTestId('factory-switcher')).toContainText(factoryB);
  await shoot(page, 'workbay-second-factory-en');
  await enterFactory(page, '演示服装厂');
  await shoot(page, 'workbay-first-factory-en');
});
