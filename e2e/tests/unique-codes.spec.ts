import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { choose, dialog, dismissToasts, label, pick, tickRow } from '../fixtures/antd.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

// Issue 12 part 3, unique-code cutting: a mission of 红 / 黑 × S M with a 唯一码型裁床 node and a 车缝 node linked to
// unique codes. A lay of 4 pieces is previewed (4 codes, nothing written), then saved; on 唯一码状态 three codes are
// reported at 车缝 by hand and one is undone (车缝 2 of 4); the matrix exports; every code of the filter is printed as
// labels with a Code 128 bar code each. Opened from the menu, 唯一码状态 asks for the node first; 手动上报 at the tail-out
// node 发货 asks its storehouse and customer in a dialog. Screens zh/en: docs/screenshots/issue-12/wym-*.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-12');

async function seed(page: Page) {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `唯一码色${tag}` });
  const colours = [`红${tag}`, `黑${tag}`];
  const colourIds = [
    (await attr('COLOR', colours[0]!, { categoryId: group.id })).id,
    (await attr('COLOR', colours[1]!, { categoryId: group.id })).id,
  ];
  const sizes = [`S${tag}`, `M${tag}`];
  const sizeIds = [(await attr('SIZE', sizes[0]!)).id, (await attr('SIZE', sizes[1]!)).id];
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `唯一码码${tag}`,
    sizeIds,
  });
  const goods = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: `WY${tag}`,
    styleName: `衬衫${tag}`,
    sizeCategoryId: category.id,
    colorIds: colourIds,
    sizeIds,
  });
  const { skuList } = await apiCall<{ skuList: { id: string }[] }>(page, 'GET', 'fac/goods/getFacGoodsStyle', {
    goodsId: goods.goodsId,
  });
  const session = await apiCall<{ userId: string; userInfo: { userName: string; loginName: string } }>(
    page,
    'GET',
    'login/session',
  );
  const cut = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', {
    name: `唯一码裁床${tag}`,
    typeCode: 'actual_cutting_wym',
  });
  const sew = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', {
    name: `车缝${tag}`,
    typeCode: 'quantitative',
    associateWym: true,
  });
  const ship = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', {
    name: `发货${tag}`,
    typeCode: 'tail_out_store',
    associateWym: true,
  });
  const template = await apiCall<{ id: string }>(page, 'POST', 'prcd-templates', {
    name: `唯一码模板${tag}`,
    chargerIds: [session.userId],
    reportNeedsReview: false,
    nodes: [
      { prcdNodeId: cut.id, chargerIds: [session.userId], endDaysBefore: 10 },
      { prcdNodeId: sew.id, chargerIds: [session.userId], endDaysBefore: 5 },
      { prcdNodeId: ship.id, chargerIds: [session.userId], endDaysBefore: 1 },
    ],
  });
  const mission = await apiCall<{ id: string }>(page, 'POST', 'fac/mission/addMission', {
    placeorderAt: '2026-11-25',
    deliveryAt: '2026-12-20',
    styleId: goods.goodsId,
    leaderIds: [session.userId],
    prcdTemplateId: template.id,
    lines: skuList.map((s) => ({ goodsSkuId: s.id, num: 10 })),
  });
  const detail = await apiCall<{ missionNo: string; nodeRows: { id: string; name: string }[] }>(
    page,
    'GET',
    'fac/mission/getFacMission',
    { missionId: mission.id },
  );
  const { userName, loginName } = session.userInfo;
  const storehouse = `发货仓${tag}`;
  await apiCall(page, 'POST', 'fac/storehouse/addStorehouse', { name: storehouse, notAllowNegative: false });
  const customer = `唯一码客户${tag}`;
  await apiCall(page, 'POST', 'fac/customer/add', { name: customer, contacts: '陈经理' });
  return {
    storehouse,
    customer,
    colours,
    sizes,
    missionId: mission.id,
    missionNo: detail.missionNo,
    cutNodeId: detail.nodeRows.find((n) => n.name === `唯一码裁床${tag}`)!.id,
    user: loginName && loginName !== userName ? `${userName}（${loginName}）` : userName,
  };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.mouse.move(700, 880);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await dismissToasts(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const rows = (page: Page) => page.locator('tr.ant-table-row');
const reportedAtSew = (page: Page) =>
  rows(page)
    .locator('td')
    .filter({ hasText: /^已上报$/ });

test('unique-code cutting: preview then save, report three codes at a node, undo one, export, print labels', async ({ page }) => {
  test.setTimeout(240_000); // a long journey: on a loaded machine it ran past the default 120 s
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  const m = await seed(page);

  // The mission detail opens 查看所有唯一码; from there 唯一码裁床.
  await page.goto(`/OrderDetailed?missionId=${m.missionId}`);
  await page.getByTestId('wym-mission').click();
  await expect(page).toHaveURL(new RegExp(`/missionWymStatus\\?nodeId=${m.cutNodeId}`));
  await page.getByRole('button', { name: '唯一码裁床', exact: true }).click();
  await expect(page.getByText(m.missionNo).first()).toBeVisible();
  await choose(page, page.getByTestId('wym-finish-user'), '', m.user, false);
  await page.getByTestId(`wym-num-${m.colours[0]}-${m.sizes[0]}`).fill('2');
  await page.getByTestId(`wym-num-${m.colours[1]}-${m.sizes[1]}`).fill('2');
  await expect(page.getByTestId('wym-total')).toHaveText('4');
  await page.getByTestId('wym-preview').click();
  await expect(page.getByTestId('wym-preview-table').locator('tr.ant-table-row')).toHaveCount(4);
  await expect(page.getByText(/唯一码预览（共 4 个：W\d+ ～ W\d+）/)).toBeVisible();
  await shoot(page, 'wym-cut-zh');
  await page.getByTestId('wym-save').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('已生成 4 个唯一码，是否打印？');
  await page.getByRole('button', { name: label('稍后') }).click();
  const mission = await apiCall<{ actualCutNum: string }>(page, 'GET', 'fac/mission/getFacMission', { missionId: m.missionId });
  expect(Number(mission.actualCutNum)).toBe(4);

  // 唯一码状态: three codes reported at 车缝, then one undone.
  await page.getByTestId('wym-to-status').click();
  await expect(rows(page)).toHaveCount(4);
  await choose(page, page.getByTestId('wym-target'), '', `车缝${tag}`);
  for (const i of [0, 1, 2]) await rows(page).nth(i).locator('.ant-checkbox-input').check();
  await expect(page.getByTestId('wym-selection')).toHaveText('已选 3 个');
  await page.getByTestId('wym-report').click();
  await expect(reportedAtSew(page)).toHaveCount(4 + 3); // the cutting node's four and 车缝's three
  await rows(page).nth(1).locator('.ant-checkbox-input').check();
  await page.getByTestId('wym-undo').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: label('确定') })
    .click();
  await expect(reportedAtSew(page)).toHaveCount(4 + 2);
  await shoot(page, 'wym-status-zh');

  // 导出 the filter's matrix, then 全选 and 打印唯一码.
  const download = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await page.getByTestId('wym-select-all').click();
  await expect(page.getByTestId('wym-selection')).toHaveText('已选全部 4 个（筛选结果）');
  await page.getByTestId('wym-print').click();
  await expect(page.getByTestId('wym-label')).toHaveCount(4);
  await expect(page.locator('[data-testid="wym-label"] [data-testid="barcode"] svg')).toHaveCount(4);
  await expect(page.getByTestId('wym-label').first()).toContainText(m.missionNo);
  await shoot(page, 'wym-labels-zh');

  await switchLanguage(page, 'English');
  await expect(page.getByTestId('wym-label')).toHaveCount(4);
  await shoot(page, 'wym-labels-en');
  await page.goBack();
  await expect(rows(page)).toHaveCount(4);
  await expect(
    rows(page)
      .locator('td')
      .filter({ hasText: /^Reported$/ }),
  ).toHaveCount(6);
  await shoot(page, 'wym-status-en');
  await page.goBack();
  await expect(page.getByTestId('wym-total')).toBeVisible();
  await shoot(page, 'wym-cut-en');
  await switchLanguage(page, '中文');

  // From the menu (no node yet): 唯一码状态 asks for the node; 手动上报 at 发货 asks 发货仓库 and 客户 (both required).
  await page.goto('/missionWymStatus');
  await expect(page.locator('.ant-menu-item-selected')).toContainText('唯一码状态');
  await shoot(page, 'wym-picker-zh');
  await choose(page, page.getByTestId('wym-node-picker'), m.missionNo, `唯一码裁床${tag}`, false);
  await expect(page).toHaveURL(new RegExp(`/missionWymStatus\\?nodeId=${m.cutNodeId}`));
  await expect(rows(page)).toHaveCount(4);
  await choose(page, page.getByTestId('wym-target'), '', `发货${tag}`);
  await tickRow(rows(page).nth(0));
  await page.getByTestId('wym-report').click();
  const ask = dialog(page, `在「发货${tag}」手动上报`);
  await ask.getByRole('button', { name: label('上报') }).click();
  await expect(ask.getByText('请选择仓库')).toBeVisible();
  await expect(ask.getByText('请选择客户')).toBeVisible();
  await pick(page, ask.getByTestId('wym-report-storehouse'), m.storehouse, m.storehouse);
  await pick(page, ask.getByTestId('wym-report-customer'), m.customer, m.customer);
  await shoot(page, 'wym-report-ship-zh');
  await ask.getByRole('button', { name: label('上报') }).click();
  await expect(ask).toBeHidden();
  await expect(reportedAtSew(page)).toHaveCount(4 + 2 + 1);

  await switchLanguage(page, 'English');
  await choose(page, page.getByTestId('wym-target'), '', `发货${tag}`);
  await tickRow(rows(page).nth(2));
  await page.getByTestId('wym-report').click();
  const askEn = dialog(page, `Report by hand at "发货${tag}"`);
  await expect(askEn.getByText('Ship from storehouse')).toBeVisible();
  await shoot(page, 'wym-report-ship-en');
  await askEn.getByRole('button', { name: 'Cancel' }).click();
  await expect(askEn).toBeHidden();
  await page.goto('/missionWym');
  await expect(page.getByTestId('wym-node-picker')).toBeVisible();
  await shoot(page, 'wym-picker-en');
  await switchLanguage(page, '中文');
});
