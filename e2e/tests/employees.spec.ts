import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { closeDropdown, dialog, label, pick, rowWith } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

// Issue 15 part 3: workbays across the company's factories (工位管理, /workermanager) with roles and groups per factory,
// and employees with their linked factories (员工管理, /workerMangement). Screenshots zh/en to docs/screenshots/issue-15/.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // No table still reloading; a drawer or dialog done sliding or fading (antd's motions take 0.3 s).
  await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

/** A second factory with a group, a role in each factory, a group in the first. */
async function seed(page: Page): Promise<{ factoryB: string }> {
  const factoryB = `二厂${tag}`;
  const { unitId } = await apiCall<{ unitId: string }>(page, 'GET', 'login/session');
  const b = await apiCall<{ id: string }>(page, 'POST', 'fac/addFactory', { name: factoryB, groups: [{ name: `后整${tag}` }] });
  await apiCall(page, 'POST', 'fac/addFacGroups', { name: `车缝${tag}` });
  await apiCall(page, 'POST', 'role/add', {
    roleName: `采购${tag}`.slice(0, 12),
    permissionCodes: ['fac.purchaseOrder.queryList'],
  });
  await apiCall(page, 'POST', 'login/switchUnit', { unitId: b.id });
  await apiCall(page, 'POST', 'role/add', { roleName: `仓管${tag}`.slice(0, 12), permissionCodes: [] });
  await apiCall(page, 'POST', 'login/switchUnit', { unitId });
  return { factoryB };
}

test('workbays across factories and employees’ linked factories (zh and en)', async ({ page }) => {
  await login(page);
  const { factoryB } = await seed(page);
  const no = `E${tag}`;
  const name = `两厂工${tag}`;

  await page.goto('/workermanager');
  await page.getByTestId('company-workbay-create').click();
  const drawer = dialog(page, '新建工位');
  await drawer.getByTestId('company-workbay-no').fill(no);
  await drawer.getByTestId('company-workbay-name').fill(name);
  await drawer.getByTestId('company-workbay-password').fill('pass123');
  // The first row is the signed-in factory: its role and group; then a second row for factory B.
  await pick(page, drawer.getByTestId('workbay-roles-0'), '', `采购${tag}`.slice(0, 12));
  await closeDropdown(page);
  await pick(page, drawer.getByTestId('workbay-groups-0'), '', `车缝${tag}`);
  await closeDropdown(page);
  await drawer.getByRole('button', { name: '添加工厂' }).click();
  await pick(page, drawer.getByTestId('workbay-factory-1'), '', factoryB);
  await pick(page, drawer.getByTestId('workbay-roles-1'), '', `仓管${tag}`.slice(0, 12));
  await closeDropdown(page);
  await pick(page, drawer.getByTestId('workbay-groups-1'), '', `后整${tag}`);
  await closeDropdown(page);
  await shoot(page, 'workbay-drawer-zh');
  await drawer.getByTestId('company-workbay-save').click();
  await expect(drawer).toBeHidden();

  const row = rowWith(page, no);
  await expect(row).toContainText(factoryB);
  await expect(row).toContainText(`仓管${tag}`.slice(0, 12));
  await shoot(page, 'workbays-zh');

  await page.goto('/workerMangement');
  const employee = rowWith(page, `-${no}`);
  await expect(employee).toContainText(factoryB);
  await employee.getByRole('button', { name: '关联工厂' }).click();
  const links = dialog(page, `关联工厂：${name}`);
  await links.getByRole('checkbox', { name: factoryB }).uncheck();
  await expect(links.getByText('取消勾选的工厂')).toBeVisible();
  await shoot(page, 'employee-factories-zh');
  await links.getByRole('button', { name: label('保存') }).click();
  await expect(links).toBeHidden();
  await expect(employee).not.toContainText(factoryB);
  await shoot(page, 'employees-zh');
  // Unlinked from B: the workbay's role and group there went with the link.
  const one = await apiCall<{ list: { loginName: string; facInfos: unknown[] }[] }>(page, 'POST', 'facUser/getWorkbayList', {
    keyword: no,
  });
  expect(one.list[0]?.facInfos).toHaveLength(1);

  await switchLanguage(page, 'English');
  await expect(page.getByTestId('language-switch')).toHaveText(/English/);
  await page.goto('/workerMangement');
  await expect(rowWith(page, `-${no}`)).toBeVisible();
  await shoot(page, 'employees-en');
  await page.goto('/workermanager');
  await expect(rowWith(page, no)).toBeVisible();
  await shoot(page, 'workbays-en');
  await rowWith(page, no).getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page, 'Edit workbay').getByTestId('workbay-factory-0')).toBeVisible();
  await shoot(page, 'workbay-drawer-en');
});
