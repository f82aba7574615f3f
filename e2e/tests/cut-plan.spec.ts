import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

// Issue 12 parts 6 and 7: a mission of 红 / 黑 × S M L (红 40 80 60, 黑 20 40 30) with a 裁床 node and a 抽检 node.
// 裁剪方案 plans each colour into lays under 40 plies × 4 garments and saves the lays as cutting report drafts; the
// sampling report dialog proposes the AQL plan (1,200 produced, level II, AQL 2.5 → 80 pieces, Ac 5 / Re 6) and judges
// the defects typed. Screens zh/en: docs/screenshots/issue-12/cut-plan-*.png, aql-sampling-*.png.

test.describe.configure({ timeout: 90_000 });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-12');

async function seed(page: Page): Promise<{ missionId: string; cutNode: string; sampleNode: string }> {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `裁剪色组${tag}` });
  const colours = [
    await attr('COLOR', `红${tag}`, { categoryId: group.id }),
    await attr('COLOR', `黑${tag}`, { categoryId: group.id }),
  ];
  const sizes = [];
  for (const s of ['S', 'M', 'L']) sizes.push(await attr('SIZE', `${s}${tag}`));
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `裁剪码${tag}`,
    sizeIds: sizes.map((s) => s.id),
  });
  const goods = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: `CJ${tag}`,
    styleName: `衬衫${tag}`,
    sizeCategoryId: category.id,
    colorIds: colours.map((c) => c.id),
    sizeIds: sizes.map((s) => s.id),
  });
  const { skuList } = await apiCall<{ skuList: { id: string; size_id: string; color_id: string }[] }>(
    page,
    'GET',
    'fac/goods/getFacGoodsStyle',
    { goodsId: goods.goodsId },
  );
  const { userId: me } = await apiCall<{ userId: string }>(page, 'GET', 'login/session');
  const node = (name: string, typeCode: string) =>
    apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', { name: `${name}${tag}`, typeCode });
  const nodes = [await node('裁床', 'actual_cutting'), await node('抽检', 'select_check')];
  const template = await apiCall<{ id: string }>(page, 'POST', 'prcd-templates', {
    name: `裁剪模板${tag}`,
    chargerIds: [me],
    nodes: nodes.map((n, i) => ({ prcdNodeId: n.id, endDaysBefore: [10, 3][i], chargerIds: [me] })),
  });
  const red = colours[0]!.id;
  const perSize = new Map(sizes.map((s, i) => [s.id, [40, 80, 60][i]!]));
  const mission = await apiCall<{ id: string }>(page, 'POST', 'fac/mission/addMission', {
    placeorderAt: '2026-11-25',
    deliveryAt: '2026-12-20',
    styleId: goods.goodsId,
    prcdTemplateId: template.id,
    leaderIds: [me],
    lines: skuList.map((s) => ({ goodsSkuId: s.id, num: perSize.get(s.size_id)! / (s.color_id === red ? 1 : 2) })),
  });
  const { nodes: rows } = await apiCall<{ nodes: { id: string; typeCode: string }[] }>(
    page,
    'GET',
    `fac-mission-prcd-nodes/${mission.id}`,
  );
  return {
    missionId: mission.id,
    cutNode: rows.find((r) => r.typeCode === 'actual_cutting')!.id,
    sampleNode: rows.find((r) => r.typeCode === 'select_check')!.id,
  };
}

async function shoot(page: Page, file: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, file) });
}

test('裁剪方案 plans each colour into lays and saves them as cutting drafts; 抽检 proposes the AQL plan', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  const seeded = await seed(page);

  // The mission detail offers 裁剪方案 where the mission has a cutting node.
  await page.goto(`/OrderDetailed?missionId=${seeded.missionId}`);
  await page.getByTestId('cut-plan-mission').click();
  await expect(page).toHaveURL(new RegExp(`/cutPlan\\?missionId=${seeded.missionId}`));
  const colours = page.getByTestId('cut-plan-colour');
  await expect(colours).toHaveCount(2);
  await page.getByTestId('cut-plan-plies').fill('40');
  await page.getByTestId('cut-plan-garments').fill('4');
  // 红 180 pieces: at least ⌈180 / 160⌉ = 2 lays; 黑 20/40/30 in one lay of 4 places: 1:2:1 × 30 plies (over-cut 30,
  // the least one lay can do)
  await expect(colours.first()).toContainText(`红${tag}`);
  await expect(colours.first().getByTestId('cut-plan-summary')).toHaveText(/^共 2 床，计划裁 \d+ 件，超裁 \d+ 件$/);
  await expect(colours.nth(1).getByTestId('cut-plan-summary')).toHaveText('共 1 床，计划裁 120 件，超裁 30 件');
  await shoot(page, 'cut-plan-zh.png');
  await page.getByTestId('cut-plan-accept').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('已生成 3 张裁床上报草稿')).toBeVisible();
  const bills = await apiCall<{ list: { lathe?: string | null }[]; total?: number }>(
    page,
    'PUT',
    'fac-mission-prcd-node-reports/bills',
    { missionPrcdNodeId: seeded.cutNode, current: 1, size: 20 },
  );
  expect(bills.list).toHaveLength(3);

  await page.goto(`/missionNode?missionNodeId=${seeded.sampleNode}`);
  await page.getByTestId('node-report').click();
  const inputs = page.getByTestId('sampling-table').locator('input');
  await inputs.nth(0).fill('1200');
  await inputs.nth(1).fill('80');
  await inputs.nth(2).fill('74');
  await inputs.nth(3).fill('6');
  const aql = page.getByTestId('aql-panel');
  await expect(aql.getByTestId('aql-letter')).toHaveText('J');
  await expect(aql.getByTestId('aql-sample-size')).toHaveText('80');
  await expect(aql.getByTestId('aql-ac-re')).toHaveText('5 / 6');
  await expect(aql.getByTestId('aql-verdict')).toHaveText('判定：拒收');
  await inputs.nth(2).fill('76');
  await inputs.nth(3).fill('4');
  await expect(aql.getByTestId('aql-verdict')).toHaveText('判定：接收');
  await shoot(page, 'aql-sampling-zh.png');

  await page.goto(`/cutPlan?missionId=${seeded.missionId}`);
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('cut-plan-colour').first().getByTestId('cut-plan-summary')).toContainText('Lays: ');
  await shoot(page, 'cut-plan-en.png');
  await page.goto(`/missionNode?missionNodeId=${seeded.sampleNode}`);
  await page.getByTestId('node-report').click();
  await page.getByTestId('sampling-table').locator('input').nth(0).fill('3000');
  await expect(page.getByTestId('aql-panel')).toContainText('AQL sampling');
  await expect(page.getByTestId('aql-sample-size')).toHaveText('125');
  await expect(page.getByTestId('aql-ac-re')).toHaveText('7 / 8');
  await shoot(page, 'aql-sampling-en.png');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('aql-panel')).toHaveCount(0);
  await switchLanguage(page, '中文');
});
