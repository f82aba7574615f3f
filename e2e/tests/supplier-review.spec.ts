import { expect, test } from '@playwright/test';
import { chooseDeskType, login, screenshot, switchLanguage } from '../support/helpers.js';

// Issue 2's journey: sign in, create a supplier, submit it, approve it on the review desk, and see it
// reviewed with its approval history. The demo factory reviews suppliers with the administrator as reviewer.
test('a supplier travels from draft to reviewed through the review desk', async ({ page }) => {
  const name = `华纺布业${Date.now() % 100000}`;
  await login(page);

  // Master data -> suppliers, from the menu as a user would.
  await page.getByRole('menuitem', { name: '物料供应商' }).click();
  await expect(page.getByRole('heading', { name: '物料供应商' }).or(page.getByText('物料供应商').first())).toBeVisible();
  await page.getByTestId('new-supplier').click();
  const form = page.getByTestId('supplier-form');
  await expect(form).toBeVisible();
  await form.getByLabel('供应商名称').fill(name);
  await form.getByLabel('联系人').fill('王经理');
  await form.getByLabel('联系电话').fill('0571-88886666');
  await form.getByLabel('详细地址').fill('浙江省杭州市余杭区');
  await screenshot(page, 'supplier-01-form');
  await page.getByTestId('supplier-save').click();
  await expect(page.getByText(/供应商已创建，编号 GYS\d+/)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('草稿')).toBeVisible();
  await screenshot(page, 'supplier-02-list-draft');

  // Open it and submit it for review.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/subMaterialSupplier\?/);
  await page.locator('[data-action=submit]').click();
  const actions = page.getByTestId('bill-action-bar');
  await expect(actions.locator('[data-action=approve]')).toBeVisible();
  await expect(page.getByText('待审核').first()).toBeVisible();
  await screenshot(page, 'supplier-03-pending');

  // The review desk lists it under its bill type; approve it there.
  await page.getByRole('menuitem', { name: '单据审核' }).click();
  await expect(page.getByText('审核工作台')).toBeVisible();
  // Other bill types may have open tasks too: choose the supplier type on the left.
  await chooseDeskType(page, '物料供应商');
  const task = page.getByRole('row').filter({ hasText: name });
  await expect(task).toBeVisible();
  await screenshot(page, 'supplier-04-desk');
  await task.getByRole('button', { name: /通\s*过/ }).click();
  const confirm = page.locator('.ant-modal, .ant-popover').filter({ hasText: /通过|确认|确定/ });
  if (await confirm.count()) {
    await confirm
      .getByRole('button', { name: /确\s*定|确\s*认|通\s*过|OK/ })
      .last()
      .click();
  }
  await expect(task).toHaveCount(0);
  await screenshot(page, 'supplier-05-desk-after');

  // Back on the supplier: reviewed, with the approval in its history.
  await page.getByRole('menuitem', { name: '物料供应商' }).click();
  const reviewed = page.getByRole('row').filter({ hasText: name });
  await expect(reviewed.getByText('已审核')).toBeVisible();
  await reviewed.getByRole('link', { name }).click();
  const timeline = page.getByTestId('approval-timeline');
  await expect(timeline.getByText('通过')).toBeVisible();
  await expect(timeline.getByText('提报')).toBeVisible();
  await expect(page.locator('[data-action=applyAntiReview]')).toBeVisible();
  await screenshot(page, 'supplier-06-reviewed');
});

test('the interface switches to English', async ({ page }) => {
  await page.goto('/login');
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('login-submit')).toHaveText(/Log in/);
  await expect(page.getByTestId('language-switch')).toHaveText(/English/);
  await screenshot(page, 'i18n-01-login-en');
});
