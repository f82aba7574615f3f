import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login } from '../support/helpers.js';

// Issue 10 part 5: a reviewed order's BOM exploded into material demand. A style in 红 / 黑 × S M L XL has a BOM of a
// fabric mapped per garment colour (1.2 米 a piece, 1.5 for L and XL, 3% loss) and a trim (6 个 a piece); the order
// (红 10 20 30 40, 黑 5 10 15 20) is reviewed with 生成采购计划 on review. The 物料需求 tab shows what a person
// checks by hand — 红布 (30 × 1.2 + 70 × 1.5) × 1.03 = 145.23 米, 黑布 (15 × 1.2 + 35 × 1.5) × 1.03 = 72.615 米,
// 纽扣 150 × 6 = 900 个 — 标完成 of the trim, and 物料反算 from 72.615 米 of each fabric and 600 个: 75 garments,
// the red fabric limiting. Screenshots docs/screenshots/issue-10/demand-*-zh.png / -en.png.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-10');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]')).toHaveCount(0);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

interface Seeded {
  orderId: string;
  trimSkuId: string;
  styleId: string;
  bomId: string;
}

/** The style, its BOM, material in stock and a reviewed order; answers their ids and the trim's SKU id. */
async function seed(page: Page): Promise<Seeded> {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `需求色组${tag}` });
  const colours = [
    await attr('COLOR', `红${tag}`, { categoryId: group.id }),
    await attr('COLOR', `黑${tag}`, { categoryId: group.id }),
  ];
  const sizes: { id: string }[] = [];
  for (const s of ['S', 'M', 'L', 'XL']) sizes.push(await attr('SIZE', `${s}${tag}`));
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `需求码${tag}`,
    sizeIds: sizes.map((s) => s.id),
  });
  const style = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: `XQ${tag}`,
    styleName: `衬衫${tag}`,
    sizeCategoryId: category.id,
    colorIds: colours.map((c) => c.id),
    sizeIds: sizes.map((s) => s.id),
  });
  const supplier = await apiCall<{ id: string }>(page, 'POST', 'supplier/insert', {
    name: `华纺${tag}`,
    mobilePhone: '13800001111',
  });
  const kind = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/kinds/add', { no: `D${tag}`, name: `面料${tag}` });
  const spec = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
    no: `X${tag}`,
    remark: '幅宽150',
  });
  const sku = (colorName: string, stockUnit: string) => ({
    colorName,
    specificationsId: spec.id,
    stockUnit,
    conversionRate: '1',
    suppliers: [{ supplierId: supplier.id, planCost: '10', isDefault: true }],
  });
  const skuIdsOf = async (id: string) =>
    (
      await apiCall<{ commonMaterialsSkuList: { id: string }[] }>(page, 'GET', 'fac/materials/getMaterialDetail', { id })
    ).commonMaterialsSkuList.map((s) => s.id);
  const fabric = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: kind.id,
    no: `FD${tag}`,
    name: `府绸${tag}`,
    skus: [sku(`红布${tag}`, '米'), sku(`黑布${tag}`, '米')],
  });
  const trim = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: kind.id,
    no: `KD${tag}`,
    name: `纽扣${tag}`,
    skus: [sku(`白${tag}`, '个')],
  });
  const [red, black] = await skuIdsOf(fabric.id);
  const [button] = await skuIdsOf(trim.id);
  const bom = await apiCall<{ id: string }>(page, 'POST', 'fac/commonBom/addCommonBom', {
    styleId: style.goodsId,
    name: '大货BOM',
    commonMaterialsSkuList: [
      {
        materialSkuId: red,
        singleDosage: '1.2',
        lossRate: '3',
        sizeDosages: [2, 3].map((i) => ({ sizeId: sizes[i]!.id, singleDosage: '1.5' })),
        colorMappings: [
          { styleColorId: colours[0]!.id, materialSkuId: red },
          { styleColorId: colours[1]!.id, materialSkuId: black },
        ],
        isMain: true,
      },
      { materialSkuId: button, singleDosage: '6' },
    ],
  });
  const store = await apiCall<{ id: string }>(page, 'POST', 'fac/storehouse/addStorehouse', {
    name: `需求仓${tag}`,
    notAllowNegative: true,
  });
  await apiCall(page, 'POST', 'fac/stock', {
    storehouseId: store.id,
    opDate: '2026-11-27',
    items: [
      { materialsSkuId: red, quantity: '72.615' },
      { materialsSkuId: black, quantity: '72.615' },
      { materialsSkuId: button, quantity: '600' },
    ],
  });
  const { skuList } = await apiCall<{ skuList: { id: string; color_id: string; size_id: string }[] }>(
    page,
    'GET',
    'fac/goods/getFacGoodsStyle',
    { goodsId: style.goodsId },
  );
  const quantity = (s: { color_id: string; size_id: string }) =>
    (colours.findIndex((c) => c.id === s.color_id) === 0 ? 10 : 5) * (sizes.findIndex((z) => z.id === s.size_id) + 1);
  await apiCall(page, 'POST', 'material/purchase/config/update', {
    demandSource: 'PRODUCTION_ORDER',
    generatePlanOnSubmit: true,
  });
  const order = await apiCall<{ id: string }>(page, 'POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-27',
    facPrdOrderGoodsList: [
      {
        styleId: style.goodsId,
        deliveryAt: '2026-12-20',
        bomId: bom.id,
        facPrdOrderGoodsDetailList: skuList.map((s) => ({ goodsSkuId: s.id, num: quantity(s) })),
      },
    ],
  });
  const submitted = await apiCall<{ status: number }>(page, 'POST', 'uflo/FAC_PRD_ORDER/submit', { id: order.id });
  if (submitted.status === 1) await apiCall(page, 'POST', 'uflo/FAC_PRD_ORDER/review', { id: order.id, result: true });
  return { orderId: order.id, trimSkuId: button!, styleId: style.goodsId, bomId: bom.id };
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });
let seeded: Seeded;

async function openDemand(page: Page, tabName: string) {
  await page.goto(`/orderProductioDetail?id=${seeded.orderId}`);
  await page.getByRole('tab', { name: tabName }).click();
  await expect(page.getByTestId('order-demand')).toBeVisible();
}

test('the order detail shows the demand a person checks by hand; 标完成 and 物料反算 (zh)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  seeded = await seed(page);
  await openDemand(page, '物料需求');
  const table = page.getByTestId('order-demand');
  const row = (name: string) => table.getByRole('row').filter({ hasText: name });
  await expect(row(`红布${tag}`)).toContainText('145.23 米');
  await expect(row(`黑布${tag}`)).toContainText('72.615 米');
  await expect(row(`白${tag}`)).toContainText('900 个');
  await expect(row(`白${tag}`)).toContainText('600 个');
  // One total per stock unit (in the order the rows bring the units).
  await expect(table.locator('.ant-table-summary')).toContainText(/217\.845 米 \+ 900 个|900 个 \+ 217\.845 米/);
  await page.getByTestId(`demand-complete-${seeded.trimSkuId}`).click();
  await expect(row(`白${tag}`)).toContainText('手动完成');
  await shoot(page, 'demand-table-zh');
  await page.getByTestId('demand-back-calc').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('back-calc-table')).toContainText('75');
  await expect(
    dialog
      .getByRole('row')
      .filter({ hasText: `红布${tag}` })
      .last(),
  ).toContainText('短缺物料');
  await expect(
    dialog
      .getByRole('row')
      .filter({ hasText: `黑布${tag}` })
      .last(),
  ).not.toContainText('短缺物料');
  await shoot(page, 'demand-backcalc-zh');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // 撤销计划 of the black fabric (nothing bought): its board line goes; 需求重算 shows it new, 更新采购计划 restores it.
  await row(`黑布${tag}`).getByRole('button', { name: '撤销计划' }).click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row(`黑布${tag}`)).toContainText('未生成计划');
  await page.getByTestId('demand-recalc').click();
  const recalc = page.getByRole('dialog');
  await expect(recalc.getByTestId('recalc-summary')).toContainText('1 项与采购计划不一致');
  await expect(recalc.getByRole('row').filter({ hasText: `黑布${tag}` })).toContainText('新增');
  await expect(recalc.getByRole('row').filter({ hasText: `黑布${tag}` })).toContainText('+72.615');
  await shoot(page, 'demand-recalc-zh');
  await recalc.getByTestId('recalc-apply').click();
  await expect(recalc.getByTestId('recalc-summary')).toContainText('物料需求与采购计划一致');
  await page.keyboard.press('Escape');
  await expect(row(`黑布${tag}`)).not.toContainText('未生成计划');

  // 打印 from the detail: the A4 sheet with the colour x size matrix and its totals.
  await page.getByTestId('order-print-open').click();
  const sheet = page.getByTestId('order-print');
  await expect(sheet.getByTestId('order-print-matrix')).toContainText('100');
  await expect(sheet.getByTestId('order-print-matrix').getByRole('row').last()).toContainText('150');
  await expect(sheet.getByTestId('order-print-summary')).toContainText('1款 150 件');
  await shoot(page, 'order-print-zh');
});

test('the same screens in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
  await openDemand(page, 'Material demand');
  await expect(
    page
      .getByTestId('order-demand')
      .getByRole('row')
      .filter({ hasText: `红布${tag}` }),
  ).toContainText('145.23 米');
  await shoot(page, 'demand-table-en');
  await page.getByTestId('demand-back-calc').click();
  await expect(page.getByRole('dialog').getByTestId('back-calc-table')).toContainText('75');
  await shoot(page, 'demand-backcalc-en');
  await page.keyboard.press('Escape');
  await page.getByTestId('demand-recalc').click();
  await expect(page.getByRole('dialog').getByTestId('recalc-summary')).toContainText('The demand matches the purchase plan');
  await shoot(page, 'demand-recalc-en');
  await page.goto(`/orderProductionPrint?id=${seeded.orderId}`);
  await expect(page.getByTestId('order-print-summary')).toContainText('150');
  await expect(page.getByTestId('order-print')).toContainText('Production order');
  await shoot(page, 'order-print-en');
});

// The BOM tab's 关联订单: the reviewed order uses 大货BOM; an order made on a copy of it is moved onto 大货BOM
// (updateBomOrderList) from 使用其他BOM的订单, and then both are listed under 使用此BOM的订单 with 150 + 160 pieces.
test('关联订单 of a BOM: the orders using it, another moved onto it (zh, en)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  const copy = await apiCall<{ id: string }>(page, 'POST', 'fac/commonBom/copyCommonBom', {
    commonBomId: seeded.bomId,
    name: `副本${tag}`,
  });
  const { skuList } = await apiCall<{ skuList: { id: string }[] }>(page, 'GET', 'fac/goods/getFacGoodsStyle', {
    goodsId: seeded.styleId,
  });
  const other = await apiCall<{ id: string; orderNo: string }>(page, 'POST', 'facPrdOrder/add', {
    placeorderAt: '2026-11-28',
    facPrdOrderGoodsList: [
      {
        styleId: seeded.styleId,
        deliveryAt: '2026-12-24',
        bomId: copy.id,
        facPrdOrderGoodsDetailList: skuList.map((s) => ({ goodsSkuId: s.id, num: 20 })),
      },
    ],
  });
  await page.goto(`/baseGoodsInfo?bomId=${seeded.bomId}`);
  await expect(page.getByTestId('bom-panel-name')).toHaveText('大货BOM');
  await page.getByTestId('bom-orders-open').click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByTestId('bom-orders-using-total')).toContainText('本页合计 150 件（1 个订单商品）');
  await shoot(page, 'bom-order-list-zh');
  await drawer.getByRole('tab', { name: '使用其他BOM的订单' }).click();
  const others = drawer.getByTestId('bom-orders-others');
  const row = others.getByRole('row').filter({ hasText: other.orderNo });
  await expect(row).toContainText('正式订单');
  await row.getByRole('checkbox').check();
  await shoot(page, 'bom-order-list-others-zh');
  await drawer.getByTestId('bom-orders-move').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(others.getByRole('row').filter({ hasText: other.orderNo })).toHaveCount(0);
  await drawer.getByRole('tab', { name: '使用此BOM的订单' }).click();
  await expect(drawer.getByTestId('bom-orders-using').getByRole('row').filter({ hasText: other.orderNo })).toHaveCount(1);
  await expect(drawer.getByTestId('bom-orders-using-total')).toContainText('本页合计 310 件（2 个订单商品）');

  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
  await page.reload();
  await page.getByTestId('bom-orders-open').click();
  await expect(drawer.getByTestId('bom-orders-using-total')).toContainText('This page: 310 pcs (2 order goods)');
  await shoot(page, 'bom-order-list-en');
});
