import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login } from '../support/helpers.js';

// Issue 15 (ADR 0011): material kinds, kind attributes, goods barcodes and numbering are the company's. Their screens
// sit in the company menu (集团设置) at the reference's paths, the former paths still open them, and each page says
// what is shared. Screenshots in Chinese and English go to docs/screenshots/issue-15/.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  // Each caller has waited for the page's content; no spinner is left to settle.
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

// The English test reads what the Chinese one seeded. About 20 s each on a quiet machine; the limit leaves room for
// a busy one (eight page loads with screenshots).
test.describe.configure({ mode: 'serial', timeout: 120_000 });

/** A kind with one attribute, and a goods style whose SKUs get generated barcodes. */
const kindName = `公司面料${tag}`;

async function seed(page: Page): Promise<void> {
  const kind = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/kinds/add', {
    no: `C${tag}`.slice(0, 8),
    name: kindName,
  });
  const field = await apiCall<{ id?: string; customFieldId?: string }>(page, 'POST', 'custom-field', {
    entity: 'COMMON_MATERIALS',
    customFieldName: `成分${tag}`.slice(0, 16),
    customFieldType: 'TEXT',
  });
  await apiCall(page, 'POST', 'fac/materials/addCommonMaterialsKindsAttrs', {
    commonMaterialsKindsId: kind.id,
    commonAttrstoreIdsList: [String(field.id ?? field.customFieldId)],
  });
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `色组${tag}` });
  const colours = [
    await attr('COLOR', `藏青${tag}`, { categoryId: group.id }),
    await attr('COLOR', `米白${tag}`, { categoryId: group.id }),
  ];
  const sizes = [await attr('SIZE', `M-${tag}`), await attr('SIZE', `L-${tag}`)];
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `上衣码${tag}`,
    sizeIds: sizes.map((s) => s.id),
  });
  await apiCall(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleName: `夹克${tag}`,
    sizeCategoryId: category.id,
    colorIds: colours.map((c) => c.id),
    sizeIds: sizes.map((s) => s.id),
  });
  await apiCall(page, 'POST', 'fac/barcode/generatorSkuBarcodes', {});
}

/** The switch's stored choice (the switch itself is clicked in supplier-review.spec.ts); the next page load reads it. */
async function toEnglish(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
}

test('the company menu holds material kinds, kind attributes, barcodes and numbering (zh and en)', async ({ page }) => {
  await login(page);
  await seed(page);

  // Each page opens at the reference's path and lights its entry in the company group (集团设置), opened for it.
  const menuItem = (name: string) => page.getByRole('menuitem', { name, exact: true });
  await page.goto('/materielClassify');
  await expect(page.getByText('集团各工厂共用这套物料分类')).toBeVisible();
  for (const item of ['物料分类', '物料档案配置', '货品条码管理', '自动编号设置']) await expect(menuItem(item)).toBeVisible();
  await expect(menuItem('物料分类')).toHaveClass(/ant-menu-item-selected/);
  await expect(page.getByTestId('kind-table').getByText(kindName)).toBeVisible();
  await shoot(page, 'material-kinds-zh');

  await menuItem('物料档案配置').click();
  await expect(page).toHaveURL(/\/attribute$/);
  await page.getByRole('menuitem', { name: new RegExp(kindName) }).click();
  await expect(page.getByText('物料分类和属性库为集团共用', { exact: false })).toBeVisible();
  await expect(page.getByRole('cell', { name: `成分${tag}`.slice(0, 16), exact: true })).toBeVisible();
  await shoot(page, 'kind-attributes-zh');

  await page.goto('/goodsBarCodeManagement');
  await expect(page.getByText('条形码在集团内唯一')).toBeVisible();
  await expect(menuItem('货品条码管理')).toHaveClass(/ant-menu-item-selected/);
  await expect(page.getByRole('cell', { name: `藏青${tag}` }).first()).toBeVisible();
  await shoot(page, 'goods-barcodes-zh');

  await page.goto('/home/autoNumber');
  await expect(page.getByText('编号规则为集团统一设置')).toBeVisible();
  await expect(menuItem('自动编号设置')).toHaveClass(/ant-menu-item-selected/);
  await shoot(page, 'numbering-zh');

  // The former paths open the same pages.
  await page.goto('/materialKinds');
  await expect(page.getByTestId('kind-table').getByText(kindName)).toBeVisible();
  await expect(menuItem('物料分类')).toHaveClass(/ant-menu-item-selected/);
  await page.goto('/autoNumbering');
  await expect(page.getByText('编号规则为集团统一设置')).toBeVisible();
});

test('the same pages in English', async ({ page }) => {
  await login(page);
  await toEnglish(page);
  await page.goto('/materielClassify');
  await expect(page.getByText('Every factory of the company shares these kinds')).toBeVisible();
  await shoot(page, 'material-kinds-en');
  await page.goto('/attribute');
  await page.getByRole('menuitem', { name: new RegExp(kindName) }).click();
  await expect(page.getByText('Kinds and the attribute store are the company’s', { exact: false })).toBeVisible();
  await shoot(page, 'kind-attributes-en');
  await page.goto('/goodsBarCodeManagement');
  await expect(page.getByText('Barcodes are unique in the company')).toBeVisible();
  await shoot(page, 'goods-barcodes-en');
  await page.goto('/home/autoNumber');
  await expect(page.getByText('Numbering is set once for the company')).toBeVisible();
  await shoot(page, 'numbering-en');
});
