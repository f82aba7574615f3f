import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { dialog, field, label, rowWith } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login } from '../support/helpers.js';

// Issue 15 part 5 (ADR 0011): the company's attribute store (属性库 /archives, company custom fields) beside each
// factory's own custom fields. A field added on /archives is listed first on the factory's 自定义字段, tagged 集团 and
// read-only. Screenshots in Chinese and English go to docs/screenshots/issue-15/.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const companyField = `成分${tag}`;
const seededField = `季节${tag}`;
const ownField = `本厂备注${tag}`;

test('a field added on the company attribute store is read-only on the factory page (zh and en)', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page);
  const M = 'COMMON_MATERIALS';
  await apiCall(page, 'POST', 'custom-field', {
    module: M,
    customFieldName: seededField,
    customFieldType: 'MULTI_SELECT',
    options: ['春', '夏', '秋', '冬'],
    level: 'COMPANY',
  });
  await apiCall(page, 'POST', 'custom-field', { module: M, customFieldName: ownField, customFieldType: 'TEXT' });

  await expect(page.getByRole('menuitem', { name: '属性库', exact: true })).toHaveCount(1);
  await page.goto('/archives');
  await expect(rowWith(page, seededField)).toBeVisible();
  await expect(rowWith(page, ownField)).toHaveCount(0);
  await page.getByTestId('new-field').click();
  const form = dialog(page, '新建字段');
  await field(form, '字段名称').fill(companyField);
  await form.getByTestId('field-save').click();
  await expect(form).toBeHidden();
  await expect(rowWith(page, companyField)).toBeVisible();
  await expect(rowWith(page, companyField).getByText(label('编辑'))).toBeVisible();
  await page.reload(); // the 已保存 toast gone
  await expect(rowWith(page, companyField)).toBeVisible();
  await shoot(page, 'company-attribute-store-zh');

  await page.goto('/customFieldSettings');
  const companyRow = rowWith(page, companyField);
  await expect(companyRow).toContainText('集团');
  await expect(companyRow).toContainText('集团维护');
  await expect(companyRow.getByText(label('编辑'))).toHaveCount(0);
  await expect(rowWith(page, ownField).getByText(label('编辑'))).toBeVisible();
  const names = await page.locator('.ant-table-tbody tr td:first-child').allInnerTexts();
  expect(names.findIndex((n) => n.includes(companyField))).toBeLessThan(names.findIndex((n) => n.includes(ownField)));
  await shoot(page, 'factory-custom-fields-zh');

  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
  await page.goto('/archives');
  await expect(page.getByRole('heading', { name: 'Attribute store' })).toBeVisible();
  await expect(rowWith(page, companyField)).toBeVisible();
  await shoot(page, 'company-attribute-store-en');
  await page.goto('/customFieldSettings');
  await expect(rowWith(page, companyField)).toContainText('Set by the company');
  await shoot(page, 'factory-custom-fields-en');
});
