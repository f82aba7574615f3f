import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

/** The account main.ts seeds on first start. */
export const DEMO_LOGIN = { loginName: 'demo', password: 'demo123456' } as const;
/** The factory the demo company is seeded with. */
export const DEMO_FACTORY = '演示服装厂';

/** The factories' time zone: the server dates reports and bills by it (FACTORY_TIME_ZONE, Asia/Shanghai by default). */
const factoryDay = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.FACTORY_TIME_ZONE ?? 'Asia/Shanghai' });

/**
 * The factory's date `days` from now, YYYY-MM-DD. Journeys date their documents by it, never by UTC: between 16:00
 * and 24:00 UTC the two differ by a day, and a report dated by UTC is not among "today's" on the screen.
 */
export function factoryDate(days = 0): string {
  return factoryDay.format(new Date(Date.now() + days * 86_400_000));
}

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

/**
 * Signs in through the login page the way a user does. The form's field names belong to the web
 * app, so the inputs are found by role: the first text box is the account, the password box the
 * password; Enter submits. Resolves once the URL has left /login.
 */
const beforeUnloadAccepted = new WeakSet<Page>();

/**
 * E2E_CPU_THROTTLE=4 runs the page's scripts four times slower (Chrome's CPU throttling), as on a loaded CI machine:
 * a way to find the journeys' races at the desk. Unset, nothing changes.
 */
async function slowDownForRaceHunting(page: Page): Promise<void> {
  const rate = Number(process.env.E2E_CPU_THROTTLE ?? 0);
  if (!(rate > 1)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

export async function login(
  page: Page,
  loginName: string = DEMO_LOGIN.loginName,
  password: string = DEMO_LOGIN.password,
): Promise<void> {
  // A journey jumps between pages with page.goto: leaving a form with typed input is the user's choice there, so the
  // browser's "leave this page?" (beforeunload) is accepted. In-app navigation asks in the app's own dialog instead.
  if (!beforeUnloadAccepted.has(page)) {
    beforeUnloadAccepted.add(page);
    page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
    await slowDownForRaceHunting(page);
  }
  if (!/\/login/.test(page.url())) await page.goto('/login');
  const passwordInput = page.locator('input[type="password"]').first();
  await expect(passwordInput).toBeVisible();
  const account = page
    .locator('form input:not([type="password"]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"])')
    .first();
  const accountInput = (await account.count()) > 0 ? account : page.getByRole('textbox').first();
  await accountInput.fill(loginName);
  await passwordInput.fill(password);
  await passwordInput.press('Enter');
  await expect(page).not.toHaveURL(/\/login(?:[/?#]|$)/, { timeout: 20_000 });
  if (loginName === DEMO_LOGIN.loginName) await backToDemoFactory(page);
}

/**
 * The boss signs in where it last worked; a journey that switched factories (and perhaps failed there) must not leave
 * the next journey in its factory. The demo boss therefore starts every journey in the demo factory, switched with the
 * factory switcher as a user does (a switch behind the page's back would end its calls with 1001 "switched in another
 * tab", since the page repeats the factory it believes it is in).
 */
async function backToDemoFactory(page: Page): Promise<void> {
  const session = await page.request.get('/v1/api/login/session');
  const { data } = (await session.json()) as { data: { unitId: string; units: { id: string; name: string }[] } };
  const demo = data.units.find((u) => u.name === DEMO_FACTORY);
  if (demo && demo.id !== data.unitId) await enterFactory(page, DEMO_FACTORY);
}

/** A full-page screenshot in e2e/screenshots/<name>.png (kept for people to look at). */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  // Let the page's data calls settle so the picture shows content, not spinners (bounded wait).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  const file = path.join(screenshotDir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Opens a bill type on the review desk and waits until it is the active one. One click: the desk once lost the
 * clicked type when a search followed at once (fixed in the desk; ReviewDeskPage.test.tsx), so a journey that had
 * to click twice would now be hiding a bug.
 */
export async function chooseDeskType(page: Page, typeName: string): Promise<void> {
  const type = page.locator('.desk-type').filter({ hasText: typeName });
  await type.click();
  await expect(type).toHaveClass(/desk-type-active/);
}

/**
 * The factory switcher, then the factory: the app reloads in it. Waits for that reload to finish, so the journey's next
 * page.goto never races (and aborts) the switcher's own navigation.
 */
export async function enterFactory(page: Page, name: string): Promise<void> {
  if (!(await page.getByTestId('factory-list').isVisible())) await page.getByTestId('factory-switcher').click();
  // The reload's load event, when it is seen; a busy machine may finish the reload before the wait starts, so the
  // checks below (the switcher names the factory, the menu is drawn, the network is quiet) are what count.
  const reloaded = page.waitForEvent('load', { timeout: 20_000 }).catch(() => undefined);
  await page.getByTestId('factory-list').locator('.factory-item').filter({ hasText: name }).click();
  await reloaded;
  await expect(page.getByTestId('factory-switcher')).toContainText(name, { timeout: 30_000 });
  await expect(page.locator('.ant-layout-sider .ant-menu-item').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/**
 * The language switch as a user works it: hover the button, click the language. A click that lands while the menu is
 * still opening (a busy machine) is lost, so the pair is repeated until the button names the chosen language.
 */
export async function switchLanguage(page: Page, name: 'English' | '中文'): Promise<void> {
  const button = page.getByTestId('language-switch');
  await expect(async () => {
    // The menu opens on mouse enter: a retry must leave the button first, or hovering it again enters nothing (CI, under
    // load: the first opening was missed and every retry hovered a button the mouse was already over).
    await page.mouse.move(0, 0);
    await button.hover();
    await page.getByRole('menuitem', { name, exact: true }).click({ timeout: 5_000 });
    await expect(button).toContainText(name, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}
