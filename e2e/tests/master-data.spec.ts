import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { choose, closeDropdown, dialog, field, label, pick } from '../fixtures/antd.js';
import { countMaterials, createMaterialMasterData, reviewMaterialsBySelf } from '../fixtures/api.js';
import { buildWorkbook, materialRows, readHeaders, readRows } from '../fixtures/material-workbook.js';
import { runTag } from '../fixtures/run-tag.js';
import { chooseDeskType, login, screenshot } from '../support/helpers.js';

// The master-data journey: the spec library (colours, sizes, a size category) and a goods style of 5 × 6 SKUs,
// a material with two SKUs and supplier prices through review, and an Excel import of 50 materials that first reports its 3 bad rows.
// Every name carries the run's tag, so the file also runs against a server that keeps its data.
const tag = runTag();
const colours = ['米白', '藏青', '酒红', '墨绿', '浅灰'].map((c) => `${c}${tag}`);
const sizes = ['S', 'M', 'L', 'XL', 'XXL', '3XL'].map((s) => `${s}-${tag}`);
const sizeCategory = `女装尺码${tag}`;
const downloads = mkdtempSync(path.join(os.tmpdir(), 'gf-e2e-'));

async function openMenu(page: Page, item: string): Promise<void> {
  // A top-level item's name starts with its icon's label ("audit 单据审核").
  await page.getByRole('menuitem', { name: new RegExp(`(^|\\s)${item}$`) }).click();
}

/** Fills and saves the library drawer that 新建 opened (colour or size). */
async function addLibraryValue(page: Page, title: string, nameLabel: string, name: string): Promise<void> {
  await page.getByRole('button', { name: /新\s*建$/ }).click();
  const form = dialog(page, title);
  await expect(form).toBeVisible();
  await field(form, nameLabel).fill(name);
  await form.getByRole('button', { name: label('保存') }).click();
  await expect(form).toBeHidden();
  // The list is in 排序 order and paged: in a database other journeys have filled, the new value is found by its name.
  const search = page.locator('.app-content').getByPlaceholder('请输入名称/编码搜索');
  await search.fill(name);
  await search.press('Enter');
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
}

test('spec library: five colours in a new group, six sizes in a size category, then a goods style of 5 × 6 = 30 SKUs', async ({
  page,
}) => {
  // Fourteen saved forms (group, 5 colours, 6 sizes, size category, goods style) can take more than the
  // default minute on a busy two-core machine (44 s measured at a load average of 7).
  test.setTimeout(120_000);
  await login(page);
  await openMenu(page, '规格属性库');
  await expect(page.locator('.app-content').getByRole('tab', { name: '颜色', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // A colour group of our own, chosen on the left; new colours land in it.
  const group = `春夏${tag}`;
  await page.getByRole('button', { name: /新建分组/ }).click();
  const groupDialog = dialog(page, '新建分组');
  await field(groupDialog, '组名').fill(group);
  await groupDialog.getByRole('button', { name: label('保存') }).click();
  await expect(groupDialog).toBeHidden();
  const groupItem = page.locator('.ant-card .ant-menu-item').filter({ hasText: group });
  await groupItem.click();
  for (const colour of colours) await addLibraryValue(page, '新建颜色', '色名', colour);
  const search = page.locator('.app-content').getByPlaceholder('请输入名称/编码搜索');
  for (const colour of colours) {
    await search.fill(colour);
    await search.press('Enter');
    await expect(page.getByRole('row').filter({ hasText: colour })).toContainText(group);
  }
  await search.fill('');
  await search.press('Enter');
  await screenshot(page, 'master-data-01-colours');

  // Sizes on their tab.
  await page.locator('.app-content').getByRole('tab', { name: '尺码', exact: true }).click();
  await expect(page).toHaveURL(/tab=SIZE/);
  for (const size of sizes) await addLibraryValue(page, '新建尺码', '尺码', size);
  await search.fill('');
  await search.press('Enter');
  await screenshot(page, 'master-data-02-sizes');

  // A size category of the six sizes, in the order chosen.
  await openMenu(page, '尺码组');
  await page.getByRole('button', { name: /添\s*加/ }).click();
  const form = dialog(page, '新建尺码组');
  await field(form, '尺码组名称').fill(sizeCategory);
  for (const size of sizes) await choose(page, field(form, '尺码'), size);
  await closeDropdown(page);
  await form.getByRole('button', { name: label('保存') }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: sizeCategory });
  await expect(row).toBeVisible();
  await expect(row.locator('.ant-tag')).toHaveText(sizes);
  await screenshot(page, 'master-data-03-size-category');

  // A goods style of the five colours × the six sizes of that category: the drawer previews the matrix.
  const styleName = `连衣裙${tag}`;
  await openMenu(page, '商品档案');
  await page.getByTestId('goods-new').click();
  const goods = dialog(page, '新建商品');
  await field(goods, '商品名称').fill(styleName);
  await choose(page, field(goods, '尺码组'), sizeCategory);
  for (const colour of colours) await choose(page, field(goods, '颜色'), colour);
  await closeDropdown(page);
  // Choosing the size category pre-selected its six sizes (the matrix below shows them).
  const preview = goods.getByTestId('sku-matrix');
  for (const name of [...colours, ...sizes]) await expect(preview).toContainText(name);
  await screenshot(page, 'master-data-04-goods-drawer');
  await goods.getByTestId('goods-save').click();

  // Saved, the detail page lists its 30 SKUs: one per colour and size.
  await expect(page).toHaveURL(/\/baseGoodsInfo/);
  await expect(page.getByText(styleName).first()).toBeVisible();
  await page.locator('.app-content').getByRole('tab', { name: 'SKU (30)' }).click();
  const skuList = page.getByRole('tabpanel').locator('.ant-table').last();
  await expect(skuList.locator('tbody tr.ant-table-row')).toHaveCount(30);
  for (const colour of colours) await expect(skuList.getByRole('row').filter({ hasText: colour })).toHaveCount(6);
  const sizeCells = skuList.locator('tbody tr.ant-table-row td:nth-child(2)');
  for (const size of sizes) await expect(sizeCells.filter({ hasText: new RegExp(`^${size}$`) })).toHaveCount(5);
  await screenshot(page, 'master-data-05-goods-skus');
});

test('a material with two SKUs and a supplier price each is submitted and approved on the review desk', async ({ page }) => {
  await login(page);
  // Setup by API: the supplier, kind and specification the form picks, and review switched on for materials.
  const data = await createMaterialMasterData(page, tag);
  await reviewMaterialsBySelf(page);
  const name = `全棉府绸${tag}`;
  const skuColours = [`卡其${tag}`, `咖啡${tag}`];
  const prices = ['18.50', '19.80'];

  await openMenu(page, '物料档案');
  await page.getByTestId('new-material').click();
  await expect(page).toHaveURL(/\/addMaterial/);
  const form = page.getByTestId('material-form');
  await choose(page, form.getByTestId('material-kind'), data.kindNo, `${data.kindNo}-${data.kindName}`, false);
  await form.getByTestId('material-name').fill(name);
  await field(form, '成分').fill('100%棉');

  // Two colours (typed) × one specification → two SKU rows.
  const colourSelect = form.getByTestId('sku-colors');
  await colourSelect.click();
  for (const colour of skuColours) {
    await page.keyboard.type(colour);
    await page.keyboard.press('Enter');
  }
  await closeDropdown(page);
  await choose(page, form.getByTestId('sku-specs'), data.specNo, data.specNo, false);
  await closeDropdown(page);
  await form.getByTestId('sku-generate').click();
  const skuRows = form.locator('[data-testid="sku-table"] tr[data-row-key^="new-"]');
  await expect(skuRows).toHaveCount(2);

  // Each SKU: stock unit, and its supplier with a reference price.
  const blocks = form.getByTestId('sku-suppliers');
  for (let i = 0; i < 2; i++) {
    const sku = skuRows.nth(i);
    await expect(sku.locator('td').nth(1).locator('input')).toHaveValue(skuColours[i]!);
    // The unit select searches as it is typed in: pick retries a click the redrawn list swallowed.
    await pick(page, sku.getByTestId('sku-stock-unit'), '米', '米');
    const block = blocks.nth(i);
    await block.getByTestId('add-supplier').click();
    const supplierRow = block.locator('tbody tr.ant-table-row').first();
    // The choice must show in the select before the price is typed (a slow search can redraw the list under the click).
    const supplierSelect = supplierRow.locator('.ant-select');
    await expect(async () => {
      if (!((await supplierSelect.textContent()) ?? '').includes(data.supplierName)) {
        await page.keyboard.press('Escape');
        await choose(page, supplierSelect, data.supplierName, data.supplierName, false);
      }
      await expect(supplierSelect).toContainText(data.supplierName, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await supplierRow.locator('td').nth(3).locator('input').fill(prices[i]!);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'master-data-06-material-form');

  await page.getByTestId('material-submit').click();
  await expect(page).toHaveURL(/\/materialInfo\//);
  await expect(page.getByText('待审核').first()).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await screenshot(page, 'master-data-07-material-pending');

  // The review desk lists it; approve it there.
  await openMenu(page, '单据审核');
  await expect(page.getByText('审核工作台')).toBeVisible();
  await chooseDeskType(page, '物料档案');
  const deskSearch = page.getByPlaceholder('输入单据编号/名称搜索');
  await deskSearch.fill(name);
  await deskSearch.press('Enter');
  const task = page.getByRole('row').filter({ hasText: name });
  await expect(task).toBeVisible();
  await screenshot(page, 'master-data-08-review-desk');
  await task.getByRole('button', { name: label('通过') }).click();
  const confirm = page.locator('.ant-modal, .ant-popover').filter({ hasText: /通过|确认|确定/ });
  if (await confirm.count())
    await confirm
      .getByRole('button', { name: /确\s*定|确\s*认|通\s*过|OK/ })
      .last()
      .click();
  await expect(task).toHaveCount(0);

  // Reviewed in the archive: both SKU rows, each with its supplier's price.
  await openMenu(page, '物料档案');
  await page.getByPlaceholder('输入物料分类/名称/款号/供应商').fill(name);
  await page.getByPlaceholder('输入物料分类/名称/款号/供应商').press('Enter');
  const rows = page.getByRole('row').filter({ hasText: name });
  await expect(rows).toHaveCount(2);
  for (let i = 0; i < 2; i++) {
    const row = rows.filter({ hasText: skuColours[i]! });
    await expect(row).toContainText('已审核');
    await expect(row).toContainText(data.supplierName);
    await expect(row).toContainText(prices[i]!.replace(/0$/, ''));
  }
  await screenshot(page, 'master-data-09-material-reviewed');
  await rows.first().getByText('查看').click();
  await expect(page).toHaveURL(/\/materialInfo\//);
  const timeline = page.getByTestId('approval-timeline');
  await expect(timeline.getByText('通过')).toBeVisible();
  await expect(page.getByText('已审核').first()).toBeVisible();
  await screenshot(page, 'master-data-10-material-detail');
});

test('50 materials from Excel: 3 bad rows are reported and nothing is written, then all 50 import', async ({ page }) => {
  await login(page);
  const importTag = runTag();
  const data = await createMaterialMasterData(page, importTag);
  const rows = materialRows({
    tag: importTag,
    count: 50,
    kindNo: data.kindNo,
    specNo: data.specNo,
    supplierCode: data.supplierCode,
  });

  await openMenu(page, '物料档案');
  await page.getByRole('button', { name: /从Excel导入/ }).click();
  const importDialog = dialog(page, '从Excel导入物料档案');
  await expect(importDialog).toBeVisible();

  // The template from the dialog tells the columns, in order.
  const templateDownload = page.waitForEvent('download');
  await importDialog.getByRole('button', { name: /下载excel模板/ }).click();
  const templateFile = path.join(downloads, 'template.xlsx');
  await (await templateDownload).saveAs(templateFile);
  const headers = await readHeaders(templateFile);
  expect(headers).toEqual(
    expect.arrayContaining(['物料分类号', '物料名称', '颜色', '规格号', '库存单位', '供应商编号', '参考价']),
  );

  // Three bad rows: an unknown kind, an unknown specification, a missing stock unit (sheet rows 8, 24, 42).
  const bad = rows.map((r) => ({ ...r }));
  bad[6]!['物料分类号'] = 'NOKIND';
  bad[22]!['规格号'] = 'NOSPEC';
  bad[40]!['库存单位'] = '';
  const upload = importDialog.locator('input[type="file"]');
  await upload.setInputFiles({
    name: `materials-${importTag}-bad.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await buildWorkbook(headers, bad),
  });
  await expect(importDialog.getByText('共 50 行，47 行可以导入，3 行有误')).toBeVisible();
  const errors = importDialog.getByTestId('import-errors');
  await expect(errors.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await expect(errors.getByRole('row').filter({ hasText: /^8/ })).toContainText('物料分类不存在');
  await expect(errors.getByRole('row').filter({ hasText: /^24/ })).toContainText('规格不存在');
  await expect(errors.getByRole('row').filter({ hasText: /^42/ })).toContainText('必填');
  await expect(importDialog.getByTestId('import-commit')).toBeDisabled();
  await screenshot(page, 'master-data-11-import-errors');

  // The failed rows download holds the three rows and their reasons; nothing was imported.
  const failedDownload = page.waitForEvent('download');
  await importDialog.getByRole('button', { name: /下载导入失败列表/ }).click();
  const failedFile = path.join(downloads, 'failed.xlsx');
  await (await failedDownload).saveAs(failedFile);
  const failed = await readRows(failedFile);
  expect(failed.map((r) => r['物料名称'])).toEqual([bad[6]!['物料名称'], bad[22]!['物料名称'], bad[40]!['物料名称']]);
  for (const row of failed) expect(row['错误原因']).toBeTruthy();
  expect(await countMaterials(page, `导入府绸${importTag}`)).toBe(0);

  // Fixed, the same 50 rows check clean and import at once.
  await upload.setInputFiles({
    name: `materials-${importTag}.xlsx`,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await buildWorkbook(headers, rows),
  });
  await expect(importDialog.getByText('共 50 行，全部可以导入')).toBeVisible();
  await screenshot(page, 'master-data-12-import-clean');
  await importDialog.getByTestId('import-commit').click();
  await expect(page.getByText('成功导入 50 条')).toBeVisible();
  await expect(importDialog).toBeHidden();

  const search = page.getByPlaceholder('输入物料分类/名称/款号/供应商');
  await search.fill(`导入府绸${importTag}`);
  await search.press('Enter');
  await expect(page.getByText('共 50 条')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `导入府绸${importTag}-50` })).toContainText('草稿');
  expect(await countMaterials(page, `导入府绸${importTag}`)).toBe(50);
  await screenshot(page, 'master-data-13-imported');
});
