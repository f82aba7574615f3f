import { expect, test } from '@playwright/test';
import { login, screenshot } from '../support/helpers.js';

// The one journey owned by CI: the app is served, the login page shows, the demo account gets in.
test('demo account signs in from the home page', async ({ page }) => {
  const home = await page.goto('/');
  expect(home?.status(), 'GET / must serve the web app: did `npm run build` produce apps/web/dist/index.html?').toBe(200);
  await expect(page.locator('input[type="password"]').first()).toBeVisible();
  await screenshot(page, 'smoke-01-login');
  await login(page);
  await expect(page).not.toHaveURL(/\/login/);
  await screenshot(page, 'smoke-02-signed-in');
});
