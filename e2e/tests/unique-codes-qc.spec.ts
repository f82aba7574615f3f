import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { confirmModal, dialog, dismissToasts, label } from '../fixtures/antd.js';
import { runTag } from '../fixtures/run-tag.js';
import { factoryDate, login, switchLanguage } from '../support/helpers.js';

// Issue 12 part 6, QC per unique code: a mission with a 唯一码型裁床 node and a 质检 node linked to unique codes; a lay of
// 3 codes is cut (API). On 唯一码状态 the QC column's 质检 menu reports one code 合格, one 次品 with a defect label made
// inside the label select, then 返修合格, and one 报废; the page reloads after each. The column's results and its
// summary agree with the node's figures (completed 2, defective 0, waste 1). Screens: issue-12/wym-qc-zh, -en and the 次品 dialog wym-qc-defect-zh.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-12');

async function seed(page: Page) {
  const attr = (type: string, name: string, extra: object = {}) =>
    apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra });
  const group = await apiCall<{ id: string }>(page, 'POST', 'fac/common/settings/Category', { name: `质检色${tag}` });
  const colourId = (await attr('COLOR', `白${tag}`, { categoryId: group.id })).id;
  const sizeId = (await attr('SIZE', `L${tag}`)).id;
  const category = await apiCall<{ id: string }>(page, 'POST', 'goodsAttrSizeCategory/config/add', {
    category: `质检码${tag}`,
    sizeIds: [sizeId],
  });
  const goods = await apiCall<{ goodsId: string }>(page, 'POST', 'fac/goods/addFacGoodsStyle', {
    styleNo: `QC${tag}`,
    styleName: `外套${tag}`,
    sizeCategoryId: category.id,
    colorIds: [colourId],
    sizeIds: [sizeId],
  });
  const { skuList } = await apiCall<{ skuList: { id: string }[] }>(page, 'GET', 'fac/goods/getFacGoodsStyle', {
    goodsId: goods.goodsId,
  });
  const session = await apiCall<{ userId: string }>(page, 'GET', 'login/session');
  const cut = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', {
    name: `唯一码裁床${tag}`,
    typeCode: 'actual_cutting_wym',
  });
  const qc = await apiCall<{ id: string }>(page, 'POST', 'prcd-nodes', {
    name: `质检${tag}`,
    typeCode: 'quality_checking',
    associateWym: true,
  });
  const template = await apiCall<{ id: string }>(page, 'POST', 'prcd-templates', {
    name: `唯一码质检模板${tag}`,
    chargerIds: [session.userId],
    reportNeedsReview: false,
    nodes: [
      { prcdNodeId: cut.id, chargerIds: [session.userId], endDaysBefore: 5 },
      { prcdNodeId: qc.id, chargerIds: [session.userId], endDaysBefore: 1 },
    ],
  });
  const mission = await apiCall<{ id: string }>(page, 'POST', 'fac/mission/addMission', {
    placeorderAt: factoryDate(),
    deliveryAt: factoryDate(30),
    styleId: goods.goodsId,
    leaderIds: [session.userId],
    prcdTemplateId: template.id,
    lines: skuList.map((s) => ({ goodsSkuId: s.id, num: 10 })),
  });
  const detail = await apiCall<{ nodeRows: { id: string; name: string }[] }>(page, 'GET', 'fac/mission/getFacMission', {
    missionId: mission.id,
  });
  const cutNodeId = detail.nodeRows.find((n) => n.name === `唯一码裁床${tag}`)!.id;
  const qcNodeId = detail.nodeRows.find((n) => n.name === `质检${tag}`)!.id;
  const lay = { lathe: '1', skus: [{ goodsSkuId: skuList[0]!.id, num: 3 }] };
  const preview = await apiCall<{ firstWym: string; previewToken: string; rows: { code: string }[] }>(
    page,
    'POST',
    'fac-mission-prcd-nodes/previewWYM',
    { missionNodeId: cutNodeId, ...lay },
  );
  await apiCall(page, 'POST', `fac-mission-prcd-nodes/${cutNodeId}/actual-cutting-wym`, {
    ...lay,
    firstWym: preview.firstWym,
    previewToken: preview.previewToken,
    dateCompleted: factoryDate(),
    finishUserId: session.userId,
  });
  const figures = async () => {
    const d = await apiCall<{ nodeRows: { id: string; completedNum: string; defectiveNum: string; wasteNum: string }[] }>(
      page,
      'GET',
      'fac/mission/getFacMission',
      { missionId: mission.id },
    );
    const n = d.nodeRows.find((r) => r.id === qcNodeId)!;
    return [Number(n.completedNum), Number(n.defectiveNum), Number(n.wasteNum)];
  };
  return { cutNodeId, qcNodeId, codes: preview.rows.map((r) => r.code), figures };
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.mouse.move(700, 880);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await dismissToasts(page);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

test('unique-code QC: one code qualified, one defective with a new label then repaired, one scrapped', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  const m = await seed(page);
  const [ok, bad, scrap] = m.codes as [string, string, string];
  await page.goto(`/missionWymStatus?nodeId=${m.cutNodeId}`);
  await expect(page.locator('tr.ant-table-row')).toHaveCount(3);
  const outcome = (code: string) => page.getByTestId(`wym-qc-outcome-${code}`);
  const act = async (code: string, item: string) => {
    await page.getByTestId(`wym-qc-menu-${code}`).click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
  };

  await act(ok, '合格');
  await confirmModal(page);
  await expect(outcome(ok)).toHaveText('合格');

  await act(bad, '次品');
  const defect = dialog(page, `唯一码 ${bad} 在「质检${tag}」报为次品`);
  await expect(defect).toBeVisible();
  await defect.getByTestId('wym-defect-labels').click();
  await page.getByTestId('select-create').click();
  const create = dialog(page, '新建次品标签');
  await create.getByTestId('wym-new-label-name').fill(`跳线${tag}`);
  await create.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(create).toBeHidden();
  await expect(defect.getByTestId('wym-defect-labels')).toContainText(`跳线${tag}`);
  await shoot(page, 'wym-qc-defect-zh');
  await defect.getByRole('button', { name: label('次品') }).click();
  await expect(defect).toBeHidden();
  await expect(outcome(bad)).toHaveText('次品');

  await act(scrap, '报废');
  await confirmModal(page);
  await expect(outcome(scrap)).toHaveText('报废');
  expect(await m.figures()).toEqual([1, 1, 1]);

  await act(bad, '返修合格');
  await confirmModal(page);
  await expect(outcome(bad)).toHaveText('返修合格');
  // The QC column agrees with the node: 合格 + 返修合格 completed, nothing still defective, 报废 waste.
  expect(await m.figures()).toEqual([2, 0, 1]);
  await expect(page.getByTestId(`wym-qc-summary-${m.qcNodeId}`)).toHaveText(
    `质检${tag}：合格 1，次品 0，返修合格 1，报废 1（本页）`,
  );
  await expect(page.getByTestId(`wym-qc-menu-${ok}`)).toHaveCount(0);
  await shoot(page, 'wym-qc-zh');

  await switchLanguage(page, 'English');
  await expect(outcome(bad)).toHaveText('Repaired');
  await expect(page.getByTestId(`wym-qc-summary-${m.qcNodeId}`)).toHaveText(
    `质检${tag}: 1 qualified, 0 defective, 1 repaired, 1 scrapped (this page)`,
  );
  await shoot(page, 'wym-qc-en');
});
