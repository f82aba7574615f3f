import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { choose } from '../fixtures/antd.js';
import { runTag } from '../fixtures/run-tag.js';
import { login } from '../support/helpers.js';

// Issue 10 part 1: a clerk gives a goods style its BOM on 商品详情's BOM tab — a fabric mapped per garment colour with a
// larger usage for L, a trim for all colours, loss typed wrong first (warned, never changed) — copies it under a name
// already taken (warned), looks at one SKU's materials and at the operation log. Screenshots zh / en of every screen
// go to docs/screenshots/issue-10/bom-*.png.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-10');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  // antd's motions (a modal zooming in, a drawer sliding) finished: a busy machine slows them down.
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]')).toHaveCount(0);
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

interface Seed {
  goodsId: string;
  fabricNo: string;
  trimNo: string;
}

/** Colours 红 / 黑, sizes S / M / L, a style of them with a part; a fabric in red and black (米) and a trim (个). */
async function seed(page: Page): Promise<Seed> {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `BOM色组${tag}` });
  const colours = [
    await attr('COLOR', `红${tag}`, { categoryId: group.id }),
    await attr('COLOR', `黑${tag}`, { categoryId: group.id }),
  ];
  const sizes = [await attr('SIZE', `S${tag}`), await attr('SIZE', `M${tag}`), await attr('SIZE', `L${tag}`)];
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `BOM码${tag}`,
    sizeIds: sizes.map((s) => s.id),
  });
  const style = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleName: `衬衫${tag}`,
    sizeCategoryId: category.id,
    colorIds: colours.map((c) => c.id),
    sizeIds: sizes.map((s) => s.id),
  });
  await apiCall(page, 'POST', 'common-goods-style/part', { styleId: style.goodsId, name: '前片' });
  const supplier = await apiCall<{ id: string }>(page, 'POST', 'supplier/insert', {
    name: `华纺${tag}`,
    contacts: '王经理',
    mobilePhone: '13800001111',
  });
  const kind = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/kinds/add', { no: `B${tag}`, name: `面料${tag}` });
  const spec = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addOrUpdateCommonMaterialsSpecifications', {
    no: `Q${tag}`,
    remark: '幅宽150',
  });
  const sku = (colorName: string, stockUnit: string, planCost: string) => ({
    colorName,
    specificationsId: spec.id,
    stockUnit,
    conversionRate: '1',
    suppliers: [{ supplierId: supplier.id, planCost, isDefault: true }],
  });
  const fabricNo = `FB${tag}`;
  const trimNo = `KZ${tag}`;
  await apiCall(page, 'POST', 'fac/materials/addMaterials', {
    kindId: kind.id,
    no: fabricNo,
    name: `府绸${tag}`,
    skus: [sku(`红布${tag}`, '米', '18.5'), sku(`黑布${tag}`, '米', '18.5')],
  });
  const trim = await apiCall<{ id: string }>(page, 'POST', 'fac/materials/addMaterials', {
    kindId: kind.id,
    no: trimNo,
    name: `纽扣${tag}`,
    skus: [sku(`白${tag}`, '个', '0.2')],
  });
  // A template of the trim (its screens are shot in the tour).
  const detail = await apiCall<{ commonMaterialsSkuList: { id: string }[] }>(page, 'GET', 'fac/materials/getMaterialDetail', {
    id: trim.id,
  });
  await apiCall(page, 'POST', 'common/bom/template', {
    name: `衬衫模板${tag}`,
    rows: [{ materialSkuId: detail.commonMaterialsSkuList[0]!.id, singleDosage: '6', partName: '门襟' }],
  });
  return { goodsId: style.goodsId, fabricNo, trimNo };
}

async function addMaterial(page: Page, no: string, colour: string): Promise<void> {
  await choose(page, page.getByTestId('bom-add'), no, colour, false);
}

/** Closes an open select dropdown by clicking the dialog's title (Escape would close the dialog). */
async function blurSelect(page: Page, scope: ReturnType<Page['getByRole']>): Promise<void> {
  await scope.locator('.ant-modal-title').click();
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** Every BOM screen once, shot in the interface's language (the BOM 大货BOM exists and was edited once). */
async function tour(page: Page, lang: 'zh' | 'en'): Promise<void> {
  await page.goto(`/baseGoodsInfo?id=${seeded.goodsId}&tab=bom`);
  const panel = page.getByTestId('bom-panel');
  await expect(panel.getByTestId('bom-panel-name')).toHaveText('大货BOM');
  await expect(panel.getByTestId('bom-panel-totals')).toContainText('1.2 米 + 8 个');
  await shoot(page, `bom-tab-${lang}`);

  await page.getByTestId('bom-sku-view').click();
  const skuView = page.getByRole('dialog').filter({ has: page.getByTestId('bom-sku-select') });
  await choose(page, skuView.getByTestId('bom-sku-select'), `黑${tag} / L${tag}`, `黑${tag} / L${tag}`, false);
  await blurSelect(page, skuView);
  const fabric = skuView.getByTestId('bom-sku-table').getByRole('row').filter({ hasText: seeded.fabricNo });
  await expect(fabric).toContainText(`黑布${tag}`);
  await expect(fabric).toContainText('1.5');
  await shoot(page, `bom-sku-${lang}`);
  await skuView.locator('.ant-modal-close').click();

  await page.getByTestId('bom-log-open').click();
  await page.getByTestId('bom-log-detail').first().click();
  await expect(page.getByTestId('bom-log-after')).toContainText('8');
  await shoot(page, `bom-log-${lang}`);
  await page.locator('.ant-modal-wrap .ant-modal-close').last().click();
  await page.locator('.ant-drawer-close').click();

  await page.getByRole('button', { name: lang === 'zh' ? 'BOM字段配置' : 'BOM columns' }).click();
  await expect(page.getByTestId('bom-config-save')).toBeVisible();
  await shoot(page, `bom-config-${lang}`);
  await page.getByRole('dialog').locator('.ant-modal-close').click();

  await panel.locator('[data-action="edit"]').click();
  await expect(page.getByTestId('bom-editor')).toBeVisible();
  await page.getByTestId('bom-lossRate-0').fill('3.333');
  await expect(page.getByTestId('bom-editor-table')).toContainText(lang === 'zh' ? '损耗最多 2 位小数' : 'at most 2 decimals');
  // The warned cell in sight (the 操作 column is fixed on the right and would cover it).
  await page
    .getByTestId('bom-editor-table')
    .locator('.ant-table-content')
    .evaluate((el) => el.scrollTo({ left: 520 }));
  await shoot(page, `bom-editor-${lang}`);
  await page.getByTestId('bom-mapping-0').click();
  await expect(page.getByTestId(`bom-mapping-color-黑${tag}`)).toContainText(`黑布${tag}`);
  await shoot(page, `bom-mapping-${lang}`);
  await page.getByRole('dialog').locator('.ant-modal-close').click();
  await page.getByTestId('bom-supplier-0').click();
  await expect(page.getByTestId('bom-supplier-ok')).toBeVisible();
  await expect(page.getByRole('dialog').getByText(`华纺${tag}`)).toBeVisible();
  await shoot(page, `bom-supplier-${lang}`);
  await page.getByRole('dialog').locator('.ant-modal-close').click();
  // 新建物料 inside the search select opens the material form.
  await page.getByTestId('bom-add').click();
  await page.getByTestId('select-create').click();
  await expect(page.getByTestId('bom-material-save')).toBeVisible();
  await shoot(page, `bom-material-${lang}`);
  await page.locator('.ant-drawer-close').click();

  await page.goto('/bomTemplate');
  await expect(page.getByRole('row').filter({ hasText: `衬衫模板${tag}` })).toBeVisible();
  await shoot(page, `bom-templates-${lang}`);
  await page.getByRole('button', { name: lang === 'zh' ? '从Excel导入' : 'Import from Excel' }).click();
  await expect(page.getByTestId('import-commit')).toBeVisible();
  await shoot(page, `bom-template-import-${lang}`);
  await page.getByRole('dialog').locator('.ant-modal-close').click();
  await page
    .getByRole('row')
    .filter({ hasText: `衬衫模板${tag}` })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByTestId('bom-template-name')).toHaveValue(`衬衫模板${tag}`);
  await expect(page.getByTestId('bom-editor-table')).toContainText(seeded.trimNo);
  await shoot(page, `bom-template-form-${lang}`);
}

// Serial: the later tests read what the first made. About 30 s each on a quiet machine; the limit leaves room for a
// busy one (the shared 2 cores ran at a load of 20 while this was written).
test.describe.configure({ mode: 'serial', timeout: 180_000 });
let seeded: Seed;

test('a clerk gives a goods style its BOM on the BOM tab (zh)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  seeded = await seed(page);
  await page.goto(`/baseGoodsInfo?id=${seeded.goodsId}`);
  await page.getByRole('tab', { name: 'BOM' }).click();
  await expect(page.getByTestId('goods-bom-tab')).toBeVisible();
  await page.getByTestId('bom-create').click();

  await page.getByTestId('bom-name').fill('大货BOM');
  await addMaterial(page, seeded.fabricNo, `红布${tag}`);
  await addMaterial(page, seeded.trimNo, `白${tag}`);
  const table = page.getByTestId('bom-editor-table');
  await page.getByTestId('bom-singleDosage-0').fill('1.2');
  await page.getByTestId(`bom-size-L${tag}-0`).fill('1.5');
  // A loss above 100 is said under the cell at once and stays as typed; save is refused until it is fixed.
  await page.getByTestId('bom-lossRate-0').fill('120');
  await expect(table.getByText('损耗最大为 100')).toBeVisible();
  await expect(page.getByTestId('bom-lossRate-0')).toHaveValue('120');
  await page.getByTestId('bom-save').click();
  await expect(page.getByText('第1行 损耗(%)：损耗最大为 100')).toBeVisible();
  await page.getByTestId('bom-lossRate-0').fill('3');
  await page.getByTestId('bom-main-0').check();
  await page.getByTestId('bom-singleDosage-1').fill('6');
  await expect(page.getByTestId('bom-totals')).toContainText('1.2 米 + 6 个');

  // Colour mapping: black garments take the black fabric.
  await page.getByTestId('bom-mapping-0').click();
  const mapping = page.getByRole('dialog').filter({ hasText: '颜色对应' });
  await choose(page, mapping.getByTestId(`bom-mapping-color-黑${tag}`), '', `黑布${tag}`, false);
  await mapping.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('bom-mapping-0')).toContainText('已对应 1 色');
  await page.getByTestId('bom-save').click();

  const panel = page.getByTestId('bom-panel');
  await expect(panel.getByTestId('bom-panel-name')).toHaveText('大货BOM');
  await expect(panel.getByTestId('bom-rows')).toContainText(`黑${tag}→黑布${tag}`);
  await expect(panel.getByTestId('bom-panel-totals')).toContainText('1.2 米 + 6 个');
  await expect(page.getByTestId('bom-list')).toContainText('默认');

  // An edit: the trim goes from 6 to 8 a piece (the log keeps before and after).
  await panel.locator('[data-action="edit"]').click();
  await page.getByTestId('bom-singleDosage-1').fill('8');
  await page.getByTestId('bom-save').click();
  await expect(panel.getByTestId('bom-panel-totals')).toContainText('1.2 米 + 8 个');

  // Copy under the same name: warned, nothing made; under a new name: a second BOM, then made the default.
  await page.getByTestId('bom-copy').first().click();
  const copy = page.getByRole('dialog').filter({ has: page.getByTestId('bom-copy-name') });
  await copy.getByTestId('bom-copy-name').fill('大货BOM');
  await copy.getByRole('button', { name: /确\s*定/ }).click();
  await expect(copy.getByText('该商品已有名为“大货BOM”的BOM')).toBeVisible();
  await copy.getByTestId('bom-copy-name').fill('打样BOM');
  await copy.getByRole('button', { name: /确\s*定/ }).click();
  const list = page.getByTestId('bom-list');
  await expect(list.getByRole('row')).toHaveCount(3);
  await list.getByRole('row').filter({ hasText: '打样BOM' }).getByTestId('bom-set-default').click();
  await expect(list.getByRole('row').filter({ hasText: '打样BOM' })).toContainText('默认');
  await list.getByRole('row').filter({ hasText: '打样BOM' }).getByTestId('bom-delete').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').filter({ hasText: '大货BOM' })).toContainText('默认');

  // 从模板新建: the template's trim row, its 部位 (门襟) not a part of this style so left blank; saved under a new name.
  await choose(page, page.getByTestId('bom-from-template'), '', `衬衫模板${tag}`, false);
  await expect(page.getByTestId('bom-name')).toHaveValue(`衬衫模板${tag}`);
  await expect(page.getByTestId('bom-editor-table')).toContainText(seeded.trimNo);
  await page.getByTestId('bom-name').fill('辅料BOM');
  await page.getByTestId('bom-save').click();
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(page.getByTestId('bom-panel').getByTestId('bom-panel-totals')).toContainText('6 个');
});

test('every BOM screen in Chinese', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  await tour(page, 'zh');
});

test('the same screens in English', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
  // The review desk opens a goods BOM by its id alone (/baseGoodsInfo?bomId=): the page finds the style and the tab.
  const { commonBomList } = await apiCall<{ commonBomList: { id: string; name: string }[] }>(page, 'GET', 'fac/commonBom/list', {
    styleId: seeded.goodsId,
  });
  await page.goto(`/baseGoodsInfo?bomId=${commonBomList.find((b) => b.name === '大货BOM')!.id}`);
  await expect(page.getByTestId('bom-panel').getByTestId('bom-panel-name')).toHaveText('大货BOM');
  await expect(page.getByRole('tab', { name: 'BOM', selected: true })).toBeVisible();
  await tour(page, 'en');

  // 提报 with no review configured takes effect at once: the BOM can no longer be edited.
  await page.goto(`/baseGoodsInfo?id=${seeded.goodsId}&tab=bom`);
  const panel = page.getByTestId('bom-panel');
  await expect(panel.getByTestId('bom-panel-name')).toHaveText('大货BOM');
  await panel.locator('[data-action="submit"]').click();
  await expect(panel.locator('[data-action="edit"]')).toHaveCount(0);
  await expect(panel.locator('[data-action="submit"]')).toHaveCount(0);
});
