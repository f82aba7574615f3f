import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { dialog, label, rowWith } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { DEMO_LOGIN, enterFactory, login, switchLanguage } from '../support/helpers.js';

/**
 * 工厂管理 as the boss clicks it (issue 15 part 2): add a second factory with its groups, edit it, switch into it with
 * the factory switcher (the app reloads there), delete it with the password (the session moves back), and 收费限制.
 * Screenshots of each page in Chinese and English go to docs/screenshots/issue-15.
 */
test.use({ viewport: { width: 1440, height: 900 } });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');
const shoot = async (page: Page, name: string) => {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};

test('the boss adds, edits, enters and deletes a factory; charge limits', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  const name = `二厂${tag}`.slice(0, 30);
  await login(page);
  // A storehouse of the company to link the new factory to.
  const storehouse = `面料仓${tag}`;
  await apiCall(page, 'POST', 'fac/storehouse/addStorehouse', { name: storehouse });

  // 工厂管理: the demo factory, current.
  await page.goto('/factoryMangement');
  await expect(page.getByTestId('factory-count')).toContainText('1 / 5');
  await page.getByTestId('add-factory').click();
  await expect(page).toHaveURL(/\/addfactory/);

  // 添加工厂: the form with groups as chips.
  await page.getByTestId('factory-name').fill(name);
  await page.getByLabel('联系人').fill('李四');
  await page.getByPlaceholder('区号').fill('0571');
  await page.getByPlaceholder('座机号码').fill('88886666');
  await page.getByLabel('手机号码').fill('13900002222');
  await page.getByTestId('factory-region').click();
  await page.keyboard.type('西湖');
  await page.locator('.ant-cascader-menu-item').filter({ hasText: '西湖区' }).first().click();
  await page.getByLabel('详细地址').fill('文一路 8 号');
  await page.getByTestId('storehouse-links').getByText(storehouse).click();
  await page.getByTestId('storehouse-links').getByRole('button', { name: '设为默认' }).first().click();
  for (const group of ['裁床', '车缝', '后道']) {
    await page.getByTestId('group-input').fill(group);
    await page.getByTestId('group-input').press('Enter');
  }
  await expect(page.getByTestId('group-chips')).toContainText('后道');
  await shoot(page, 'factory-add-zh');
  await page.getByTestId('factory-save').click();
  await expect(page).toHaveURL(/\/factoryMangement/);
  const row = rowWith(page, name);
  await expect(row).toContainText('0571-88886666');
  await expect(row).toContainText('浙江省 杭州市 西湖区');
  await expect(page.getByTestId('factory-count')).toContainText('2 / 5');
  await shoot(page, 'factory-list-zh');

  // 编辑: the saved groups come back as chips; a rename by double-click.
  await row.getByRole('button', { name: label('编辑') }).click();
  await expect(page).toHaveURL(/\/editFacInfo\?id=/);
  await expect(page.getByTestId('group-chips')).toContainText('车缝');
  await expect(page.getByTestId('storehouse-links')).toContainText('默认仓');
  await page.getByTestId('group-chips').getByText('后道').dblclick();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('包装');
  await page.keyboard.press('Enter');
  await page.getByTestId('factory-save').click();
  await expect(page.locator('.ant-message')).toContainText('工厂已保存');
  await expect(page.getByTestId('group-chips')).toContainText('包装');
  await shoot(page, 'factory-edit-zh');

  // The switcher lists both factories; choosing the new one reloads the app in it.
  await page.getByTestId('factory-switcher').click();
  await expect(page.getByTestId('factory-list')).toContainText(name);
  await shoot(page, 'factory-switcher-zh');
  await enterFactory(page, name);

  // 收费限制 of the company.
  await page.goto('/chargeLimit');
  await expect(page.locator('tr.ant-table-row')).toContainText('2 / 5');
  await shoot(page, 'charge-limit-zh');

  // English.
  await switchLanguage(page, 'English');
  await page.getByTestId('charge-edit').click();
  await expect(dialog(page, 'Change charge limits')).toBeVisible();
  await page.getByTestId('charge-max-factories').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(dialog(page, 'Change charge limits')).toContainText('cannot be below the 2 factories');
  await shoot(page, 'charge-limit-en');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/addfactory');
  await page.getByTestId('factory-name').fill(name);
  await page.getByTestId('factory-name').blur();
  await expect(page.getByText('This factory name is taken')).toBeVisible();
  await page.getByPlaceholder('Area code').fill('571');
  await page.getByTestId('factory-save').click();
  await expect(page.getByText('0 followed by 2-3 digits')).toBeVisible();
  await shoot(page, 'factory-add-en');
  await page.goto('/factoryMangement');
  await expect(rowWith(page, name)).toContainText('Current factory');
  await shoot(page, 'factory-list-en');
  await rowWith(page, name).getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByTestId('group-chips')).toContainText('包装');
  await shoot(page, 'factory-edit-en');
  await page.getByTestId('factory-switcher').click();
  await expect(page.getByTestId('factory-list')).toContainText(name);
  await shoot(page, 'factory-switcher-en');
  await page.keyboard.press('Escape');
  await page.goto('/factoryMangement');

  // Delete the factory the session is in: a wrong password is said under the field; then the app moves back.
  await rowWith(page, name).getByRole('button', { name: 'Delete' }).click();
  const confirm = dialog(page, `Delete factory "${name}"`);
  await page.getByTestId('delete-factory-password').fill('wrong-password');
  await page.getByTestId('delete-factory-ok').click();
  await expect(confirm).toContainText('Wrong password');
  await shoot(page, 'factory-delete-en');
  await page.getByTestId('delete-factory-password').fill(DEMO_LOGIN.password);
  await page.getByTestId('delete-factory-ok').click();
  await expect(page.getByTestId('factory-count')).toContainText('1 / 5', { timeout: 45_000 });
  await expect(page.getByTestId('factory-switcher')).not.toContainText(name);
  await expect(rowWith(page, name)).toHaveCount(0);
});
