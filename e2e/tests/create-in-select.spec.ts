import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { choose, closeDropdown, dialog, field, label } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

/**
 * 新建 where you choose (issue 9 parts 4 and 7): the material form's kind select creates a kind, its unit selects a
 * unit of the units dictionary (码 under 米 fixes the rate at 0.9144; a new unit leaves it to the clerk); the goods
 * form's size-group select creates a size group and its sizes come pre-selected; the units dictionary lists the new
 * unit. Then the same screens in English. Screenshots in docs/screenshots/issue-9.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-9');
const shoot = async (page: Page, name: string, { top = false } = {}) => {
  if (top) await page.locator('.app-content').evaluate((el) => el.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

const tag = runTag();
const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

/** Opens a select and clicks its 新建 (the first option). */
async function createFrom(page: Page, select: Locator): Promise<void> {
  await select.click();
  // A dropdown closed a moment ago may still be fading out: wait until only this one is open.
  await expect(openDropdown(page)).toHaveCount(1);
  await openDropdown(page).getByTestId('select-create').click();
}

/** The form item labelled `text` (its whole label). */
const item = (scope: Locator, text: string) =>
  scope.locator('.ant-form-item').filter({ has: scope.page().locator('label', { hasText: new RegExp(`^${text}$`) }) });

test('新建 in the material and goods forms: a kind, a unit and a size group, each chosen once saved', async ({ page }) => {
  // Two languages, eight drawers: about 40 s on an idle machine; the margin is for a busy one.
  test.setTimeout(180_000);
  await login(page);
  const sizes = ['S', 'M', 'L'].map((s) => `${s}${tag}`);
  for (const name of sizes) await apiCall(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type: 'SIZE', name });
  const kindNo = `K${tag}`;
  const kindName = `辅料${tag}`;
  const unitName = `捆${tag}`;
  const groupName = `尺码组${tag}`;

  // Material form: 新建 in the kind select opens the kind form; the saved kind is chosen.
  await page.goto('/addMaterial');
  const form = page.getByTestId('material-form');
  await form.getByTestId('material-kind').click();
  await expect(openDropdown(page).locator('.ant-select-item-option').first()).toHaveText(/新建/);
  await shoot(page, 'create-in-select-kind-option-zh');
  await openDropdown(page).getByTestId('select-create').click();
  const kindForm = dialog(page, '新建分类');
  await field(kindForm, '物料分类号').fill(kindNo);
  await field(kindForm, '分类名称').fill(kindName);
  await kindForm.getByTestId('kind-save').click();
  await expect(kindForm).toBeHidden();
  await expect(form.getByTestId('material-kind')).toContainText(`${kindNo}-${kindName}`);

  // A SKU row: 米 and 码 convert at a fixed rate; a new unit (新建 in the purchase-unit select) does not.
  await form.getByTestId('add-sku').click();
  const row = form.locator('[data-testid="sku-table"] tr[data-row-key^="new-"]').first();
  await choose(page, row.getByTestId('sku-stock-unit'), '米');
  await expect(row.getByTestId('sku-stock-unit')).toContainText('米');
  await choose(page, row.getByTestId('sku-purchase-unit'), '码');
  const rate = row.locator('input[inputmode="decimal"]').nth(1);
  await expect(rate).toHaveValue('0.9144');
  await expect(rate).toBeDisabled();
  await createFrom(page, row.getByTestId('sku-purchase-unit'));
  const unitForm = dialog(page, '新建单位');
  await field(unitForm, '单位名称').fill(unitName);
  await unitForm.getByText('按件计', { exact: true }).click();
  await shoot(page, 'create-in-select-unit-drawer-zh');
  await unitForm.getByTestId('unit-save').click();
  await expect(unitForm).toBeHidden();
  await expect(row.getByTestId('sku-purchase-unit')).toContainText(unitName);
  await expect(rate).toBeEnabled();
  await expect(rate).toHaveValue('');
  await shoot(page, 'create-in-select-material-form-zh');

  // Goods form: 新建 in the size-group select; the new group is chosen and its sizes pre-selected.
  await page.goto('/goodsMangement');
  await page.getByTestId('goods-new').click();
  const goods = dialog(page, '新建商品');
  await createFrom(page, goods.getByTestId('goods-size-category'));
  const groupForm = dialog(page, '新建尺码组');
  await field(groupForm, '尺码组名称').fill(groupName);
  for (const size of sizes) await choose(page, field(groupForm, '尺码'), size);
  await closeDropdown(page);
  await groupForm.getByRole('button', { name: label('保存') }).click();
  await expect(groupForm).toBeHidden();
  await expect(goods.getByTestId('goods-size-category')).toContainText(groupName);
  for (const size of sizes) await expect(item(goods, '尺码')).toContainText(size);
  await shoot(page, 'create-in-select-goods-sizes-zh');

  // The units dictionary: the defaults with their conversions; the new unit (last) is counted in pieces.
  await page.goto('/measureUnits');
  await expect(page.getByRole('row').filter({ hasText: '1 码 = 0.9144 米' })).toBeVisible();
  await shoot(page, 'units-dictionary-zh', { top: true });
  await page.getByPlaceholder('请输入单位名称搜索').fill(unitName);
  await page.getByPlaceholder('请输入单位名称搜索').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: unitName })).toContainText('按件计');

  // The same screens in English.
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('language-switch')).toHaveText(/English/);
  await page.mouse.move(720, 880);
  await expect(page.getByRole('row').filter({ hasText: unitName })).toContainText('Counted in pieces');
  await page.goto('/measureUnits');
  await expect(page.getByRole('row').filter({ hasText: '1 码 = 0.9144 米' })).toBeVisible();
  await shoot(page, 'units-dictionary-en', { top: true });

  await page.goto('/addMaterial');
  await form.getByTestId('material-kind').click();
  await expect(openDropdown(page).locator('.ant-select-item-option').first()).toHaveText(/New/);
  await shoot(page, 'create-in-select-kind-option-en');
  await page.keyboard.press('Escape');
  await form.getByTestId('add-sku').click();
  await choose(page, row.getByTestId('sku-stock-unit'), '米');
  await createFrom(page, row.getByTestId('sku-purchase-unit'));
  const unitFormEn = dialog(page, 'New unit');
  await field(unitFormEn, 'Unit').fill(`Bale${tag}`.slice(0, 10));
  await shoot(page, 'create-in-select-unit-drawer-en');
  await unitFormEn.getByTestId('unit-save').click();
  await expect(unitFormEn).toBeHidden();
  await shoot(page, 'create-in-select-material-form-en');

  await page.goto('/goodsMangement');
  await page.getByTestId('goods-new').click();
  const goodsEn = dialog(page, 'New goods style');
  await choose(page, goodsEn.getByTestId('goods-size-category'), groupName);
  for (const size of sizes) await expect(item(goodsEn, 'Sizes')).toContainText(size);
  await shoot(page, 'create-in-select-goods-sizes-en');
});
