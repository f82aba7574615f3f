import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { choose, dismissToasts, pick, rowWith } from '../fixtures/antd.js';
import { runTag } from '../fixtures/run-tag.js';
import { login } from '../support/helpers.js';

// Issue 11 part 1: nodes of several types (裁剪 through the form with 以实裁数为准, a 5 % tolerance and a tag; the
// others through the API), then a template 裁剪 → 车缝 (外发结算) → 质检 → 入库 → 发货 (出货数) with upstream nodes and the
// delay rule, clicked on /createProcedure; its detail, the list's review switch, and 车缝 locked as an upstream node.
// Screens zh/en: docs/screenshots/issue-11/nodes-*.

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-11');
const names = { cut: `裁剪${tag}`, sew: `车缝${tag}`, qc: `质检${tag}`, store: `入库${tag}`, ship: `发货${tag}` };
const template = `衬衫流程${tag}`;

async function switchTo(page: Page, language: 'English' | '中文'): Promise<void> {
  const button = page.getByTestId('language-switch');
  await expect(async () => {
    await button.hover();
    await page
      .locator('.ant-dropdown:not(.ant-dropdown-hidden)')
      .getByRole('menuitem', { name: language })
      .click({ timeout: 3000 });
    await expect(button).toHaveText(language === 'English' ? /English/ : /中文/, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** The screen in Chinese, then in English (switched in place), then back to Chinese. */
async function shootBoth(page: Page, name: string, englishText: string | RegExp): Promise<void> {
  mkdirSync(shots, { recursive: true });
  const shoot = async (file: string) => {
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    // Away from the language menu (it stays open while hovered) and back to the top of the page.
    await page.mouse.move(720, 880);
    await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(0);
    await page.evaluate(() => document.querySelectorAll('*').forEach((e) => e.scrollTop > 0 && (e.scrollTop = 0)));
    await dismissToasts(page);
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(shots, `nodes-${file}`) });
  };
  await shoot(`${name}-zh.png`);
  await switchTo(page, 'English');
  await expect(page.getByText(englishText).first()).toBeVisible();
  await shoot(`${name}-en.png`);
  await switchTo(page, '中文');
}

test('nodes of several types and a cut → sew → QC → in-store → ship template', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);

  // 裁剪 through the form: type by class, 以实裁数为准, a tolerance, a preset tag.
  await page.goto('/newNode');
  await page.getByTestId('type-actual_cutting').click();
  await page.getByTestId('node-name').fill(names.cut);
  await page.getByTestId('opt-doac').check();
  await page.getByTestId('opt-allowCompleteExcess').check();
  await page.getByTestId('opt-completeExcessPercent').fill('5');
  await page.getByTestId('tag-add').click();
  await page.getByPlaceholder('标签名称').fill('急单');
  // 上报需审核 per node: 裁剪's reports are posted at once whatever the template says.
  await choose(page, page.getByTestId('node-report-review'), '', '无需审核');
  await shootBoth(page, 'node-form', 'Node type');
  await page.getByTestId('node-save').click();
  await expect(page).toHaveURL(/\/workingProcedure/);

  const add = (name: string, typeCode: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', { name, typeCode, ...extra });
  const sew = await add(names.sew, 'quantitative', { allowOutside: true, allowAdjustNum: true });
  await add(names.qc, 'quality_checking');
  await add(names.store, 'tail_in_store');
  await add(names.ship, 'tail_out_store');

  await page.goto('/workingProcedure');
  await page.getByPlaceholder('请输入节点名称搜索').fill(tag);
  await page.getByPlaceholder('请输入节点名称搜索').press('Enter');
  const cutRow = rowWith(page, names.cut);
  await expect(cutRow).toContainText('裁床型');
  await expect(cutRow).toContainText('急单');
  await expect(cutRow).toContainText('无需审核');
  await expect(rowWith(page, names.sew)).toContainText('数量型');
  await shootBoth(page, 'node-list', 'Data type');

  // The template, clicked: five rows, upstream nodes, 外发结算 on sewing, 出货数 on shipping, the delay rule.
  await page.goto('/createProcedure');
  await page.getByTestId('template-name').fill(template);
  const order = [names.cut, names.sew, names.qc, names.store, names.ship];
  for (const [i, name] of order.entries()) {
    if (i > 0) await page.getByTestId('row-add').click();
    await pick(page, page.getByTestId(`row-node-${i}`), name, name);
  }
  for (let i = 1; i < order.length; i++) await choose(page, page.getByTestId(`row-upstream-${i}`), '', order[i - 1]!);

  // Reorder: 上移 puts 质检 above its upstream node 车缝, whose choice is cleared and said so; dragging 质检's handle
  // onto 车缝's row puts it back, and its upstream is chosen again.
  const nodeCells = page.locator('[data-testid^="row-node-"]');
  await page.getByTestId('row-up-2').click();
  await expect(page.locator('.ant-message')).toContainText(`已清除「${names.qc}」的上游节点`);
  await expect(nodeCells.nth(1)).toContainText(names.qc);
  await expect(page.getByTestId('row-upstream-1')).not.toContainText(names.sew);
  await expect(page.getByTestId('row-upstream-2')).toContainText(names.cut);
  // A drop can land before the row has taken in its drag start (the page redrawing): dragged again while 质检 is
  // still second, never once it moved.
  await expect(async () => {
    if (((await nodeCells.nth(1).textContent()) ?? '').includes(names.qc))
      await page.getByTestId('row-drag-1').dragTo(page.getByTestId('row-2'));
    await expect(nodeCells.nth(1)).toContainText(names.sew, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(nodeCells.nth(2)).toContainText(names.qc);
  await choose(page, page.getByTestId('row-upstream-2'), '', names.sew);
  // At 1440 x 900 the rows fit: no sideways scrolling.
  const rowsBox = page.locator('.ant-table-content, .ant-table-body').first();
  expect(await rowsBox.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(1);
  await page.getByTestId('row-outside-1').check();
  await page.getByTestId('row-ship-4').check();
  await page.getByTestId('delay-notify').check();
  await choose(page, page.getByTestId('delay-node'), '', names.store);
  await choose(page, page.getByTestId('delay-status'), '', '已完成');
  await shootBoth(page, 'template-form', 'Upstream node');
  await page.getByTestId('template-save').click();

  await expect(page).toHaveURL(/\/procedureInfo\?id=/);
  await expect(rowWith(page, names.sew).first()).toContainText(names.cut);
  await expect(rowWith(page, names.ship)).toContainText('是');
  await expect(page.getByText(`当节点「${names.store}」已完成时，工单不再显示延误`)).toBeVisible();
  await shootBoth(page, 'template-info', 'Upstream node');

  // The list's switch: node reports of missions made with it need review.
  await page.goto('/nodeManage');
  const row = rowWith(page, template);
  await expect(row).toContainText(names.cut);
  await row.getByTestId(`review-${template}`).click();
  await expect(row.getByTestId(`review-${template}`)).toHaveAttribute('aria-checked', 'true');
  await expect(async () => {
    const page1 = await apiCall<{ list: { reportNeedsReview: boolean }[] }>(page, 'GET', 'prcd-templates', { keyword: template });
    expect(page1.list[0]?.reportNeedsReview).toBe(true);
  }).toPass({ timeout: 10_000 });
  await shootBoth(page, 'template-list', 'Reports need review');

  // 车缝 is the upstream node of 质检 now: its type and options are locked, shown with the reason.
  await page.goto(`/newNode?id=${sew.id}`);
  await expect(page.getByTestId('node-locked')).toContainText(template);
  await expect(page.getByTestId('opt-allowOutside')).toBeDisabled();
  await shootBoth(page, 'node-locked', 'its type and options cannot change');
});
