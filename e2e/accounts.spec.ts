import { expect, type Page, test } from '@playwright/test';

/**
 * A reseller journey: the top account creates a sub-account holding a few menu codes, and
 * the sub-account, once signed in, sees exactly those menu entries.
 */
async function signIn(page: Page, account: string, password: string) {
  await page.goto('/loginPage');
  await page.getByRole('textbox', { name: 'Account' }).fill(account);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.locator('.app-menu').first()).toBeVisible();
}

test('a sub-account created with three menu entries sees exactly those entries', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await signIn(page, 'admin', 'admin-e2e');

  await page.goto('/accountManage');
  await expect(page.getByText('Account tree')).toBeVisible();
  await page.screenshot({ path: 'artifacts/account-manage.png', fullPage: true });
  await page.getByRole('button', { name: 'New sub-account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Login account').fill('fleet-e2e');
  await dialog.getByLabel('Password', { exact: true }).fill('fleet123');
  await dialog.getByLabel('Confirm password').fill('fleet123');
  await dialog.getByLabel('Nickname').fill('Fleet E2E');
  const tree = dialog.locator('.menu-code-tree');
  for (const entry of ['Dashboard', 'Track playback', 'Accounts']) {
    await tree
      .locator('.ant-tree-treenode', { has: page.getByTitle(entry, { exact: true }) })
      .locator('.ant-tree-checkbox')
      .click();
  }
  await page.screenshot({ path: 'artifacts/account-create.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Sub-account created')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'fleet-e2e', exact: true })).toBeVisible();
  await page.screenshot({ path: 'artifacts/account-created.png', fullPage: true });

  // The sub-account signs in on a fresh page.
  await page.evaluate(() => {
    window.localStorage.removeItem('ms_token');
    window.localStorage.removeItem('convoy-session');
  });
  await signIn(page, 'fleet-e2e', 'fleet123');
  const menu = page.locator('.app-menu').first();
  const topLevel = menu.locator(
    ':scope > li.ant-menu-item, :scope > li.ant-menu-submenu > .ant-menu-submenu-title',
  );
  await expect(topLevel).toHaveText(['Dashboard', 'Track playback', 'Management']);
  await menu.getByText('Management', { exact: true }).click();
  await expect(menu.locator('.ant-menu-sub li.ant-menu-item')).toHaveText(['Accounts']);
  await page.screenshot({ path: 'artifacts/sub-account-menu.png', fullPage: true });

  // Its own account screen shows it at level 2 with no sub-accounts yet.
  await menu.getByText('Accounts', { exact: true }).click();
  await expect(page).toHaveURL(/\/accountManage$/);
  await expect(page.getByText('Fleet E2E').first()).toBeVisible();
});

test('online users and the operation log show the tree’s sessions and actions', async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await signIn(page, 'admin', 'admin-e2e');
  await page.goto('/onlineUser');
  await expect(page.getByText('This session')).toBeVisible();
  await page.screenshot({ path: 'artifacts/online-users.png', fullPage: true });
  await page.goto('/logQuery');
  await expect(page.getByRole('cell', { name: 'Create account' }).first()).toBeVisible();
  await page.screenshot({ path: 'artifacts/log-query.png', fullPage: true });
});

test('a reset link that does not work says so, in the language of the link', async ({ page }) => {
  await page.goto('/resetPassword?token=not-a-real-token-at-all&lang=fr');
  await expect(
    page
      .getByText('Ce lien n’est pas valide', { exact: false })
      .or(page.getByText("Ce lien n'est pas valide", { exact: false })),
  ).toBeVisible();
  await page.screenshot({ path: 'artifacts/reset-password-invalid.png', fullPage: true });
});
