import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { label, pick, rowWith } from '../fixtures/antd.js';
import { apiCall } from '../fixtures/api.js';
import { reviewBySelf, submitAndApprove } from '../fixtures/purchase-to-stock.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

/**
 * Stock bills (issue 13 parts 1 and 7): a shipment (发货) to a customer opened from the goods stock page's 开发货单,
 * entered in the SKU matrix, submitted and approved on its detail page (that cell's stock 50 → 42); an 出库 to another storehouse
 * making an inbound notice there, received on the 入库通知 list with a changed quantity (10 notified, 9 received); the
 * list searched by the run's numbers, its totals, and exported; both printed on the A4 sheet (the style as a colour ×
 * size matrix). Screenshots docs/screenshots/issue-13/bills-*.png.
 */
test.use({ viewport: { width: 1440, height: 900 } });
// Pages load lazily and the shared server is crowded by the journeys before this one: a longer wait, never a sleep.
const expect = baseExpect.configure({ timeout: 30_000 });

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-13');
const shoot = async (page: Page, name: string) => {
  await page.mouse.move(720, 880);
  await page.waitForTimeout(300);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `bills-${name}.png`) });
};

/** Stock bills answer under /v1/stock/change (no /api), as the reference has them. */
async function stockCall<T>(page: Page, path: string, body: object): Promise<T> {
  const answer = (await (await page.request.post(`/v1/stock/change/${path}`, { data: body })).json()) as {
    code: number;
    msg: string;
    data: T;
  };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

async function setUp(page: Page, tag: string) {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `单据色${tag}` });
  const colours = [`红${tag}`, `黑${tag}`];
  const sizes = [`S${tag}`, `M${tag}`];
  const colorIds = [];
  for (const c of colours) colorIds.push((await attr('COLOR', c, { categoryId: group.id })).id);
  const sizeIds = [];
  for (const s of sizes) sizeIds.push((await attr('SIZE', s)).id);
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `单据码${tag}`,
    sizeIds,
  });
  const styleNo = `DJ${tag}`;
  const style = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo,
    styleName: `夹克${tag}`,
    sizeCategoryId: category.id,
    colorIds,
    sizeIds,
  });
  const skus = await apiCall<{ id: string; color_name: string; size_value: string }[]>(page, 'GET', 'fac/goods/getFacGoodsSku', {
    goodsId: style.goodsId,
  });
  const skuOf = (c: string, s: string) => skus.find((k) => k.color_name === c && k.size_value === s)!.id;
  const mainStore = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addStorehouse', { name: `成品仓${tag}` });
  const shopStore = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addStorehouse', { name: `门店仓${tag}` });
  await apiCall(page, 'POST', 'fac/inventoryItem/updateInventoryItem', {
    storehouseId: mainStore.id,
    operateType: 'IN',
    opDate: '2026-12-01',
    remark: null,
    items: skus.map((k) => ({ goodsSkuId: k.id, quantity: '50' })),
  });
  const customer = `衣恋${tag}`;
  await apiCall(page, 'POST', 'fac/customer/add', { name: customer });
  await reviewBySelf(page, ['STOCK_DELIVERY']);
  return { styleNo, styleId: style.goodsId, colours, sizes, skuOf, mainStore: mainStore.id, shopStore: shopStore.id, customer };
}

test('stock bills: a shipment opened from the goods stock page, entered in the matrix, approved on its detail', async ({
  page,
}) => {
  await login(page);
  const tag = runTag();
  const d = await setUp(page, tag);
  const [red, black] = d.colours as [string, string];
  const [small, medium] = d.sizes as [string, string];

  // 开发货单 from the goods stock page: the form opens for this storehouse.
  await page.goto(`/goodsInventory?${new URLSearchParams({ f: JSON.stringify({ storehouse: d.mainStore }) })}`);
  await page.getByTestId('goods-open-STOCK_DELIVERY').click();
  await expect(page).toHaveURL(/\/home\/instorage\?type=STOCK_DELIVERY/);
  const form = page.getByTestId('stock-bill-form');
  await expect(form.getByTestId('stock-bill-storehouse')).toContainText(`成品仓${tag}`);
  await pick(page, form.getByTestId('stock-bill-customer'), d.customer, d.customer);
  await pick(page, form.getByTestId('stock-bill-add-style'), d.styleNo, d.styleNo);
  const matrix = form.getByTestId('sku-matrix');
  // Colours show as 色号-name; a cell is named by its row and size.
  await matrix.getByLabel(new RegExp(`${red} ${small}$`)).fill('8');
  await matrix.getByLabel(new RegExp(`${black} ${medium}$`)).fill('60');
  await expect(form.getByTestId('stock-bill-beyond')).toContainText('超出库存 10 件');
  await matrix.getByLabel(new RegExp(`${black} ${medium}$`)).fill('4');
  await expect(form.getByTestId('stock-bill-beyond')).toHaveCount(0);
  await form.getByTestId('stock-bill-price').fill('99.5');
  await expect(form).toContainText('工厂发货单：1款/12件');
  await shoot(page, 'form-zh');
  await page.getByTestId('stock-bill-submit').click();

  // The detail: pending review, approved here; the stock follows.
  await expect(page).toHaveURL(/\/stockDetail\?orderNo=FH/);
  const bar = page.getByTestId('bill-action-bar');
  await bar.locator('[data-action=approve]').click();
  await expect(bar.locator('[data-action=applyAntiReview]')).toBeVisible();
  await expect(page.getByTestId('stock-bill-fields')).toContainText('1194.00');
  await expect(page.getByTestId('stock-bill-lines')).toContainText(`${d.styleNo} ${red}/${small}`);
  await shoot(page, 'detail-zh');
  const stock = await apiCall<{ skus: { goodsSkuId: string; quantity: string }[] }>(
    page,
    'POST',
    'fac/inventoryItem/queryInventoryItemByStyleId',
    { storehouseId: d.mainStore, styleId: d.styleId },
  );
  expect(Number(stock.skus.find((s) => s.goodsSkuId === d.skuOf(red, small))!.quantity)).toBe(42);

  // 打印: the A4 sheet, the style as a colour × size matrix with row, column and grand totals.
  await page.getByTestId('stock-bill-print').click();
  const sheet = page.getByTestId('stock-bill-print-sheet');
  await expect(sheet.getByTestId('stock-bill-print-style')).toContainText(d.styleNo);
  await expect(sheet.getByTestId('stock-bill-print-style').locator('tr').last()).toContainText('12');
  await expect(sheet.getByTestId('stock-bill-print-totals')).toContainText('12 件');
  await shoot(page, 'print-goods-zh');
});

test('stock bills: an 出库 to another storehouse received with a changed quantity; the list totalled and exported', async ({
  page,
}) => {
  await login(page);
  const tag = runTag();
  const d = await setUp(page, tag);
  const [black, small] = [d.colours[1]!, d.sizes[0]!];

  // An 出库 to the shop storehouse (no review for 出库): its notice is received there with 9 of the 10.
  const out = await stockCall<{ id: string; billNo: string }>(page, 'createStockBill', {
    operateType: 'STOCK_OUT',
    skuKind: 'GOODS',
    storehouseId: d.mainStore,
    inStorehouseId: d.shopStore,
    operaterId: (await apiCall<{ userId: string }>(page, 'GET', 'login/session')).userId,
    opDate: '2026-12-02',
    remark: `调门店${tag}`,
    lines: [{ skuId: d.skuOf(black, small), quantity: '10', price: '60' }],
  });
  await submitAndApprove(page, 'STOCK_OUT', out.id); // approved too, should review be on for 出库
  await page.goto(`/stockInforms?${new URLSearchParams({ f: JSON.stringify({ storehouse: d.shopStore }) })}`);
  const notice = rowWith(page, out.billNo);
  await expect(notice).toContainText('待入库');
  await notice.getByTestId('inform-confirm').click();
  const receive = page.getByRole('dialog');
  await receive.getByTestId('inform-received').fill('9');
  await shoot(page, 'inform-receive-zh');
  await receive.getByRole('button', { name: label('确定') }).click();
  await expect(notice).toContainText('已入库');
  await expect(notice).toContainText('9');
  await shoot(page, 'informs-zh');

  // The list: this run's bills, their totals, exported.
  await page.goto(`/stockBills?${new URLSearchParams({ f: JSON.stringify({ storehouse: d.mainStore }) })}`);
  await expect(rowWith(page, out.billNo)).toContainText('出库单');
  await expect(page.getByTestId('list-totals')).toContainText('10 件');
  const download = page.waitForEvent('download');
  await page.getByTestId('stock-bill-export').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await shoot(page, 'list-zh');

  await switchLanguage(page, 'English');
  await expect(rowWith(page, out.billNo)).toContainText('Stock-out');
  await expect(page.getByTestId('list-totals')).toContainText('10 pcs');
  await shoot(page, 'list-en');
  await page.goto(`/stockDetail?orderNo=${encodeURIComponent(out.billNo)}`);
  await expect(page.getByTestId('stock-bill-fields')).toContainText('To storehouse');
  await shoot(page, 'detail-en');
  await page.getByTestId('stock-bill-print').click();
  await expect(page.getByTestId('stock-bill-print-totals')).toContainText('10 pcs');
  await shoot(page, 'print-goods-en');
  await page.goto('/stockBills');
  await switchLanguage(page, '中文');
});
