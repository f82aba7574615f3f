import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall } from '../fixtures/api.js';
import { dialog, label, pick, rowWith } from '../fixtures/antd.js';
import { missionNodeIds, ORDERED, seedMissionFlow, type MissionFlowSeed, type NodeKey } from '../fixtures/mission-flow.js';
import { runTag } from '../fixtures/run-tag.js';
import { login, switchLanguage } from '../support/helpers.js';

/*
 * Issue 11 "Must show", as a clerk clicks it. What a clerk already has is made through the API (fixtures/mission-flow.ts):
 * a style 红 / 黑 × S M, an outside sewing factory, a goods storehouse, the nodes 裁剪 → 车缝 (outside settlement) → 质检
 * → 入库 → 出货 in a template whose reports are reviewed, and an approved order of 30 / 40 / 20 / 30. In the browser the
 * order's goods are converted (转工单) with that template; the node panel reports the cut, then 车缝 at the outside
 * factory: a quantity over the cut is refused naming the SKU (the typed values stay), then a valid one; QC qualified
 * and defective; every bill approved on the panel. A workbay puts the qualified goods into stock from a 360 × 740
 * screen; the clerk approves it and ships part. Every figure checked on screen is computed here from what was typed:
 * goods stock = in − shipped, the factory's payable = sewn × price, wages = Σ reviewed × node wage, the card's node
 * strip completed / target (the target is the ordered total; the upstream's passed quantity is the limit). Screenshots docs/screenshots/issue-11/flow-*-zh.png / -en.png.
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-11');
/** The outside factory's processing price per piece on 车缝. */
const PRICE = '4.5';
/** Typed per SKU [colour][size]: the cut, the first (refused) and the valid sewing, QC, the shipment. */
const CUT = [
  [30, 38],
  [20, 30],
];
const SEW_OVER = [
  [30, 40],
  [20, 28],
];
const SEW = [
  [30, 38],
  [20, 28],
];
const QUALIFIED = [
  [28, 36],
  [20, 28],
];
/** 次品: [colour, size, pieces]. */
const DEFECTIVE: [number, number, number][] = [
  [0, 0, 2],
  [0, 1, 2],
];
const SHIP = [
  [20, 30],
  [10, 20],
];
const sum = (m: number[][]) => m.flat().reduce((a, n) => a + n, 0);
/** Exact cents of quantity × a decimal price (no float drift): "4.5" → 450 cents a piece. */
const cents = (qty: number, price: string) => {
  const [i, f = ''] = price.split('.');
  return qty * Number(`${i}${f.padEnd(2, '0').slice(0, 2)}`);
};
/** Every node's target (reference 03 §4): the ordered total (no node here follows the actual cut). */
const ORDERED_TOTAL = sum(ORDERED.map((r) => [...r]));
/** The panel's headline 完成数: completed / target. */
const figures = (done: number, target: number) => new RegExp(`${done}\\s*/\\s*${target}`);
const money = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

let seed: MissionFlowSeed;
let missionId: string;
let missionNo: string;
let nodes: Record<NodeKey, string>;

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.mouse.move(0, 0);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"], [class*="-leave-active"]'))
    .toHaveCount(0, { timeout: 3000 })
    .catch(() => undefined);
  await page.addStyleTag({ content: '.ant-notification, .ant-message { display: none !important; }' });
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(shots, `flow-${name}.png`) });
}

/** The screen in Chinese, then in English (switched in place, `english` visible), then back in Chinese. */
async function shootBoth(page: Page, name: string, english: string | RegExp): Promise<void> {
  await shoot(page, `${name}-zh`);
  await switchLanguage(page, 'English');
  await expect(page.getByText(english).first()).toBeVisible();
  await shoot(page, `${name}-en`);
  await switchLanguage(page, '中文');
}

/** The SKU cells of a desk report dialog ("红 S"), filled from a [colour][size] table. */
async function fillCells(scope: Locator, m: number[][]): Promise<void> {
  for (const c of [0, 1])
    for (const s of [0, 1]) await scope.getByLabel(`${seed.colours[c]} ${seed.sizes[s]}`, { exact: true }).fill(String(m[c]![s]));
}

/** A node's panel: from the mission detail's node strip (on that page already), else by its link. */
async function openPanel(page: Page, key: NodeKey): Promise<Locator> {
  if (/\/OrderDetailed\?/.test(page.url()))
    await page.getByTestId('node-progress').getByTestId('mission-node').filter({ hasText: seed.nodeNames[key] }).click();
  else await page.goto(`/missionNode?missionNodeId=${nodes[key]}`);
  await expect(page).toHaveURL(new RegExp(`missionNodeId=${nodes[key]}`));
  const panel = page.getByTestId('node-panel');
  await expect(panel.getByTestId('node-header')).toContainText(seed.nodeNames[key]);
  return panel;
}

/** Approves every bill waiting for review in the panel's bill table (通过, then 确定). */
async function approveAll(page: Page, panel: Locator, count: number): Promise<void> {
  const bills = panel.getByTestId('node-bills');
  await expect(rowWith(bills, '待审核')).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await rowWith(bills, '待审核').first().locator('[data-action="approve"]').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: label('确定') })
      .click();
    await expect(rowWith(bills, '待审核')).toHaveCount(count - i - 1);
  }
}

test('转工单 with the template, the cut, 车缝 at the outside factory (over the cut refused), QC', async ({ page }) => {
  // A long flow (convert, cut, outside report, QC, each approved on the desk, the 车缝 panel shot in zh and en): about
  // a minute on a quiet CI machine, two and a half on the shared 2-core one.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);
  seed = await seedMissionFlow(page, tag);

  // The approved order: 转工单 of its goods, pre-filled with all 120 pieces, with the template.
  await page.goto(`/orderProductioDetail?id=${seed.orderId}`);
  await expect(page.getByTestId('convert-goods')).toBeVisible();
  await shootBoth(page, 'order', 'To mission');
  await page.getByTestId('convert-goods').click();
  await expect(page).toHaveURL(/\/CreateOrder\?orderGoodsId=\d+/);
  await expect(page.getByTestId('mission-total')).toHaveText(new RegExp(String(sum(ORDERED.map((r) => [...r])))));
  await page.getByTestId('mission-template').click();
  await page.keyboard.type(seed.templateName);
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: seed.templateName })
    .click();
  await expect(page.getByTestId('node-rows').locator('tr.ant-table-row')).toHaveCount(5);
  await page.getByTestId('save-mission').click();
  await expect(page).toHaveURL(/\/OrderDetailed\?missionId=\d+/);
  missionId = new URL(page.url()).searchParams.get('missionId')!;
  ({ missionNo } = await apiCall<{ missionNo: string }>(page, 'GET', 'fac/mission/getFacMission', { missionId }));
  nodes = await missionNodeIds(page, missionId, seed);
  await expect(page.getByTestId('node-progress')).toContainText(seed.nodeNames.ship);
  await shootBoth(page, 'mission', 'Node progress');

  // 车缝 goes to the outside factory at its processing price (修改节点信息's outside factories, by the API).
  await apiCall(page, 'POST', 'fac-mission-prcd-nodes/updateOutsideFactory', {
    facMissionPrcdNodeId: nodes.sew,
    outsideFactoryList: [{ outsideFactoryId: seed.factory.id, unitPrice: PRICE }],
  });

  // 裁剪: lay 1, the cut per SKU, approved on the panel.
  let panel = await openPanel(page, 'cut');
  await panel.getByTestId('node-report').click();
  let form = dialog(page, '上报完成数');
  await form.getByTestId('report-lathe').fill('1');
  await fillCells(form, CUT);
  await expect(form.getByTestId('report-sum')).toContainText(String(sum(CUT)));
  await form.getByTestId('report-submit').click();
  await expect(form).toHaveCount(0);
  await approveAll(page, panel, 1);
  await expect(panel.getByTestId('node-figures')).toContainText(figures(sum(CUT), ORDERED_TOTAL));

  // 车缝 at the outside factory: 40 红 M over the 38 cut is refused naming the SKU, the typed values stay. Shot in
  // Chinese, then the dialog reopened in English (the switch is behind the modal) and refused again.
  panel = await openPanel(page, 'sew');
  for (const lang of ['zh', 'en'] as const) {
    const words =
      lang === 'zh' ? { title: '上报完成数', goOn: label('仍然提报') } : { title: 'Report completed', goOn: 'Submit anyway' };
    if (lang === 'en') {
      await page.keyboard.press('Escape');
      await expect(dialog(page, '上报完成数')).toHaveCount(0);
      await switchLanguage(page, 'English');
    }
    await panel.getByTestId('node-report').click();
    form = dialog(page, words.title);
    await pick(page, form.getByTestId('report-factory'), seed.factory.name, seed.factory.name);
    await fillCells(form, SEW_OVER);
    await form.getByTestId('report-submit').click();
    await expect(page.getByTestId('report-over-warning')).toContainText(`${seed.colours[0]} / ${seed.sizes[1]}`);
    await page.getByRole('button', { name: words.goOn }).click();
    const refusal = form.getByTestId('report-refusal');
    await expect(refusal).toContainText(seed.colours[0]);
    await expect(refusal).toContainText(seed.sizes[1]);
    await expect(form.getByLabel(`${seed.colours[0]} ${seed.sizes[1]}`, { exact: true })).toHaveValue(String(SEW_OVER[0]![1]));
    await expect(form.getByTestId('report-factory')).toContainText(seed.factory.name);
    await shoot(page, `refused-${lang}`);
  }
  await fillCells(form, SEW);
  await form.getByTestId('report-submit').click();
  await expect(form).toHaveCount(0);
  await switchLanguage(page, '中文');
  await approveAll(page, panel, 1);
  await expect(panel.getByTestId('node-figures')).toContainText(figures(sum(SEW), ORDERED_TOTAL));
  // The limit beside it: what 裁剪 passed on.
  await expect(panel.getByTestId('node-limit-basis')).toContainText(String(sum(CUT)));
  await shootBoth(page, 'sew-panel', `Limit: ${sum(CUT)}`);
  await expect(panel.getByTestId('node-outside-factory')).toContainText(seed.factory.name);

  // 质检: qualified per SKU and two defective rows: a 完成数单 and a 次品数单, both approved.
  panel = await openPanel(page, 'qc');
  await panel.getByTestId('node-report').click();
  form = dialog(page, '质检上报');
  await fillCells(form.getByTestId('qc-qualified'), QUALIFIED);
  for (const [i, [c, s, n]] of DEFECTIVE.entries()) {
    await form.getByTestId('qc-add-defectiveds').click();
    const row = form.getByTestId('qc-defectiveds-row').nth(i);
    const sku = `${seed.colours[c]} / ${seed.sizes[s]}`;
    // pick retries until the select shows the SKU: on a loaded machine a click on the option as the list opens is lost
    // (CI: the option listed, the select still empty).
    await pick(page, row.locator('.ant-select').first(), '', sku);
    await row.locator('input.ant-input-number-input').fill(String(n));
  }
  await form.getByTestId('report-submit').click();
  await expect(form).toHaveCount(0);
  await approveAll(page, panel, 2);
  await expect(panel.getByTestId('node-figures')).toContainText(figures(sum(QUALIFIED), ORDERED_TOTAL));
});

test('a workbay puts the qualified goods into stock from a 360 × 740 screen', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('tab', { name: '工位登录' }).click();
  await page.getByTestId('workbay-boss-code').fill(seed.boss.bossCode);
  await page.getByTestId('workbay-no').fill(seed.workbay.workNo);
  await page.locator('input[type="password"]').fill(seed.workbay.password);
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login(?:[/?#]|$)/, { timeout: 20_000 });

  // 我的节点: the mission's 入库 (charged to the workbay) with its target, the qualified pieces of QC.
  const open = async () => {
    await page.goto('/m/nodes');
    const card = page.getByTestId('phone-node-card').filter({ hasText: seed.nodeNames.store });
    await expect(card).toContainText(missionNo);
    await expect(card).toContainText(`0 / ${ORDERED_TOTAL}`);
    return card;
  };
  let card = await open();
  await shoot(page, 'phone-list-zh');
  await card.getByTestId('phone-node-report').click();
  const form = page.getByTestId('report-form');
  await expect(form).toBeVisible();
  for (const c of [0, 1])
    for (const s of [0, 1])
      await form.getByLabel(`${seed.colours[c]} / ${seed.sizes[s]}`, { exact: true }).fill(String(QUALIFIED[c]![s]));
  await expect(page.getByTestId('report-sum')).toContainText(String(sum(QUALIFIED)));
  await expect(form.getByTestId('report-storehouse')).toContainText(seed.storehouse.name);
  await shoot(page, 'phone-zh');
  await page.getByTestId('report-submit').click();
  await expect(form).toHaveCount(0);

  // The same screen in English (the report waits for review, the node is still the workbay's).
  await page.evaluate(() => localStorage.setItem('gf_lang', 'en'));
  card = await open();
  await card.getByTestId('phone-node-report').click();
  const formEn = page.getByTestId('report-form');
  await expect(formEn).toBeVisible();
  await expect(page.getByText('Report completed').first()).toBeVisible();
  // Typed, not sent: the screen with figures in it (the first bill is still waiting for review).
  for (const c of [0, 1])
    for (const s of [0, 1]) await formEn.getByLabel(`${seed.colours[c]} / ${seed.sizes[s]}`, { exact: true }).fill('1');
  await expect(page.getByTestId('report-sum')).toContainText('4');
  await shoot(page, 'phone-en');
  await page.evaluate(() => localStorage.setItem('gf_lang', 'zh-CN'));
  await context.close();
});

test('the clerk approves the stock-in and ships part: stock, payable, wages and the card show the figures', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page);

  // 入库: the workbay's bill approved on the panel.
  let panel = await openPanel(page, 'store');
  await approveAll(page, panel, 1);
  await expect(panel.getByTestId('node-figures')).toContainText(figures(sum(QUALIFIED), ORDERED_TOTAL));

  // 出货: part of it from the storehouse to the customer, approved.
  panel = await openPanel(page, 'ship');
  await panel.getByTestId('node-report').click();
  const form = dialog(page, '上报完成数');
  await pick(page, form.getByTestId('report-storehouse'), seed.storehouse.name, seed.storehouse.name);
  await pick(page, form.getByTestId('report-customer'), seed.customer, seed.customer);
  await fillCells(form, SHIP);
  await form.getByTestId('report-submit').click();
  await expect(form).toHaveCount(0);
  await approveAll(page, panel, 1);
  await expect(panel.getByTestId('node-figures')).toContainText(figures(sum(SHIP), ORDERED_TOTAL));

  // Goods stock of the storehouse: put in − shipped, per SKU and in total.
  await page.goto('/goodsInventory');
  // Typed: a whole suite's storehouses fill more than the dropdown shows.
  await pick(page, page.getByTestId('goods-stock-storehouse'), seed.storehouse.name, seed.storehouse.name);
  const stockRow = page.locator('tr.ant-table-row').filter({ hasText: seed.styleNo }).first();
  const left = [0, 1].map((c) => [0, 1].map((s) => QUALIFIED[c]![s]! - SHIP[c]![s]!));
  await expect(stockRow).toContainText(String(sum(left)));
  for (const c of [0, 1]) {
    const line = stockRow.locator('tr').filter({ hasText: seed.colours[c] });
    await expect(line.locator('td')).toHaveText([seed.colours[c]!, ...left[c]!.map(String)]);
  }
  await shootBoth(page, 'stock', 'Goods stock');

  // The outside factory's payable: the reviewed 车缝 bill recorded sewn × price in the payables ledger.
  panel = await openPanel(page, 'sew');
  const payable = money(cents(sum(SEW), PRICE));
  const openBill = async () => {
    await rowWith(panel.getByTestId('node-bills'), seed.factory.name).first().getByTestId('report-bill-no').click();
    const drawer = page.getByTestId('report-bill-drawer');
    await expect(drawer.getByTestId('report-bill-payables')).toContainText(seed.factory.name);
    await expect(drawer.getByTestId('report-bill-payable')).toHaveText(payable);
    return drawer;
  };
  let drawer = await openBill();
  await shoot(page, 'payable-zh');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await switchLanguage(page, 'English');
  drawer = await openBill();
  await expect(drawer.getByText('Outside processing payable')).toBeVisible();
  await shoot(page, 'payable-en');
  await page.keyboard.press('Escape');
  await switchLanguage(page, '中文');

  // 计件工资: per person and node, Σ reviewed quantity × the node's wage.
  await page.goto('/pieceWageReport');
  const wageRows: [string, string, number, string][] = [
    [seed.boss.userName, seed.nodeNames.cut, sum(CUT), seed.wages.cut!],
    [seed.boss.userName, seed.nodeNames.qc, sum(QUALIFIED), seed.wages.qc!],
    [seed.workbay.userName, seed.nodeNames.store, sum(QUALIFIED), seed.wages.store!],
  ];
  for (const [who, node, qty, wage] of wageRows)
    await expect(rowWith(page.getByTestId('wage-report'), who, node).locator('td')).toHaveText([
      /.*/,
      who,
      node,
      String(qty),
      money(cents(qty, wage)),
    ]);
  await shootBoth(page, 'wages', 'Piece wages');

  // /workorders: the card's node strip, completed / target per node.
  await page.goto('/workorders');
  const search = page.locator('input[data-testid="mission-search"], [data-testid="mission-search"] input').first();
  await search.fill(missionNo);
  await search.press('Enter');
  const missionCard = page.getByTestId('mission-card');
  await expect(missionCard).toHaveCount(1);
  const strip: [NodeKey, number, number][] = [
    ['cut', sum(CUT), ORDERED_TOTAL],
    ['sew', sum(SEW), ORDERED_TOTAL],
    ['qc', sum(QUALIFIED), ORDERED_TOTAL],
    ['store', sum(QUALIFIED), ORDERED_TOTAL],
    ['ship', sum(SHIP), ORDERED_TOTAL],
  ];
  for (const [key, done, target] of strip)
    await expect(missionCard.getByTestId('mission-node').filter({ hasText: seed.nodeNames[key] })).toContainText(
      `${done}/${target}`,
    );
  await shootBoth(page, 'card', 'Missions - cards');
});
