import { expect, test, type Page } from '@playwright/test';

/**
 * Device management: add a device, find it, rename it, send it a command, open its parameter
 * panel and delete it. The JT/T 808 listener is off here, so every device is offline.
 */
const IMEI = '866123450000077';
const NAME = 'E2E Truck 77';
const RENAMED = 'E2E Truck 77 (night line)';

async function signInAsAdmin(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
  await page.goto('/loginPage');
  await page.getByRole('textbox', { name: 'Account' }).fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin-e2e');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/realTimeMonitor$/);
}

test('an administrator adds, edits, commands and deletes a device', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/infoManagement');
  await expect(page.getByRole('button', { name: 'Add device' })).toBeVisible();

  // Add, with the client-side checks first.
  await page.getByRole('button', { name: 'Add device' }).click();
  const form = page.getByRole('dialog', { name: 'Add device' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('IMEI cannot be empty')).toBeVisible();
  await form.getByLabel('IMEI', { exact: true }).fill('12');
  await expect(form.getByText('Enter 4 to 20 letters or digits')).toBeVisible();
  await form.getByLabel('IMEI', { exact: true }).fill(IMEI);
  await form.getByLabel('Name', { exact: true }).fill(NAME);
  await form.getByLabel('SIM number').fill('8613800000077');
  await form.getByLabel('Model').fill('JT701');
  await page.screenshot({ path: 'artifacts/devices-add.png', animations: 'disabled' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  // The demo fleet fills the first pages: find the new device on the server by its IMEI.
  await page.getByRole('searchbox', { name: 'Search by name or IMEI' }).fill(IMEI);
  await page.getByRole('searchbox', { name: 'Search by name or IMEI' }).press('Enter');
  await expect(page.getByText('1 devices in total')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(IMEI) });
  await expect(row).toContainText(NAME);
  await expect(row).toContainText('JT/T 808');
  await expect(row).toContainText(/36[45] days left/);

  await page.screenshot({ path: 'artifacts/devices-table.png', animations: 'disabled' });

  // Rename.
  await page.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit device ${NAME}` });
  await edit.getByLabel('Name', { exact: true }).fill(RENAMED);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText(RENAMED);

  // Restart: the device is offline, and the server says so in the interface language.
  await page.getByRole('button', { name: `Commands of ${RENAMED}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: 'Command panel' });
  await expect(drawer.getByText(RENAMED).first()).toBeVisible();
  await drawer.getByRole('combobox', { name: 'Command' }).fill('Restart');
  await drawer.getByRole('combobox', { name: 'Command' }).press('Enter');
  await expect(drawer.getByText('Restarts the device.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(
    drawer.getByRole('alert').filter({ hasText: 'The device is offline' }),
  ).toBeVisible();
  await expect(drawer.getByRole('region', { name: 'Command log' })).toBeVisible();
  await page.screenshot({ path: 'artifacts/devices-command.png', animations: 'disabled' });

  // A command form checks its limits before sending.
  await drawer.getByRole('combobox', { name: 'Command' }).fill('Heartbeat');
  await drawer.getByRole('combobox', { name: 'Command' }).press('Enter');
  await drawer.getByRole('button', { name: 'Send' }).click();
  await expect(drawer.getByText('Heartbeat interval cannot be empty')).toBeVisible();

  // The parameter panel of a national-standard device.
  await drawer.getByRole('tab', { name: 'Parameter panel' }).click();
  await expect(
    drawer.getByText("Read the parameters to see and change the device's settings."),
  ).toBeVisible();
  await drawer.getByRole('button', { name: 'Read parameters' }).click();
  await expect(
    drawer.getByRole('alert').filter({ hasText: 'The device is offline' }),
  ).toBeVisible();
  await page.screenshot({ path: 'artifacts/devices-parameters.png', animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Another protocol has no parameter panel: the panel says so.
  await page.getByRole('button', { name: `Edit ${RENAMED}` }).click();
  const protocol = page.getByRole('dialog', { name: `Edit device ${RENAMED}` });
  await protocol.getByRole('combobox', { name: 'Protocol' }).fill('GT06');
  await protocol.getByRole('combobox', { name: 'Protocol' }).press('Enter');
  await protocol.getByRole('button', { name: 'Save' }).click();
  await expect(protocol).toBeHidden();
  await expect(row).toContainText('GT06');
  await page.getByRole('button', { name: `Parameters of ${RENAMED}` }).click();
  await expect(drawer.getByText('For national-standard devices only')).toBeVisible();
  await page.screenshot({
    path: 'artifacts/devices-parameters-notice.png',
    animations: 'disabled',
  });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Delete, after confirming.
  await page.getByRole('button', { name: `Delete ${RENAMED}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Device ${RENAMED} deleted`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(IMEI) })).toHaveCount(0);
});

test('the device page reads right to left in Arabic', async ({ page }) => {
  await signInAsAdmin(page);
  await page.evaluate(() => window.localStorage.setItem('language', 'ar'));
  await page.addInitScript(() => window.localStorage.setItem('language', 'ar'));
  await page.goto('/infoManagement');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'إضافة جهاز' })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة جهاز' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: 'artifacts/devices-ar.png', animations: 'disabled' });
});
