import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { choose, label, rowWith } from '../fixtures/antd.js';
import { runTag } from '../fixtures/run-tag.js';
import { chooseDeskType, login, switchLanguage } from '../support/helpers.js';

// Issue 10 part 2 (orders, web): a clerk makes a formal order for two customers (one matrix each, 一手 per colour),
// submits it, approves it on the desk and reads the detail: 订货合计, per-customer matrices, history. Each screen is
// shot in Chinese and English (docs/screenshots/issue-10/order-*.png) by switching the language in place.

// Waits are long enough for a busy shared machine (the journeys run beside other suites on two cores).
const expect = baseExpect.configure({ timeout: 30_000 });

// The second journey reads the first one's style: run in order.
test.describe.configure({ mode: 'serial' });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-10');
const colours = [`藏青${tag}`, `米白${tag}`];
const customers = [`华东商贸${tag}`, `北方服饰${tag}`];
const styleNo = `ORD${tag}`;
const styleName = `衬衫${tag}`;

async function seed(page: Page): Promise<void> {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `订单色${tag}` });
  const colourIds = [];
  for (const c of colours) colourIds.push((await attr('COLOR', c, { categoryId: group.id })).id);
  const sizeIds = [];
  for (const s of ['S', 'M', 'L']) sizeIds.push((await attr('SIZE', `${s}${tag}`)).id);
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `订单码${tag}`,
    sizeIds,
  });
  await apiCall(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo,
    styleName,
    sizeCategoryId: category.id,
    colorIds: colourIds,
    sizeIds,
    retailPrice: '199',
  });
  // 订单配置: the goods information shown under each style.
  await apiCall(page, 'POST', 'facPrdOrder/updateFieldConfig', { fieldIds: ['styleName', 'retailPrice'] });
  for (const name of customers) await apiCall(page, 'POST', 'fac/customer/add', { name, contacts: '陈经理' });
  // Orders go through review with the signed-in user as the one reviewer (the desk's 审核配置, by its API).
  const { userId } = await apiCall<{ userId: string }>(page, 'GET', 'login/session');
  await apiCall(page, 'POST', 'bill-review-config/updateOneConfig', {
    billType: 'FAC_PRD_ORDER',
    isUse: true,
    steps: [{ mode: 'ANY', userIds: [userId], roleIds: [] }],
    antiReviewer: [userId],
  });
}

const titleBar = (page: Page) => page.locator('.page-title-bar').first();

/** A 1440 x 900 shot of the screen with `top` at the top of the view (clear of the sticky tab bar). */
async function shoot(page: Page, file: string, top: Locator): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.mouse.move(700, 880);
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await top.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    let box: HTMLElement | null = el.parentElement;
    while (box && box.scrollTop === 0) box = box.parentElement;
    if (box) box.scrollTop = Math.max(0, box.scrollTop - 70);
    else window.scrollBy(0, -70);
  });
  await page.screenshot({ path: path.join(shots, file) });
}

/** A form in Chinese, then in English (switched in place, so what was typed stays), then back to Chinese. */
async function shootBoth(page: Page, name: string, englishText: string | RegExp, top: Locator): Promise<void> {
  await shoot(page, `${name}-zh.png`, top);
  await switchLanguage(page, 'English');
  await expect(page.getByText(englishText).first()).toBeVisible();
  await shoot(page, `${name}-en.png`, top);
  await switchLanguage(page, '中文');
}

/** One customer's matrix: the customer chosen, 一手 typed per colour. */
async function fillCustomer(page: Page, block: Locator, customer: string, perColour: number[]): Promise<void> {
  await choose(page, block.getByTestId('customer-select'), customer, customer);
  for (const [i, colour] of colours.entries()) await block.getByLabel(new RegExp(`${colour}.* 一手$`)).fill(String(perColour[i]));
}

test('a clerk makes a formal order for two customers, submits it, approves it on the desk and reads the detail', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await login(page);
  await seed(page);

  // 生产订单 from the menu, then 新建生产订单.
  await page.getByRole('menuitem', { name: '生产订单', exact: true }).click();
  await expect(page).toHaveURL(/\/orderProduction(\?|$)/);
  await page.getByTestId('new-order').click();
  await expect(page).toHaveURL(/\/orderProductionNew/);

  const date = page.getByTestId('order-date');
  await date.click();
  await date.fill('2026-11-25');
  await date.press('Enter');
  const goods = page.getByTestId('goods-block').first();
  await choose(page, goods.getByTestId('goods-style'), styleNo, `${styleNo} ${styleName}`);
  await expect(goods.getByTestId('sku-matrix')).toBeVisible();
  await expect(goods.getByTestId('goods-info')).toContainText(styleName);
  await expect(goods.getByTestId('goods-info')).toContainText('199');
  const delivery = goods.getByTestId('goods-delivery');
  await delivery.click();
  await delivery.fill('2026-12-20');
  await delivery.press('Enter');

  // 分客户填数: two customers, one matrix each; the second cannot take the first's customer.
  await goods.getByText('分客户填数').click();
  const firstCustomer = goods.getByTestId('customer-block').first();
  await fillCustomer(page, firstCustomer, customers[0]!, [10, 20]);
  await goods.getByTestId('add-customer').click();
  const secondCustomer = goods.getByTestId('customer-block').nth(1);
  await secondCustomer.getByTestId('customer-select').click();
  await expect(
    page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-disabled').filter({
      hasText: customers[0]!,
    }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await fillCustomer(page, secondCustomer, customers[1]!, [5, 5]);
  await goods.getByTestId('goods-noTaxPrice').fill('50');
  await goods.getByTestId('goods-taxRate').fill('13');
  // 10 x 3 + 20 x 3 for the first customer, 5 x 3 x 2 for the second.
  await expect(goods.getByTestId('goods-total')).toHaveText('本款合计：120 件');
  await expect(page.getByTestId('order-total')).toHaveText('订单合计：1款 120 件');
  await expect(goods.getByText('6780.00')).toBeVisible(); // 含税金额 = 120 x 50 x 1.13
  await shootBoth(page, 'order-form', 'Ordered goods 1', goods);

  await page.getByTestId('order-submit').click();
  await expect(page).toHaveURL(/\/orderProductioDetail\?id=/);
  const orderNo = (await page.getByTestId('bill-no').textContent())?.trim() ?? '';
  expect(orderNo).not.toBe('');
  await expect(page.getByTestId('bill-action-bar').locator('[data-action=approve]')).toBeVisible();

  // The review desk lists it under 正式订单; approve it there.
  await page.getByRole('menuitem', { name: '单据审核' }).click();
  await chooseDeskType(page, '正式订单');
  const task = rowWith(page, orderNo);
  await task.getByRole('button', { name: label('通过') }).click();
  const confirm = page.locator('.ant-modal').filter({ hasText: /通过|确认|确定/ });
  if (await confirm.count())
    await confirm
      .getByRole('button', { name: /确\s*定|确\s*认|通\s*过/ })
      .last()
      .click();
  await expect(task).toHaveCount(0);

  // The list shows it reviewed with one line per goods; the detail reads 订货合计 and each customer's matrix.
  await page.goto('/orderProduction');
  const row = rowWith(page, orderNo);
  await expect(row.getByText('已审核')).toBeVisible();
  await expect(row).toContainText(`${styleNo} ${styleName}`);
  await expect(row).toContainText(`${customers[0]}、${customers[1]}`);
  await shoot(page, 'order-list-zh.png', titleBar(page));

  await row.getByText(orderNo).click();
  await expect(page.getByTestId('order-summary')).toHaveText('1款 120 件');
  await expect(page.getByTestId('order-history')).toContainText(orderNo);
  await expect(page.getByTestId('order-missions')).toContainText('还没有由本订单转成的工单');
  await page.getByTestId('expand-customers').click();
  const perCustomer = page.getByTestId('customer-detail');
  await expect(perCustomer).toHaveCount(2);
  await expect(perCustomer.first()).toContainText('数量合计：90');
  await expect(page.getByTestId('approval-timeline').getByText('通过')).toBeVisible();
  await shoot(page, 'order-detail-zh.png', titleBar(page));
  const detailUrl = page.url();

  await page.goto('/orderProductionConfig');
  await expect(page.getByTestId('submit-order-fields')).toContainText('制单日期');
  await shoot(page, 'order-config-zh.png', titleBar(page));

  // The same three pages in English (one switch; they are read again from the server).
  await switchLanguage(page, 'English');
  await expect(page.getByText('Fields required to submit an order')).toBeVisible();
  await shoot(page, 'order-config-en.png', titleBar(page));
  await page.goto('/orderProduction');
  await expect(rowWith(page, orderNo).getByText('Reviewed')).toBeVisible();
  await shoot(page, 'order-list-en.png', titleBar(page));
  await page.goto(detailUrl);
  await expect(page.getByTestId('order-summary')).toBeVisible();
  await page.getByTestId('expand-customers').click();
  await expect(page.getByTestId('customer-detail')).toHaveCount(2);
  await shoot(page, 'order-detail-en.png', titleBar(page));
  await switchLanguage(page, '中文');
});

test('a pre-order per colour is turned into a formal order, with a warning for a colour ordered past it', async ({ page }) => {
  test.setTimeout(150_000);
  await login(page);
  await page.goto('/orderProductionNew?type=informal');
  const date = page.getByTestId('order-date');
  await date.click();
  await date.fill('2026-11-26');
  await date.press('Enter');
  const goods = page.getByTestId('goods-block').first();
  await choose(page, goods.getByTestId('goods-style'), styleNo, `${styleNo} ${styleName}`);
  const delivery = goods.getByTestId('goods-delivery');
  await delivery.click();
  await delivery.fill('2026-12-30');
  await delivery.press('Enter');
  await goods.getByLabel(new RegExp(colours[0]!)).fill('40');
  await goods.getByLabel(new RegExp(colours[1]!)).fill('60');
  await expect(goods.getByTestId('goods-total')).toHaveText('本款合计：100 件');
  await shootBoth(page, 'order-advance-form', 'Pre-order', titleBar(page));
  await page.getByTestId('order-ok').click();
  await expect(page).toHaveURL(/\/orderProductioDetail\?id=/);
  const advanceNo = (await page.getByTestId('bill-no').textContent())?.trim() ?? '';

  // 转订单: the style comes over; 藏青 ordered at 45 (3 sizes x 15) is past the pre-order's 40 and is asked about.
  await page.getByTestId('turn-order').click();
  await expect(page.getByText(`由预下单 ${advanceNo} 转为正式订单`)).toBeVisible();
  const turned = page.getByTestId('goods-block').first();
  await expect(turned.getByTestId('goods-style')).toContainText(styleNo);
  await turned.getByLabel(new RegExp(`${colours[0]}.* 一手$`)).fill('15');
  await turned.getByLabel(new RegExp(`${colours[1]}.* 一手$`)).fill('20');
  await shootBoth(page, 'order-turn-form', 'Turning pre-order', titleBar(page));
  await page.getByTestId('order-save').click();
  const warning = page.locator('.ant-modal').filter({ hasText: '数量超过预下单' });
  await expect(warning).toContainText(`${styleNo} ${styleName} ${colours[0]}：订 45 件，预下单 40 件`);
  await expect(warning).not.toContainText(colours[1]!);
  await warning.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page).toHaveURL(/\/orderProductioDetail\?id=/);
  await expect(page.getByTestId('order-info')).toContainText(`由预下单 ${advanceNo} 转来`);
  await expect(page.getByTestId('order-history')).toContainText(advanceNo);
});
