import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { choose, dialog, field, label, rowWith } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login } from '../support/helpers.js';

// Issue 15 part 5 (ADR 0011): the company's spec library (多厂通用设置, /publicSet) and defect labels (/publicInferior)
// beside each factory's own. A colour added on the company's page is listed on the factory's 规格属性库 first, marked
// 集团 and read-only, above the factory's own. Screenshots in Chinese and English go to docs/screenshots/issue-15/.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const companyGroup = `集团色${tag}`;
const companyColour = `集团红${tag}`;
const ownColour = `本厂蓝${tag}`;

/** The company's group and one colour, the factory's own group and colour, and a label at each level. */
async function seed(page: Page): Promise<void> {
  const S = 'fac/common/settings';
  const group = await apiCall<{ id: string }>(page, 'POST', `${S}/Category`, { name: companyGroup, level: 'COMPANY' });
  await apiCall(page, 'POST', `${S}/addCommonSkuAttr`, {
    type: 'COLOR',
    name: `集团白${tag}`,
    categoryId: group.id,
    level: 'COMPANY',
  });
  const own = await apiCall<{ id: string }>(page, 'POST', `${S}/Category`, { name: `本厂色${tag}` });
  await apiCall(page, 'POST', `${S}/addCommonSkuAttr`, { type: 'COLOR', name: ownColour, categoryId: own.id });
  await apiCall(page, 'POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: `集团破洞${tag}`, level: 'COMPANY' });
  await apiCall(page, 'POST', 'fac/defectiveLabel/addDefectiveLabel', { labelName: `本厂线头${tag}` });
  const M = 'fac/materials/addOrUpdateCommonMaterialsSpecifications';
  await apiCall(page, 'POST', M, { no: `G${tag}`, remark: '集团幅宽150', level: 'COMPANY' });
  await apiCall(page, 'POST', M, { no: `F${tag}`, remark: '本厂幅宽180' });
}

test('a colour added on the company page is listed, read-only, on the factory page (zh and en)', async ({ page }) => {
  // About 25 s on an idle machine; the shared two-core machine under load has taken 90 s.
  test.setTimeout(180_000);
  await login(page);
  await seed(page);

  // The page is in the company menu (集团设置); opened by its path, which the menu item links to.
  await expect(page.getByRole('menuitem', { name: '多厂通用设置', exact: true })).toHaveCount(1);
  await page.goto('/publicSet');
  await expect(page).toHaveURL(/\/publicSet$/);
  await page.locator('.ant-card .ant-menu-item').filter({ hasText: companyGroup }).click();
  await page.getByRole('button', { name: /新\s*建$/ }).click();
  const form = dialog(page, '新建颜色');
  await choose(page, field(form, '分组'), companyGroup);
  await field(form, '色名').fill(companyColour);
  await form.getByRole('button', { name: label('保存') }).click();
  await expect(form).toBeHidden();
  await expect(rowWith(page, companyColour)).toBeVisible();
  await expect(rowWith(page, ownColour)).toHaveCount(0);
  await shoot(page, 'company-spec-library-zh');

  await page.goto('/home/setting/selfFacSetting');
  const companyRow = rowWith(page, companyColour);
  await expect(companyRow).toContainText('集团');
  await expect(companyRow).toContainText('集团维护');
  await expect(companyRow.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(rowWith(page, ownColour).getByRole('button', { name: /编\s*辑/ })).toBeVisible();
  await shoot(page, 'factory-spec-library-zh');

  await page.goto('/selfFacInferiorTag');
  await expect(rowWith(page, `集团破洞${tag}`)).toContainText('集团维护');
  await page.goto('/publicInferior');
  await expect(rowWith(page, `集团破洞${tag}`)).toBeVisible();
  await expect(rowWith(page, `本厂线头${tag}`)).toHaveCount(0);
  await shoot(page, 'company-defect-labels-zh');
  await page.goto('/publicMaterialSpecs');
  await expect(rowWith(page, `G${tag}`)).toBeVisible();
  await expect(rowWith(page, `F${tag}`)).toHaveCount(0);
  await shoot(page, 'company-material-specs-zh');
  await page.goto('/materialSpecs');
  await expect(rowWith(page, `G${tag}`)).toContainText('集团维护');
  await expect(rowWith(page, `F${tag}`).getByRole('button', { name: /编\s*辑/ })).toBeVisible();

  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
  await page.goto('/publicSet');
  await expect(page.getByText('Company spec library').first()).toBeVisible();
  await expect(rowWith(page, companyColour)).toBeVisible();
  await shoot(page, 'company-spec-library-en');
  await page.goto('/home/setting/selfFacSetting');
  await expect(rowWith(page, companyColour)).toContainText('Set by the company');
  await shoot(page, 'factory-spec-library-en');
  await page.goto('/selfFacInferiorTag');
  await expect(rowWith(page, `集团破洞${tag}`)).toContainText('Set by the company');
  await shoot(page, 'factory-defect-labels-en');
});
