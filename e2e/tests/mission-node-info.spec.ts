import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { choose, dialog, label, rowWith } from '../fixtures/antd.js';
import { runTag } from '../fixtures/run-tag.js';
import { factoryDate, login, switchLanguage } from '../support/helpers.js';

/*
 * Issue 11: the node panel's information and reminders, and the outside statement. A mission of one SKU (50) with the
 * node 车缝 (outside settlement). On the panel the boss opens 修改节点信息 and adds an outside factory at 2.5, sets a
 * 延误警报 and adds a remark; 20 reported by that factory through the API go into the payables ledger; /outsideMissionStatement
 * shows the row (20 returned, payable 50.00) and its totals. Screenshots docs/screenshots/issue-11/node-info-*.png.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-11');
const factoryName = `外发厂${tag}`;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function seed(page: Page) {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `外发色组${tag}` });
  const colour = await attr('COLOR', `蓝${tag}`, { categoryId: group.id });
  const size = await attr('SIZE', `L${tag}`);
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `外发码${tag}`,
    sizeIds: [size.id],
  });
  const style = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: `WF${tag}`,
    styleName: `外套${tag}`,
    sizeCategoryId: category.id,
    colorIds: [colour.id],
    sizeIds: [size.id],
  });
  const { skuList } = await apiCall<{ skuList: { id: string }[] }>(page, 'GET', 'fac/goods/getFacGoodsStyle', {
    goodsId: style.goodsId,
  });
  const { userId } = await apiCall<{ userId: string }>(page, 'GET', 'login/session');
  const factory = await apiCall<{ id: string }>(page, 'POST', 'outside/factory/insert', { name: factoryName });
  const sew = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', {
    name: `车缝${tag}`,
    typeCode: 'quantitative',
    allowOutside: true,
  });
  const template = await apiCall<{ id: string }>(page, 'POST', 'prcd-templates', {
    name: `外发模板${tag}`,
    chargerIds: [userId],
    reportNeedsReview: false,
    nodes: [{ prcdNodeId: sew.id, chargerIds: [userId], outsideSettlement: true }],
  });
  const today = factoryDate();
  const mission = await apiCall<{ id: string; missionNo: string }>(page, 'POST', 'fac/mission/addMission', {
    placeorderAt: today,
    deliveryAt: factoryDate(20),
    styleId: style.goodsId,
    leaderIds: [userId],
    prcdTemplateId: template.id,
    lines: skuList.map((s) => ({ goodsSkuId: s.id, num: 50 })),
  });
  const grid = await apiCall<{ list: { missionId: string; nodes: Record<string, { missionNodeId: string }> }[] }>(
    page,
    'POST',
    'fac/mission/workspace/getMissionNodeList',
    { pageNo: 1, pageSize: 10, prcdNodeIds: [sew.id], keyword: mission.missionNo },
  );
  const nodeId = grid.list.find((m) => m.missionId === mission.id)!.nodes[sew.id]!.missionNodeId;
  return { userId, today, skuId: skuList[0]!.id, factoryId: factory.id, missionNo: mission.missionNo, nodeId };
}

test('node information, reminders and the outside statement', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  const s = await seed(page);
  await page.goto(`/missionNode?missionNodeId=${s.nodeId}`);
  const info = page.getByTestId('node-info-section');
  await expect(info).toBeVisible();

  // 修改节点信息: the outside factory at 2.5.
  await page.getByTestId('node-info-edit-button').click();
  const edit = dialog(page, '修改节点信息');
  await edit.getByTestId('node-info-add-factory').click();
  await choose(page, edit.getByTestId('node-info-factory-row').locator('.ant-select').first(), factoryName);
  await edit.getByPlaceholder('加工单价').fill('2.5');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
  await shoot(page, 'node-info-edit-zh');
  await edit.getByRole('button', { name: label('确定') }).click();
  await expect(edit).toHaveCount(0);
  await expect(info).toContainText(factoryName);

  // 设置警报 and 添加备注.
  const reminders = page.getByTestId('node-reminders');
  await reminders.getByRole('button', { name: label('设置警报') }).click();
  await page.getByTestId('node-alert-text').fill('面料未到，车缝推迟');
  await dialog(page, '设置警报')
    .getByRole('button', { name: label('确定') })
    .click();
  await expect(reminders.getByTestId('reminder-alert')).toContainText('面料未到');
  await reminders.getByRole('button', { name: label('添加备注') }).click();
  await page.getByTestId('node-note-text').fill('外发厂明天来取货');
  await dialog(page, '添加备注')
    .getByRole('button', { name: label('确定') })
    .click();
  await expect(reminders.getByTestId('reminder-note')).toContainText('明天来取货');

  // 20 reported by the factory (direct mode): the payables ledger holds 20 × 2.5.
  await apiCall(page, 'POST', `fac-mission-prcd-nodes/${s.nodeId}/quantitative`, {
    actionType: 'REPORT',
    dateCompleted: s.today,
    finishUserId: s.userId,
    outsideFactoryId: s.factoryId,
    skus: [{ goodsSkuId: s.skuId, num: '20' }],
  });
  await page.reload();
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0, { timeout: 10_000 });
  await expect(reminders.getByTestId('reminder-alert')).toBeVisible();
  await shoot(page, 'node-info-panel-zh');

  await page.goto('/outsideMissionStatement');
  await page.getByTestId('statement-mission-no').fill(s.missionNo);
  await page.getByTestId('statement-search').click();
  const row = rowWith(page.getByTestId('outside-statement'), factoryName);
  await expect(row).toContainText('50.00');
  await expect(row).toContainText('20');
  await expect(page.getByTestId('statement-totals')).toContainText('50.00');
  await shoot(page, 'node-info-statement-zh');

  await switchLanguage(page, 'English');
  await expect(page.getByTestId('statement-totals')).toContainText('Totals');
  await shoot(page, 'node-info-statement-en');
  await page.goto(`/missionNode?missionNodeId=${s.nodeId}`);
  await expect(page.getByTestId('node-reminders')).toContainText('Delay alert');
  await shoot(page, 'node-info-panel-en');
  await page.getByTestId('node-info-edit-button').click();
  await expect(dialog(page, 'Edit node information')).toBeVisible();
  await shoot(page, 'node-info-edit-en');
});
