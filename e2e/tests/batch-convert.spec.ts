import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

// Issue 11, 一键转工单 (reference 02 §5): a reviewed order of two styles (shirt 2 × 10, trousers 2 × 5). The order detail's
// 一键转工单 lists both blocks as ready with what is left (20 and 10, 4 of the shirt already converted by 转工单 leave
// 16); the clerk picks the template once and converts: two missions, listed in 关联工单, 转工单数量 full. From the order
// list the same order's dialog then shows both blocks as 已全部转工单. Screens: docs/screenshots/issue-11/batch-convert-*.

test.describe.configure({ timeout: 180_000 });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-11');

async function seed(page: Page) {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `转色组${tag}` });
  const colour = await attr('COLOR', `藏青${tag}`, { categoryId: group.id });
  const sizes = [await attr('SIZE', `M${tag}`), await attr('SIZE', `L${tag}`)];
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `转码${tag}`,
    sizeIds: sizes.map((s) => s.id),
  });
  const style = async (no: string, name: string) => {
    const goods = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
      styleNo: no,
      styleName: name,
      sizeCategoryId: category.id,
      colorIds: [colour.id],
      sizeIds: sizes.map((s) => s.id),
    });
    const { skuList } = await apiCall<{ skuList: { id: string }[] }>(page, 'GET', 'fac/goods/getFacGoodsStyle', {
      goodsId: goods.goodsId,
    });
    return { id: goods.goodsId, skus: skuList.map((s) => s.id) };
  };
  const shirt = await style(`CS${tag}`, `衬衫${tag}`);
  const trousers = await style(`KZ${tag}`, `长裤${tag}`);
  const { userId: me } = await apiCall<{ userId: string }>(page, 'GET', 'login/session');
  const cut = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', { name: `裁剪${tag}`, typeCode: 'quantitative' });
  const sew = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', { name: `车缝${tag}`, typeCode: 'quantitative' });
  await apiCall(page, 'POST', 'prcd-templates', {
    name: `一键${tag}`,
    nodes: [
      { prcdNodeId: cut.id, endDaysBefore: 5 },
      { prcdNodeId: sew.id, endDaysBefore: 1, upstreamPrcdNodeId: cut.id },
    ],
  });
  const block = (s: { id: string; skus: string[] }, num: number) => ({
    styleId: s.id,
    deliveryAt: '2030-12-20',
    facPrdOrderGoodsDetailList: s.skus.map((id) => ({ goodsSkuId: id, num })),
  });
  /** A reviewed order of both styles, 4 of the shirt's first SKU converted by 转工单 already. */
  return async () => {
    const order = await apiCall<{ id: string; orderNo: string }>(page, 'POST', 'facPrdOrder/add', {
      placeorderAt: '2026-11-25',
      chargerIds: [me],
      facPrdOrderGoodsList: [block(shirt, 10), block(trousers, 5)],
    });
    const submitted = await apiCall<{ status: number }>(page, 'POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
    if (submitted.status === 1) await apiCall(page, 'POST', 'uflo/FAC_PRD_ORDER/review', { id: order.id, result: true });
    const [shirtBlock] = await apiCall<{ orderGoodsId: string }[]>(page, 'GET', 'fac/mission/batchConvertCheck', {
      orderId: order.id,
    });
    await apiCall(page, 'POST', 'fac/mission/addMission', {
      placeorderAt: '2026-11-25',
      deliveryAt: '2030-12-20',
      styleId: shirt.id,
      leaderIds: [me],
      productionOrderGoodsId: shirtBlock!.orderGoodsId,
      lines: [{ goodsSkuId: shirt.skus[0], num: 4 }],
    });
    return order;
  };
}

async function shoot(page: Page, name: string, lang: 'zh' | 'en'): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.mouse.move(1400, 880);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 10_000 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(shots, `batch-convert-${name}-${lang}.png`) });
}

/** The order detail's 一键转工单 dialog: both blocks listed with what is left; the template chosen when asked. */
async function openConvert(page: Page, orderId: string, template: string | null): Promise<Locator> {
  await page.goto(`/orderProductioDetail?id=${orderId}`);
  await page.getByTestId('convert-all').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('convert-lines') });
  const rows = dialog.getByTestId('convert-lines').locator('tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('20 / 16');
  await expect(rows.nth(1)).toContainText('10 / 10');
  await expect(dialog.getByTestId('convert-leaders')).toContainText('演示管理员');
  if (template) {
    await dialog.getByTestId('convert-template').click();
    await page.keyboard.type(template);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: template })
      .click();
  }
  return dialog;
}

/** The order list, searched for the order, its row's 一键转工单: both blocks converted in full. */
async function openFromList(page: Page, orderNo: string, placeholder: string): Promise<Locator> {
  await page.goto('/orderProduction');
  const search = page.getByPlaceholder(placeholder);
  await search.fill(orderNo);
  await search.press('Enter');
  await page.locator('tr.ant-table-row').filter({ hasText: orderNo }).getByTestId('order-row-convert').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('convert-lines') });
  await expect(dialog.getByTestId('convert-lines').locator('tr.ant-table-row .ant-tag')).toHaveCount(2);
  return dialog;
}

test('一键转工单: both goods blocks converted with one template; 关联工单 and 转工单数量 follow', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  const makeOrder = await seed(page);
  const template = `一键${tag}`;
  const order = await makeOrder();

  // Without a template the dialog says so and converts nothing.
  const dialog = await openConvert(page, order.id, null);
  await expect(dialog.getByText('可转工单')).toHaveCount(2);
  await expect(dialog).toContainText('已选 2 款，共 26 件');
  await dialog.getByTestId('convert-ok').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '请选择工序模板' })).toBeVisible();
  await dialog.locator('.ant-modal-close').click();
  const ready = await openConvert(page, order.id, template);
  await shoot(page, 'dialog', 'zh');

  await ready.getByTestId('convert-ok').click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '已生成 2 个工单' })).toBeVisible();
  await expect(ready).toHaveCount(0);
  const linked = page.getByTestId('order-missions');
  await expect(linked.getByTestId('linked-mission')).toHaveCount(3);
  await expect(linked).toContainText(`CS${tag} 转工单数量 20/20`);
  await expect(linked).toContainText(`KZ${tag} 转工单数量 10/10`);
  await linked.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shoot(page, 'linked', 'zh');

  // From the order list, the same order's dialog finds nothing left.
  const again = await openFromList(page, order.orderNo, '输入订单号/款号搜索');
  await expect(again.getByText('已全部转工单')).toHaveCount(2);
  await shoot(page, 'nothing-left', 'zh');
  await again.locator('.ant-modal-close').click();

  // The same screens in English (the header's language switch sits under a modal's mask, so once, between dialogs);
  // the ready dialog on a second order of the same goods.
  await switchLanguage(page, 'English');
  try {
    const done = await openFromList(page, order.orderNo, 'Order no. or style no.');
    await expect(done.getByText('Everything is converted')).toHaveCount(2);
    await shoot(page, 'nothing-left', 'en');
    const second = await makeOrder();
    await openConvert(page, second.id, template);
    await shoot(page, 'dialog', 'en');
    await page.goto(`/orderProductioDetail?id=${order.id}`);
    await expect(page.getByTestId('order-missions')).toContainText(`CS${tag} Converted 20/20`);
    await page.getByTestId('order-missions').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shoot(page, 'linked', 'en');
  } finally {
    // Back to the top (the shot scrolled the page to 关联工单), so the header's switch is where a user finds it.
    await page.evaluate(() => document.querySelectorAll('*').forEach((el) => el.scrollTop > 0 && el.scrollTo(0, 0)));
    await switchLanguage(page, '中文');
  }
});
