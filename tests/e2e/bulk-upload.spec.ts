// Journey: Bulk Upload (issue 10). A real .xlsx made here is uploaded with the keyboard, its
// preview shows the good rows and the refused one, the user confirms, and the properties appear.
// axe checks the page and the preview dialog; the sheet settings refuse a blank ID.
import { IMPORT_MSG } from '../../src/contracts/google-sheets.js';
import { HEADER, xlsxFile } from '../../src/server/features/google-sheets/test-support/files.js';
import { newAccount, signUpViaApi } from './support/accounts.js';
import { checkScreen } from './support/a11y-screens.js';
import { expectNoAxeViolations } from './support/axe.js';
import { toast } from './support/pages.js';
import { expect, test } from './support/fixtures.js';
import { expectFocused, tabTo } from './support/keyboard.js';

test.use({ bypassCSP: true });

test('upload a spreadsheet, review the preview, confirm, and the properties appear', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const admin = newAccount('bulk');
  await signUpViaApi(page.context().request, admin);
  await checkScreen(page, '/google-sheets', 'bulk upload');

  const tag = Date.now().toString(36);
  const file = await xlsxFile([
    ['Property Name', 'Address', 'IP Address', 'Type', 'Notes'],
    [`Harbor ${tag}`, '1 Quay Road', '127.91.0.1', 'commercial', 'Lobby router'],
    [`Mill ${tag}`, '2 Quay Road', '127.91.0.2', '', ''],
    ['', '3 Quay Road', '127.91.0.3', '', ''],
  ]);
  expect(HEADER).toContain('ipAddress');
  const picker = page.getByLabel('Spreadsheet file');
  await picker.setInputFiles({
    name: 'portfolio.xlsx',
    mimeType: 'application/octet-stream',
    buffer: file,
  });

  // without the permission box the file is not accepted
  const upload = page.getByRole('button', { name: 'Upload' });
  await upload.click();
  await expect(toast(page)).toContainText('Permission Required');

  // keyboard: tick the box and upload
  const box = page.getByLabel('I confirm I have permission to monitor these properties');
  await tabTo(page, box, { back: true });
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await tabTo(page, upload);
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Review the import' });
  await expect(dialog).toBeVisible();
  const counts = dialog.getByTestId('preview-counts');
  await expect(counts).toContainText('New2');
  await expect(counts).toContainText('Refused1');
  await expect(dialog.getByTestId('preview-row')).toHaveCount(3);
  await expect(dialog.getByTestId('preview-row').nth(2)).toContainText('Property name is required');
  await expectNoAxeViolations(page, 'bulk upload: preview dialog');

  // focus starts on Cancel; Tab reaches the confirm button; Enter imports
  await expectFocused(dialog.getByRole('button', { name: 'Cancel' }));
  const confirm = dialog.getByRole('button', { name: 'Import 2 properties' });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(toast(page).filter({ hasText: IMPORT_MSG.successTitle })).toContainText(
    IMPORT_MSG.success(2),
  );
  await expect(dialog).toBeHidden();

  await page.goto('/properties');
  await expect(page.getByText(`Harbor ${tag}`)).toBeVisible();
  await expect(page.getByText(`Mill ${tag}`)).toBeVisible();

  // the same file again changes nothing
  await page.goto('/google-sheets');
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'portfolio.xlsx',
    mimeType: 'application/octet-stream',
    buffer: file,
  });
  await page.getByLabel('I confirm I have permission to monitor these properties').check();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByTestId('preview-counts')).toContainText('Unchanged2');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('sheet settings: a blank ID is refused and Sync asks for settings first', async ({ page }) => {
  const admin = newAccount('sheets');
  await signUpViaApi(page.context().request, admin);
  await page.goto('/google-sheets');

  // a file that is not what its name says: the server's refusal, as "Upload Failed"
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'renamed.xlsx',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('name,address,ipAddress\nA,1 Road,127.93.0.1\n'),
  });
  await page.getByLabel('I confirm I have permission to monitor these properties').check();
  await page.getByRole('button', { name: 'Upload' }).click();
  const failedToast = toast(page).filter({ hasText: IMPORT_MSG.failedTitle });
  await expect(failedToast).toContainText(IMPORT_MSG.invalidType);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // past the product's column ceiling: refused with the reason
  const wide = Array.from({ length: 51 }, (_, i) => ['name', 'address', 'ipAddress'][i] ?? `c${i}`);
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'wide.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${wide.join(',')}\nA,1 Road,127.93.0.2\n`),
  });
  await page.getByLabel('I confirm I have permission to monitor these properties').check();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(
    toast(page)
      .filter({ hasText: IMPORT_MSG.tooManyColumns(51) })
      .first(),
  ).toBeVisible();

  // one new row: the confirm button counts it in the singular
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'one.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,address,ipAddress\nOne,1 Road,127.93.0.3\n'),
  });
  await page.getByLabel('I confirm I have permission to monitor these properties').check();
  await page.getByRole('button', { name: 'Upload' }).click();
  const review = page.getByRole('dialog', { name: 'Review the import' });
  await expect(review.getByRole('button', { name: 'Import 1 property' })).toBeVisible();
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();

  // a group column naming a group the workspace does not have: that row is refused with why
  await page.getByLabel('Spreadsheet file').setInputFiles({
    name: 'groups.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('name,address,ipAddress,group\nTwo,2 Road,127.93.0.4,Oak Campu\n'),
  });
  await page.getByLabel('I confirm I have permission to monitor these properties').check();
  await page.getByRole('button', { name: 'Upload' }).click();
  const refusedRow = review.getByTestId('preview-row');
  await expect(refusedRow).toContainText('Oak Campu');
  await expect(refusedRow).toContainText(`group: ${IMPORT_MSG.unknownGroup('Oak Campu')}`);
  await review.getByRole('button', { name: 'Cancel' }).click();
  await expect(review).toBeHidden();

  await page.getByRole('button', { name: 'Sync Now' }).click();
  await expect(toast(page)).toContainText(IMPORT_MSG.notConfigured);
  await page.getByLabel('Spreadsheet ID').fill('   ');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: IMPORT_MSG.spreadsheetIdRequired }),
  ).toBeVisible();
  await page.getByLabel('Spreadsheet ID').fill('1AbC-dEf_123');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page).filter({ hasText: IMPORT_MSG.settingsSaved })).toBeVisible();
  await expect(page.getByLabel('Sheet Name')).toHaveValue('Properties');
  await expect(page.getByRole('link', { name: /Open Sheet/ })).toHaveAttribute(
    'href',
    'https://docs.google.com/spreadsheets/d/1AbC-dEf_123/edit',
  );
  await expectNoAxeViolations(page, 'bulk upload: sheet linked');
});
