import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { factoryDate, login, switchLanguage } from '../support/helpers.js';

/*
 * Issue 11 parts 6 and 8: the production workbench and the wages report. Two missions on the template 裁剪 → 车缝 → 包装
 * (车缝 at 1.5 a piece), 24 pieces of 车缝 reported by the boss through the API. On /productionWorkbench the boss saves
 * a column set with the three nodes, ticks 车缝 of both missions and finishes them in one go; the wages report shows
 * 24 × 1.5 = 36.00. Screenshots docs/screenshots/issue-11/workbench-*-zh.png / -en.png and wages-*, looked at.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-11');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function toLanguage(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await switchLanguage(page, lang === 'en' ? 'English' : '中文');
  await page.mouse.move(600, 150);
}

/** Goods of 2 colours × 2 sizes, three nodes, a template and two missions of 10 per SKU; 车缝 reported 6 + 6. */
async function seed(page: Page): Promise<{ nodes: string[]; missionNos: string[] }> {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `台色组${tag}` });
  const colours = [
    await attr('COLOR', `蓝${tag}`, { categoryId: group.id }),
    await attr('COLOR', `灰${tag}`, { categoryId: group.id }),
  ];
  const sizes = [await attr('SIZE', `L${tag}`), await attr('SIZE', `XL${tag}`)];
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `台码${tag}`,
    sizeIds: sizes.map((s) => s.id),
  });
  const style = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: `WB${tag}`,
    styleName: `风衣${tag}`,
    sizeCategoryId: category.id,
    colorIds: colours.map((c) => c.id),
    sizeIds: sizes.map((s) => s.id),
  });
  const { skuList } = await apiCall<{ skuList: { id: string }[] }>(page, 'GET', 'fac/goods/getFacGoodsStyle', {
    goodsId: style.goodsId,
  });
  const { userId } = await apiCall<{ userId: string }>(page, 'GET', 'login/session');
  const node = (name: string, typeCode: string) =>
    apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', { name: `${name}${tag}`, typeCode });
  const cut = await node('裁剪', 'actual_cutting');
  const sew = await node('车缝', 'quantitative');
  const pack = await node('包装', 'quantitative');
  const template = await apiCall<{ id: string }>(page, 'POST', 'prcd-templates', {
    name: `工作台模板${tag}`,
    chargerIds: [userId],
    nodes: [
      { prcdNodeId: cut.id, chargerIds: [userId], labourCost: '0.5' },
      { prcdNodeId: sew.id, chargerIds: [userId], labourCost: '1.5' },
      { prcdNodeId: pack.id, chargerIds: [userId], labourCost: '0.2' },
    ],
  });
  const today = factoryDate();
  const missionNos: string[] = [];
  for (const days of [10, 20]) {
    const mission = await apiCall<{ id: string; missionNo: string }>(page, 'POST', 'fac/mission/addMission', {
      placeorderAt: today,
      deliveryAt: factoryDate(days),
      styleId: style.goodsId,
      leaderIds: [userId],
      prcdTemplateId: template.id,
      lines: skuList.map((s) => ({ goodsSkuId: s.id, num: 10 })),
    });
    missionNos.push(mission.missionNo);
    // The mission's nodes through the workbench's own progress call.
    const nodes = await apiCall<{ missionNodeId: string; prcdNodeId: string }[]>(
      page,
      'POST',
      'fac/mission/workspace/getFacMissionPrcdNodeProgress',
      {
        missionId: mission.id,
      },
    );
    const sewNode = nodes.find((n) => n.prcdNodeId === sew.id)!.missionNodeId;
    await apiCall(page, 'POST', `fac-mission-prcd-nodes/${sewNode}/quantitative`, {
      actionType: 'REPORT',
      dateCompleted: today,
      finishUserId: userId,
      skus: skuList.slice(0, 2).map((s) => ({ goodsSkuId: s.id, num: '6' })),
    });
  }
  return { nodes: [cut.id, sew.id, pack.id], missionNos };
}

test('the boss saves a column set, finishes 车缝 of two missions at once, and reads the piece wages', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  const seeded = await seed(page);
  await page.goto('/productionWorkbench');
  await page.getByTestId('config-new').click();
  const d = page.getByRole('dialog');
  await d.getByTestId('config-name').fill(`车间${tag}`);
  // Typed, as a user finds one node among many (the list is virtual: an option far down is not drawn); the search
  // clears after each choice and the dropdown stays open.
  await d.getByTestId('config-nodes').click();
  for (const name of ['裁剪', '车缝', '包装']) {
    await page.keyboard.type(`${name}${tag}`);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: `${name}${tag}` })
      .click();
    await expect(d.getByTestId('config-nodes')).toContainText(`${name}${tag}`);
  }
  await page.keyboard.press('Escape');
  await d.getByTestId('config-save').click();
  await expect(d).toBeHidden();
  await page.getByTestId('bench-search').locator('input').fill(`WB${tag}`);
  await page.getByTestId('bench-search').locator('input').press('Enter');
  const rows = page.getByTestId('bench-table').locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(seeded.missionNos[0]!);
  // 车缝 is the second node column: 12 of 40 reported on each mission.
  for (const i of [0, 1]) await rows.nth(i).getByTestId('bench-node-check').nth(1).click();
  await expect(rows.first().getByTestId('bench-node-cell').nth(1)).toContainText('12/40');
  await shoot(page, 'workbench-zh');
  await page.getByTestId('open-batch-status').click();
  await page.getByRole('dialog').getByText('已完成').click();
  await page.getByRole('dialog').getByTestId('batch-status-ok').click();
  await expect(page.getByText('已处理 2 个节点')).toBeVisible();
  await expect(rows.first().getByTestId('bench-node-cell').nth(1)).toContainText('已完成');
  await expect(rows.nth(1).getByTestId('bench-node-cell').nth(1)).toContainText('已完成');

  // 车缝's row: 2 missions × 2 SKUs × 6 pieces × 1.5 (the report also holds other journeys' wages of this month).
  await page.goto('/pieceWageReport');
  const sewWages = page.getByRole('row').filter({ hasText: `车缝${tag}` });
  await expect(sewWages).toContainText('36.00');
  await shoot(page, 'wages-zh');
  await toLanguage(page, 'en');
  await expect(sewWages).toContainText('36.00');
  await shoot(page, 'wages-en');
  await page.goto('/productionWorkbench');
  await page.getByTestId('bench-search').locator('input').fill(`WB${tag}`);
  await page.getByTestId('bench-search').locator('input').press('Enter');
  await expect(rows).toHaveCount(2);
  await expect(rows.first().getByTestId('bench-node-cell').nth(1)).toContainText('Finished');
  await shoot(page, 'workbench-en');
  await page.goto('/factoryProgressReport');
  await expect(page.getByTestId('factory-progress-report')).toContainText(seeded.missionNos[0]!);
  await shoot(page, 'progress-en');
  await toLanguage(page, 'zh');
  await page.goto('/workbayNodeReport');
  await expect(page.getByTestId('workbay-report')).toContainText(`车缝${tag}`);
  await shoot(page, 'workbay-zh');
});
