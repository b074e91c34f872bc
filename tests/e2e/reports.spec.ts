// Journey: every report of /reports downloads as a real file whose content is the workspace's
// data — rows, uptime after real checks, masked IPs and formula escaping (spec core §2, §7, §8).
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { newAccount, signUpViaApi } from './support/accounts.js';
import { expect, test } from './support/fixtures.js';
import {
  checkNowViaApi,
  createPropertyViaApi,
  waitForStatusViaApi,
} from './support/properties-api.js';

test("each report downloads with the workspace's rows, uptime and escaping", async ({ page }) => {
  test.setTimeout(60_000);
  const request = page.context().request;
  await signUpViaApi(request, newAccount('reports'));
  const home = await createPropertyViaApi(request, { name: 'Birch Court', ipAddress: '127.0.0.1' });
  await createPropertyViaApi(request, { name: '=HYPERLINK("http://x")', ipAddress: '127.0.0.3' });
  await checkNowViaApi(request);
  await waitForStatusViaApi(request, home.id, 'online');

  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();

  // CSV (the default format): one row per property, uptime from the real check, masked IP,
  // and the formula-looking name neutralised.
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Daily Summary/ }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^property-report-daily-\d{4}-\d\d-\d\d\.csv$/);
  const csv = readFileSync((await csvDownload.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  const header = lines[0]!.split(',');
  expect(header).toContain('Uptime %');
  const birch = lines.find((l) => l.startsWith('Birch Court'))!;
  const cells = birch.split(',');
  expect(cells[header.indexOf('IP Address')]).toBe('127.0.0.x');
  expect(cells[header.indexOf('Uptime %')]).toBe('100');
  expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
  expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);

  // Excel: typed cells.
  await page.getByLabel('Format').selectOption('xlsx');
  const [xlsxDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Weekly Performance/ }).click(),
  ]);
  expect(xlsxDownload.suggestedFilename()).toMatch(/^property-report-weekly-.*\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await xlsxDownload.path())!);
  const sheet = book.getWorksheet('Properties')!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const uptimeCol = headers.indexOf('Uptime %');
  const row = sheet
    .getRows(2, sheet.rowCount - 1)!
    .find((r) => r.getCell(1).value === 'Birch Court')!;
  expect(row.getCell(uptimeCol).value).toBe(100);

  // PDF.
  await page.getByLabel('Format').selectOption('pdf');
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Monthly Analytics/ }).click(),
  ]);
  const pdf = readFileSync((await pdfDownload.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2000);

  // Custom range, CSV again.
  await page.getByLabel('Format').selectOption('csv');
  await page.getByRole('button', { name: /Custom Date Range/ }).click();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Start date').fill(today);
  await page.getByLabel('End date').fill(today);
  const [customDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(customDownload.suggestedFilename()).toBe(
    `property-report-custom-${today}-to-${today}.csv`,
  );
  expect(readFileSync((await customDownload.path())!, 'utf8')).toContain('Birch Court');
});

test("a failed generation shows the spec's toast", async ({ page }) => {
  await signUpViaApi(page.context().request, newAccount('reportfail'));
  await page.route('**/api/reports/**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.goto('/reports');
  await page.getByRole('button', { name: /Daily Summary/ }).click();
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Generation Failed');
  await expect(toast).toContainText('Failed to generate report. Please try again.');
});
