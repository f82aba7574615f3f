import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { pick } from '../fixtures/antd.js';
import { runTag } from '../fixtures/run-tag.js';
import { DEMO_LOGIN, login, switchLanguage } from '../support/helpers.js';

// Issue 15 part 1 (ADR 0011): a second factory of the demo company holds goods styles and customers; the boss, in the
// first factory, imports styles on 从体系导入 and is offered to import a customer another factory has when creating
// one of the same name. Screenshots in Chinese and English go to docs/screenshots/issue-15/.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // Let a dialog's zoom-in finish: the picture should show it, not its first frame.
  await expect(page.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

async function call<T = any>(api: APIRequestContext, path: string, body: object = {}): Promise<T> {
  const res = await api.post(`/v1/api/${path}`, { data: body });
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

/** Factory B of the demo company with three styles and two customers, made through a session of its own. */
async function seedSecondFactory(baseURL: string): Promise<{ factoryName: string; customers: string[] }> {
  const api = await request.newContext({ baseURL });
  const session = await call<{ unitId: string }>(api, 'login/doLogin', DEMO_LOGIN);
  const factoryName = `二分厂${tag}`;
  const b = await call<{ id: string }>(api, 'fac/addFactory', { name: factoryName });
  await call(api, 'login/switchUnit', { unitId: b.id });
  const attr = async (type: string, name: string, extra: object = {}) =>
    (await call<{ id: string }>(api, 'fac/common/settings/addCommonSkuAttr', { type, name, ...extra })).id;
  const group = (await call<{ id: string }>(api, 'fac/common/settings/Category', { name: `基础色${tag}` })).id;
  const colours = [
    await attr('COLOR', `藏青${tag}`, { categoryId: group }),
    await attr('COLOR', `米白${tag}`, { categoryId: group }),
  ];
  const sizes = [await attr('SIZE', `S${tag}`), await attr('SIZE', `M${tag}`), await attr('SIZE', `L${tag}`)];
  const sizeCategoryId = (
    await call<{ id: string }>(api, 'goodsAttrSizeCategory/config/add', { category: `上衣码${tag}`, sizeIds: sizes })
  ).id;
  const big = (await call<{ id: string }>(api, 'fac/goods/category/add', { name: `女装${tag}` })).id;
  const categoryId = (await call<{ id: string }>(api, 'fac/goods/category/add', { parentId: big, name: `衬衫${tag}` })).id;
  for (const [i, name] of ['真丝衬衫', '牛仔外套', '针织开衫'].entries())
    await call(api, 'fac/goods/addFacGoodsStyle', {
      styleNo: `B${tag}-${i + 1}`,
      styleName: name,
      sizeCategoryId,
      categoryId,
      colorIds: i === 1 ? [colours[0]] : colours,
      sizeIds: sizes,
    });
  const customers = [`华南商贸${tag}`, `Northwind${tag}`];
  for (const name of customers) await call(api, 'fac/customer/add', { name, contacts: '陈经理' });
  // Back to the first factory: the page's sign-in starts where the account was last.
  await call(api, 'login/switchUnit', { unitId: session.unitId });
  await api.dispose();
  return { factoryName, customers };
}

async function toEnglish(page: Page): Promise<void> {
  await switchLanguage(page, 'English');
  await expect(page.getByTestId('language-switch')).toHaveText(/English/);
}

let seeded: { factoryName: string; customers: string[] };
test.beforeAll(async ({ baseURL }) => {
  seeded = await seedSecondFactory(baseURL!);
});

test('从体系导入: goods styles of another factory of the company come over (zh and en)', async ({ page }) => {
  await login(page);
  await page.goto('/goodsMangement');
  await page.getByTestId('goods-system-import').click();
  await expect(page).toHaveURL(/\/goodsSystemImport/);
  // Other journeys add factories to the demo company too: the source is chosen, not assumed to be the first.
  const source = page.getByTestId('goods-import-source');
  await pick(page, source, '', seeded.factoryName);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(3);
  await rows
    .filter({ hasText: `B${tag}-1` })
    .locator('.ant-checkbox-input')
    .check();
  await rows
    .filter({ hasText: `B${tag}-3` })
    .locator('.ant-checkbox-input')
    .check();
  await expect(page.getByTestId('goods-import-run')).toContainText('导入所选（2）');
  await shoot(page, 'goods-import-zh');

  await page.getByTestId('goods-import-run').click();
  await expect(page.getByTestId('import-result')).toContainText('成功导入 2 条，跳过 0 条');
  await page.locator('.ant-modal-confirm').getByRole('button').last().click();
  await expect(rows.filter({ hasText: `B${tag}-1` })).toContainText('本厂已有');
  await expect(rows.filter({ hasText: `B${tag}-1` }).locator('.ant-checkbox-input')).toBeDisabled();

  await toEnglish(page);
  // Reloaded: the list's texts made by the server (规格) follow the language of the request.
  await page.reload();
  await pick(page, source, '', seeded.factoryName);
  await expect(rows).toHaveCount(3);
  await rows
    .filter({ hasText: `B${tag}-2` })
    .locator('.ant-checkbox-input')
    .check();
  await expect(page.getByTestId('goods-import-run')).toContainText('Import selected (1)');
  await expect(rows.filter({ hasText: `B${tag}-3` })).toContainText('Already here');
  await page.mouse.move(700, 700);
  await shoot(page, 'goods-import-en');
});

/** 新建客户 with a name factory B has: the offer to import it (screenshot), accepted: the customer is listed here. */
async function offerCustomer(
  page: Page,
  name: string,
  shot: string,
  texts: { create: RegExp; save: RegExp; offer: string; importIt: RegExp },
) {
  await page.getByRole('button', { name: texts.create }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.locator('input#customer_name') });
  await drawer.locator('input#customer_name').fill(name);
  await drawer.getByRole('button', { name: texts.save }).click();
  const offer = page.locator('.ant-modal-confirm').filter({ hasText: texts.offer });
  await expect(offer).toBeVisible();
  await shoot(page, shot);
  await offer.getByRole('button', { name: texts.importIt }).click();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test('creating a customer another factory has offers to import it (zh and en)', async ({ page }) => {
  await login(page);
  await page.goto('/customer');
  await offerCustomer(page, seeded.customers[0]!, 'customer-import-offer-zh', {
    create: /新建客户$/,
    save: /保\s*存/,
    offer: '该客户在其他分厂已经存在，是否要导入本厂？',
    importIt: /导入本厂/,
  });
  await toEnglish(page);
  await offerCustomer(page, seeded.customers[1]!, 'customer-import-offer-en', {
    create: /New customer$/,
    save: /^Save$/,
    offer: 'This customer already exists in another factory of the company. Import it into this factory?',
    importIt: /Import it/,
  });
});
