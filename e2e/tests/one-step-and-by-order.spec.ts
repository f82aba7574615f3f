import { expect, test, type Page } from '@playwright/test';
import { cellUnder, label, pick, rowWith, tickRow } from '../fixtures/antd.js';
import { createOneStepData, pourTopDown, purchaseDetail, reviewedPurchaseForOrders, titleStatus } from '../fixtures/one-step.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, screenshot } from '../support/helpers.js';

// The newest purchasing screens (reference 06 §1-4). Two production orders need 60 and 40 米 of one material SKU.
// 一键采到送 from the demand board buys the 100, receives all of it and delivers 70 to a processing factory in one
// save: the purchase shows its reviewed arrival and delivery, the delivery goes by production order, and the stock
// page holds 100 − 70 = 30. Then a second purchase of 60 + 40 for the same orders is received by production order on
// the arrival form: a total of 80 typed in 按单到料 pours top down (the first order full, the second the rest), and
// each order's split of the purchase receives exactly what the screen showed.
const tag = runTag();
const demands = ['60', '40'] as const;
const delivered = 70;
const secondPurchase = ['60', '40'] as const;
const byOrderTotal = 80;

/** The production order numbers of the rows of `rows`, in screen order (the rows name exactly one order each). */
async function ordersInRows(rows: ReturnType<typeof rowWith>, orderNos: string[]): Promise<string[]> {
  const texts = await rows.allTextContents();
  return texts.map((text) => {
    const found = orderNos.filter((o) => text.includes(o));
    expect(found, `one order in the row "${text}"`).toHaveLength(1);
    return found[0]!;
  });
}

/** Follows a link of the page and waits for the page it opens (BillDetail) to show 已审核. */
async function openReviewed(page: Page, testId: string, url: RegExp): Promise<string> {
  const link = page.getByTestId(testId);
  const no = ((await link.textContent()) ?? '').trim();
  expect(no).not.toBe('');
  await link.click();
  await expect(page).toHaveURL(url);
  await expect(page.getByTestId('bill-no')).toHaveText(no);
  await expect(titleStatus(page)).toHaveText('已审核');
  return no;
}

test('一键采到送 from the demand board books a reviewed arrival and delivery; an arrival by production order pours its total top down', async ({
  page,
}) => {
  // About ten screens: well under a minute on a quiet machine, past 90 s at load 12 on two cores (a rehearsal beside
  // three builds); room for that.
  test.setTimeout(180_000);
  await login(page);
  const data = await createOneStepData(page, tag, demands);
  const orderNos = data.orders.map((o) => o.orderNo);

  // 1. 采购需求看板: the two orders' demand lines, selected, then + 一键采到送.
  await page.goto('/purchaseNeed');
  const boardSearch = page.getByPlaceholder('输入商品款号/生产单号/物料/供应商').first();
  await boardSearch.fill(data.materialName);
  await boardSearch.press('Enter');
  for (const o of data.orders) {
    const row = rowWith(page, o.orderNo, data.colour);
    await expect(row).toHaveCount(1);
    await tickRow(row);
  }
  await screenshot(page, 'one-step-01-board');
  await page.locator('[data-testid="pick-up"]:visible').click();
  await expect(page).toHaveURL(/\/newPurchase\?type=pickUpDelivery&demandIds=/);
  await expect(page.getByRole('heading', { name: '一键采到送' })).toBeVisible();

  // 2. The pick-up form: 物料仓库, 送料工厂, one line for both orders filled with what they wait for, 本次送料 below 本次到料.
  await pick(page, page.getByTestId('pickup-storehouse'), data.storehouseName, data.storehouseName);
  await pick(page, page.getByTestId('pickup-factory'), data.factoryName, data.factoryName);
  const line = rowWith(page, data.materialName, data.colour);
  await expect(line).toHaveCount(1);
  for (const orderNo of orderNos) await expect(line).toContainText(orderNo);
  await page.getByRole('button', { name: '一键填齐合计采购' }).click();
  await expect(line.locator('[data-testid^="quantity-"]')).toHaveValue('100');
  await expect(line.locator('[data-testid^="amount-"]')).toHaveValue('1850.00');
  // 本次到料 and 本次送料 follow 本次采购; the delivery is then cut to 70.
  await expect(line.locator('[data-testid^="quantityArrive-"]')).toHaveValue('100');
  await expect(line.locator('[data-testid^="quantityDelivery-"]')).toHaveValue('100');
  await line.locator('[data-testid^="quantityDelivery-"]').fill(String(delivered));
  await expect(page.getByTestId('purchase-summary')).toContainText('1850');
  // Scroll the grid so the picture shows 本次到料 / 本次送料 whatever the window's width.
  await line.locator('[data-testid^="quantityDelivery-"]').scrollIntoViewIfNeeded();
  await page
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((el) => el.scrollTo({ left: el.scrollWidth / 3 }));
  await screenshot(page, 'one-step-02-pick-up-form');
  await page.getByTestId('purchase-save').click();
  await expect(page.getByText(/已生成 1 张采购单、1 张到料单和送料单 \S+/)).toBeVisible();

  // The purchase detail: reviewed, every order's split fully arrived, and the links to its arrival and delivery.
  await expect(page).toHaveURL(/\/detailPurchase\?orderNo=/);
  const purchaseNo = decodeURIComponent(new URL(page.url()).searchParams.get('orderNo') ?? '');
  // Reviewed, and its arrival points at it: shown as 不可反审 (lineage), the arrival named in 关联单据.
  await expect(titleStatus(page)).toHaveText('不可反审');
  await expect(page.getByTestId('bill-lineage').getByRole('row').filter({ hasText: '物料收料单' })).toHaveCount(1);
  await expect(page.getByText('关联到料单')).toBeVisible();
  await expect(page.getByText('关联送料单')).toBeVisible();
  const splitTable = page.getByTestId('purchase-lines').locator('.ant-table-expanded-row .ant-table').first();
  const splitRows = splitTable.locator('tr.ant-table-row');
  await expect(splitRows).toHaveCount(2);
  for (const o of data.orders) {
    const split = rowWith(splitTable, o.orderNo);
    await expect(await cellUnder(splitTable, split, '本次采购')).toHaveText(o.demand);
    await expect(await cellUnder(splitTable, split, '采购已到')).toHaveText(o.demand);
    await expect(await cellUnder(splitTable, split, '采购未到')).toHaveText('0');
  }
  // The delivery pours 本次送料 over the purchase's splits in this order (the order the board handed them over).
  const splitOrder = await ordersInRows(splitRows, orderNos);
  const demandOf = (orderNo: string) => Number(data.orders.find((o) => o.orderNo === orderNo)!.demand);
  const deliveredTo = new Map(splitOrder.map((orderNo, i) => [orderNo, pourTopDown(delivered, splitOrder.map(demandOf))[i]!]));
  await screenshot(page, 'one-step-03-purchase');

  // The arrival: reviewed, 100 米 into the storehouse.
  await openReviewed(page, 'pickup-arrival', /\/materialDetail\?orderNo=/);
  await expect(page.getByTestId('arrival-fields')).toContainText(data.storehouseName);
  const arrivalLine = rowWith(page.getByTestId('arrival-detail-lines'), data.colour);
  await expect(arrivalLine).toHaveCount(1);
  await expect(await cellUnder(page.getByTestId('arrival-detail-lines'), arrivalLine, '本次到料[库存单位]')).toHaveText('100 米');
  await screenshot(page, 'one-step-04-arrival');

  // The delivery: reviewed, from the storehouse to the factory, one line per production order.
  await page.goBack();
  await expect(page).toHaveURL(/\/detailPurchase\?orderNo=/);
  await openReviewed(page, 'pickup-delivery', /\/payoffDetail\//);
  await expect(page.getByTestId('delivery-fields')).toContainText(data.storehouseName);
  await expect(page.getByTestId('delivery-fields')).toContainText(data.factoryName);
  const deliveryLines = page.getByTestId('delivery-lines');
  await expect(deliveryLines.locator('tr.ant-table-row')).toHaveCount(2);
  for (const [orderNo, quantity] of deliveredTo) {
    const row = rowWith(deliveryLines, orderNo, data.colour);
    await expect(row).toHaveCount(1);
    await expect(await cellUnder(deliveryLines, row, '合计送料')).toHaveText(String(quantity));
  }
  await screenshot(page, 'one-step-05-delivery');

  // 3. 物料库存 for that storehouse and material: 100 arrived − 70 delivered = 30 on hand.
  await page.goto(
    `/materialInventory?kw=${encodeURIComponent(data.materialName)}&f=${encodeURIComponent(JSON.stringify({ storehouse: data.ids.storehouseId }))}`,
  );
  const stock = rowWith(page, data.storehouseName, data.colour);
  await expect(stock).toHaveCount(1);
  await expect(stock.locator('td strong')).toHaveText(String(100 - delivered));
  await screenshot(page, 'one-step-06-stock');

  // 4. A second purchase for the two orders (60 + 40, reviewed), received by production order on the arrival form.
  const purchaseNo2 = await reviewedPurchaseForOrders(page, data, secondPurchase);
  expect(purchaseNo2).not.toBe(purchaseNo);
  await page.goto('/materialAdd');
  const arrival = page.getByTestId('arrival-form');
  await expect(arrival).toBeVisible();
  await pick(page, arrival.getByTestId('arrival-supplier'), data.supplierName, data.supplierName);
  await pick(page, arrival.getByTestId('arrival-storehouse'), data.storehouseName, data.storehouseName);
  await arrival.getByTestId('arrival-add-order').click();
  const picker = page.getByRole('dialog', { name: /^按生产单添加/ });
  await expect(picker).toBeVisible();
  const pickerTable = picker.getByTestId('order-line-picker');
  // Only the second purchase is open: the first one arrived in full.
  await expect(pickerTable.locator('tr.ant-table-row')).toHaveCount(2);
  for (const [i, o] of data.orders.entries()) {
    const row = rowWith(pickerTable, purchaseNo2, o.orderNo);
    await expect(row).toHaveCount(1);
    await expect(await cellUnder(pickerTable, row, '采购未到')).toHaveText(secondPurchase[i]!);
    await tickRow(row);
  }
  await picker.getByRole('button', { name: label('确定') }).click();
  await expect(picker).toBeHidden();
  const formLines = arrival.getByTestId('arrival-lines');
  for (const orderNo of orderNos) await expect(rowWith(formLines, purchaseNo2, orderNo)).toHaveCount(1);

  // 按物料 → 按单到料: 80 typed as the total pours top down over the orders' 采购未到.
  await arrival.getByTestId('arrival-view').getByText('按物料').click();
  await expect(arrival.getByTestId('arrival-material-lines')).toBeVisible();
  await arrival.getByTestId(`material-${data.ids.skuId}-by-order`).click();
  const byOrder = page.getByRole('dialog', { name: /^按单到料/ });
  await expect(byOrder).toBeVisible();
  const byOrderRows = byOrder.getByTestId('by-order-table').locator('tr.ant-table-row');
  await expect(byOrderRows).toHaveCount(2);
  const dialogOrder = await ordersInRows(byOrderRows, orderNos);
  const outstandingOf = (orderNo: string) => Number(secondPurchase[orderNos.indexOf(orderNo)]);
  const poured = pourTopDown(byOrderTotal, dialogOrder.map(outstandingOf));
  // The first order takes all it waits for, the second the rest (and less than it waits for).
  expect(poured[0]).toBe(outstandingOf(dialogOrder[0]!));
  expect(poured[1]).toBeLessThan(outstandingOf(dialogOrder[1]!));
  await byOrder.getByTestId('by-order-total').fill(String(byOrderTotal));
  for (const [i, quantity] of poured.entries()) {
    await expect(byOrder.getByTestId(`by-order-${i}-stock`)).toHaveValue(String(quantity));
    await expect(byOrder.getByTestId(`by-order-${i}-quantity`)).toHaveValue(String(quantity));
  }
  await expect(byOrder.getByTestId('by-order-sum')).toContainText(`${byOrderTotal} 米`);
  await screenshot(page, 'one-step-07-by-order');
  await byOrder.getByRole('button', { name: label('确定') }).click();
  await expect(byOrder).toBeHidden();
  await expect(arrival.getByTestId(`material-${data.ids.skuId}-stock`)).toHaveValue(String(byOrderTotal));

  // Back to 按明细: one line per order with the poured quantity.
  await arrival.getByTestId('arrival-view').getByText('按明细').click();
  for (const [i, orderNo] of dialogOrder.entries())
    await expect(rowWith(formLines, orderNo).locator('[data-testid$="-quantity"]')).toHaveValue(String(poured[i]));
  await screenshot(page, 'one-step-08-arrival-form');
  await arrival.getByTestId('arrival-submit').click();
  await expect(page).toHaveURL(/\/materialDetail\?orderNo=/);
  await expect(titleStatus(page)).toHaveText('已审核');
  const detailLines = page.getByTestId('arrival-detail-lines');
  for (const [i, orderNo] of dialogOrder.entries())
    await expect(await cellUnder(detailLines, rowWith(detailLines, orderNo), '本次到料[库存单位]')).toHaveText(`${poured[i]} 米`);
  await screenshot(page, 'one-step-09-arrival-reviewed');

  // Each order's split of the second purchase received what the screen showed, nothing spread elsewhere.
  const second = await purchaseDetail(page, purchaseNo2);
  expect(second.lines).toHaveLength(1);
  expect(Number(second.lines[0]!.arrivedQuantity)).toBe(byOrderTotal);
  const received = new Map(second.lines[0]!.demands.map((s) => [s.orderNo, Number(s.arrivedQuantity)]));
  expect(received).toEqual(new Map(dialogOrder.map((orderNo, i) => [orderNo, poured[i]!])));
});
