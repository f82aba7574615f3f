import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { login, switchLanguage } from '../support/helpers.js';

/**
 * Bad input told plainly (issue 9 part 8): on the material form and the goods style drawer, required fields read
 * 请输入 / 请选择 plus the label, a number that is no number, negative or beyond its maximum is told so under the field
 * naming it, and nothing is changed behind the user's back (克重 "abc", 销售价 -10, 年份 99999999999 stay as typed).
 * Screenshots in both languages.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-9');
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

test('the material form and the goods drawer say what is wrong, in the field, without changing it', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);

  for (const lang of ['zh', 'en'] as const) {
    const zh = lang === 'zh';
    const text = (chinese: string, english: string) => (zh ? chinese : english);
    if (!zh) {
      await switchLanguage(page, 'English');
      await expect(page.getByTestId('language-switch')).toHaveText(/English/);
    }

    // The material form: no kind, no name, 克重 "abc".
    await page.goto('/addMaterial');
    await page.getByTestId('material-weight').fill('abc');
    await page.getByTestId('material-submit').click();
    const material = page.getByTestId('material-form');
    await expect(material.getByText(text('请选择物料分类', 'Please choose kind'), { exact: true })).toBeVisible();
    await expect(material.getByText(text('请输入物料名称', 'Please enter material name'), { exact: true })).toBeVisible();
    await expect(material.getByText(text('克重：请输入数字', 'Weight: enter a number'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('material-weight')).toHaveValue('abc');
    await shoot(page, `plain-errors-material-form-${lang}`);
    await page.getByTestId('material-weight').fill('-200');
    await expect(material.getByText(text('克重不能为负数', 'Weight must not be negative'), { exact: true })).toBeVisible();

    // The goods drawer: no name, 销售价 -10, 年份 99999999999.
    await page.goto('/goodsMangement');
    await page.getByTestId('goods-new').click();
    await page.getByTestId('goods-price').fill('-10');
    await page.getByTestId('goods-year').fill('99999999999');
    await page.getByTestId('goods-save').click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByText(text('请输入商品名称', 'Please enter style name'), { exact: true })).toBeVisible();
    await expect(drawer.getByText(text('请选择尺码组', 'Please choose size category'), { exact: true })).toBeVisible();
    await expect(drawer.getByText(text('销售价不能为负数', 'Sale price must not be negative'), { exact: true })).toBeVisible();
    await expect(drawer.getByText(text('年份最大为 2100', 'Year must be at most 2100'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('goods-price')).toHaveValue('-10');
    await expect(page.getByTestId('goods-year')).toHaveValue('99999999999');
    // Nothing was sent, so no toast repeats what the fields say.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
    // The year and the prices in view together.
    await page.getByTestId('goods-year').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, `plain-errors-goods-form-${lang}`);
    await page.keyboard.press('Escape');
  }
});
