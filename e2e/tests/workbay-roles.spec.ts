import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { runTag } from '../fixtures/run-tag.js';
import { DEMO_LOGIN } from '../support/helpers.js';

// Issue 15 part 3 (ADR 0012): a workbay (工位) is the employee's login seat and acts by the role it holds in the
// factory it is in. The demo boss adds factory B and a workbay with a purchase role in A and a goods role in B; the
// workbay signs in on the 工位登录 tab, sees A's menu, switches to B and sees B's. Screenshots (zh) go to
// docs/screenshots/issue-15/workbay-menu-a-zh.png and -b-zh.png.
const tag = runTag();
const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots/issue-15');

async function call<T = any>(api: APIRequestContext, url: string, body: object = {}): Promise<T> {
  const answer = (await (await api.post(`/v1/api/${url}`, { data: body })).json()) as { code: number; msg: string; data: T };
  expect(answer.code, `${url}: ${answer.msg}`).toBe(0);
  return answer.data;
}

async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shots, { recursive: true });
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

interface Seeded {
  bossCode: string;
  workNo: string;
  factoryA: string;
  factoryB: string;
}

/** Factory B, a role in each factory, and a workbay linked to both with those roles, made by the demo boss. */
async function seed(baseURL: string): Promise<Seeded> {
  const api = await request.newContext({ baseURL });
  const boss = await call<{ unitId: string; facName: string; userInfo: { bossCode: string } }>(api, 'login/doLogin', DEMO_LOGIN);
  const factoryB = `四分厂${tag}`;
  const b = await call<{ id: string }>(api, 'fac/addFactory', { name: factoryB });
  const roleA = await call<{ id: string }>(api, 'role/add', {
    roleName: `采购工位${tag}`,
    permissionCodes: ['fac.purchaseOrder.queryList', 'fac.supplier.list'],
    userIds: [],
  });
  await call(api, 'login/switchUnit', { unitId: b.id });
  const roleB = await call<{ id: string }>(api, 'role/add', {
    roleName: `商品工位${tag}`,
    permissionCodes: ['fac.goods.list'],
    userIds: [],
  });
  await call(api, 'login/switchUnit', { unitId: boss.unitId });
  const workNo = `G${tag}`;
  await call(api, 'facUser/addWorkbay', {
    loginName: workNo,
    userName: '小王',
    password: 'pass123',
    facInfos: [
      { facId: boss.unitId, roleIds: [roleA.id] },
      { facId: b.id, roleIds: [roleB.id] },
    ],
  });
  await api.dispose();
  return { bossCode: boss.userInfo.bossCode, workNo, factoryA: boss.facName, factoryB };
}

test('a workbay linked to two factories sees in each the menu of its role there', async ({ page, baseURL }) => {
  const seeded = await seed(baseURL!);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await page.getByRole('tab', { name: '工位登录' }).click();
  await page.getByTestId('workbay-boss-code').fill(seeded.bossCode);
  await page.getByTestId('workbay-no').fill(seeded.workNo);
  await page.locator('input[type="password"]').fill('pass123');
  await page.locator('input[type="password"]').press('Enter');
  await expect(page).not.toHaveURL(/\/login(?:[/?#]|$)/, { timeout: 20_000 });

  const menu = page.locator('.ant-menu').first();
  const switcher = page.getByTestId('factory-switcher');
  await expect(switcher).toContainText(seeded.factoryA);
  await expect(menu.getByText('采购单', { exact: true })).toBeVisible();
  await expect(menu.getByText('商品档案', { exact: true })).toHaveCount(0);
  await shoot(page, 'workbay-menu-a-zh');

  await switcher.click();
  await page.getByTestId('factory-list').getByText(seeded.factoryB).click();
  await expect(switcher).toContainText(seeded.factoryB, { timeout: 20_000 });
  await expect(menu.getByText('商品档案', { exact: true })).toBeVisible();
  await expect(menu.getByText('采购单', { exact: true })).toHaveCount(0);
  await shoot(page, 'workbay-menu-b-zh');
});
