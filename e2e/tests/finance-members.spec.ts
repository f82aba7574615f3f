import { expect, test } from '@playwright/test';
import { field, label, pick, rowWith } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { shoot, shootBoth } from '../fixtures/finance.js';
import { runTag } from '../fixtures/run-tag.js';
import { DEMO_FACTORY, login } from '../support/helpers.js';

/**
 * Finance members and voiding from the lists (issue 14 parts 9 and 3): a workbay is made a finance member on
 * 财务成员 (the demo factory, a storehouse, a second storehouse made by 新建 in the select, the finance centre), and a draft payment is voided from the payment list
 * (confirm, 操作成功, the row then 已作废). Screenshots docs/screenshots/issue-14/members-*, payment-void-*.
 */
test.use({ viewport: { width: 1440, height: 900 } });

test('a workbay made a finance member on screen, and a draft payment voided from its list', async ({ page }) => {
  const tag = runTag();
  await login(page);
  const session = await apiCall<{ unitId: string }>(page, 'GET', 'login/session');
  const workNo = `CW${tag}`;
  await apiCall(page, 'POST', 'facUser/addWorkbay', {
    loginName: workNo,
    userName: `出纳${tag}`,
    password: 'pass123',
    facInfos: [{ facId: session.unitId, roleIds: [] }],
  });
  const storeName = `财务仓${tag}`;
  await apiCall(page, 'POST', 'fac/storehouse/addStorehouse', { name: storeName });

  // 财务成员: the workbay found by its number, made a member with a factory, a storehouse and the finance centre
  await page.goto(`/finance/members?kw=${workNo}`);
  const row = rowWith(page, workNo);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('否');
  await page.getByTestId(`member-edit-${workNo}`).click();
  const drawer = page.locator('.ant-drawer').filter({ hasText: '编辑财务成员' });
  const openDropdowns = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  // a multiple select stays open after a choice: a click beside it closes it (Escape would close the drawer)
  const closeBeside = async () => {
    await drawer.getByText('登录名').first().click();
    await expect(openDropdowns).toHaveCount(0);
  };
  await pick(page, drawer.getByTestId('member-factories'), DEMO_FACTORY, DEMO_FACTORY);
  await closeBeside();
  await pick(page, drawer.getByTestId('member-storehouses'), storeName, storeName);
  await closeBeside();
  // a storehouse the select lacks: 新建 opens the storehouse form over the drawer, and the saved one is chosen
  const newStore = `财务新仓${tag}`.slice(0, 15);
  await drawer.getByTestId('member-storehouses').click();
  await expect(openDropdowns).toHaveCount(1);
  await openDropdowns.getByTestId('select-create').click();
  const storeForm = page.locator('.ant-drawer').filter({ hasText: '新建仓库' });
  await field(storeForm, '仓库名称').fill(newStore);
  await shoot(page, 'members-new-store-zh');
  await storeForm.getByRole('button', { name: label('保存') }).click();
  await expect(storeForm).toBeHidden();
  await expect(drawer.getByTestId('member-storehouses')).toContainText(newStore);
  await closeBeside();
  await drawer.getByTestId('member-finance-centre').check();
  await drawer.getByTestId('member-save').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(row).toContainText(DEMO_FACTORY);
  await expect(row).toContainText(storeName);
  await expect(row).toContainText(newStore);
  await expect(row.locator('.ant-tag', { hasText: '是' })).toHaveCount(2); // a member, of the finance centre
  await shootBoth(page, 'members', 'Finance members');
  const saved = await apiCall<{ isMember: boolean; storeUnitList: { name: string }[] }>(
    page,
    'POST',
    'config/members/menberDetail',
    {
      id: (await apiCall<{ list: { id: string }[] }>(page, 'POST', 'config/members/memberPage', { keyword: workNo })).list[0]!.id,
    },
  );
  expect(saved.isMember).toBe(true);
  expect(saved.storeUnitList.map((s) => s.name).sort()).toEqual([storeName, newStore].sort());

  // a draft payment voided from the payment list
  const supplier = await apiCall<{ id: string }>(page, 'POST', 'supplier/insert', { name: `作废布行${tag}` });
  const account = await apiCall<{ id: string }>(page, 'POST', 'config/finance/account/add', { remitMethodName: `作废户${tag}` });
  const draft = await apiCall<{ id: string; payNo: string }>(page, 'POST', 'finance/payment/addPayment', {
    partnerType: 'SUPPLIER',
    partnerId: supplier.id,
    kind: 'PAY',
    accountId: account.id,
    payAmount: '12.50',
    prepayAmount: '0',
    extOrders: [],
    financeInvoices: [],
    submit: false,
  });
  await page.goto(`/finance/paymentOrder?kw=${draft.payNo}`);
  const paymentRow = rowWith(page, draft.payNo);
  await expect(paymentRow).toContainText('草稿');
  await page.getByTestId(`row-void-${draft.payNo}`).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`作废 ${draft.payNo}？`);
  await expect(page.locator('.ant-modal[class*="zoom"]')).toHaveCount(0); // the dialog has finished zooming in
  await shoot(page, 'payment-void-confirm-zh');
  await confirm.getByRole('button', { name: label('确定') }).click();
  await expect(page.getByText('操作成功')).toBeVisible();
  await expect(paymentRow).toContainText('已作废');
  await expect(page.getByTestId(`row-void-${draft.payNo}`)).toHaveCount(0);
  await shootBoth(page, 'payment-void', 'Payments');
});
