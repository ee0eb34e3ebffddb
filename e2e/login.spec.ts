import { expect, test } from '@playwright/test';

/** The first journey: open the site, be sent to the login page, log in as demo, land in the main frame. */
test('a visitor is sent to the login page, logs in as demo and lands in the main frame', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/');
  await expect(page).toHaveURL(/\/loginPage$/);

  await page.getByRole('textbox', { name: 'Account' }).fill('demo');
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong account or password').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Password' }).fill('demo123');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realTimeMonitor$/);
  await expect(page.getByRole('menu').first()).toBeVisible();
  const token = await page.evaluate(() => window.localStorage.getItem('ms_token'));
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.screenshot({ path: 'artifacts/main-frame.png', fullPage: true });

  // The guard: a page of the frame without a session goes back to the login page.
  await page.evaluate(() => window.localStorage.removeItem('ms_token'));
  await page.goto('/dashBoard');
  await expect(page).toHaveURL(/\/loginPage/);
});

test('Arabic lays the login page out right to left', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/loginPage');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.screenshot({ path: 'artifacts/login-ar.png', fullPage: true });
});
