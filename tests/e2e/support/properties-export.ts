// The properties export as journeys read it (the Dashboard and the Properties page both offer
// it): click Export, wait for the download, read the CSV.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';

/** Clicks Export and returns the downloaded file: the name the browser suggests and its text. */
export async function downloadExport(page: Page): Promise<{ filename: string; csv: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  return {
    filename: download.suggestedFilename(),
    csv: await readFile(await download.path(), 'utf8'),
  };
}

/** The export, checked for what every one carries (a dated file name, the header row). */
export async function downloadPropertiesCsv(page: Page): Promise<{ csv: string; lines: string[] }> {
  const { filename, csv } = await downloadExport(page);
  expect(filename).toMatch(/^properties-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]).toMatch(/^Name,Address,IP Address,Type,Status/);
  return { csv, lines };
}
