import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { seedNotifications } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

// Issue 25: the weekly chart reads at 0, 10 and 200 notifications, on a desktop and on a phone.
// Screenshots go to .test-out/screens/ for the people who judge the charts by eye.

const PASSWORD = 'clave-segura-1';
const SHOTS = path.resolve(__dirname, '..', '..', '.test-out', 'screens');
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

const activity = (page: Page) => page.getByRole('region', { name: 'Actividad semanal' });
const drawings = (page: Page) =>
  activity(page).locator('[data-testid="week-bars"], [data-testid="sources-donut"]');
const ticks = (page: Page) => activity(page).getByTestId('week-axis-y').locator('text');
const dayLabels = (page: Page) => activity(page).getByTestId('week-day');

/** The chart's figures as the screen-reader table gives them: each day's total. */
async function dayTotals(page: Page): Promise<number[]> {
  const table = activity(page).getByRole('table', { name: 'Notificaciones por día' });
  const rows = table.locator('tbody tr');
  const totals: number[] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    totals.push(Number(await rows.nth(index).locator('td').last().textContent()));
  }
  return totals;
}

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await activity(page).screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** Everything the chart draws stays inside the card (no bubble or bar overflowing it). */
async function expectInsideCard(page: Page): Promise<void> {
  const card = await activity(page).boundingBox();
  expect(card).not.toBeNull();
  const drawn = activity(page).locator(
    '[data-testid="week-bars"], [data-testid="sources-donut"], [data-testid="chart-legend"]',
  );
  await expect(drawn).toHaveCount(4);
  for (const part of await drawn.all()) {
    const box = await part.boundingBox();
    expect(box).not.toBeNull();
    if (!card || !box) return;
    expect(box.x).toBeGreaterThanOrEqual(card.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(card.y + card.height + 1);
  }
}

/** The seven day labels of the x axis, each drawn and none dropped. */
async function expectSevenDays(page: Page): Promise<void> {
  const labels = dayLabels(page);
  await expect(labels).toHaveCount(7);
  for (const label of await labels.all()) {
    expect((await label.textContent())?.trim()).toMatch(/^\p{L}+\d{1,2}$/u);
    expect((await label.boundingBox())?.width ?? 0).toBeGreaterThan(0);
  }
  // The last label is today, in the user's time zone (the browser's: Europe/Madrid here).
  const today = new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    timeZone: 'Europe/Madrid',
  }).format(new Date());
  expect(await labels.last().textContent()).toMatch(new RegExp(`${today}$`));
}

/** How tall each day's stack is drawn, in pixels (the sum of its segments). */
async function barHeights(page: Page): Promise<number[]> {
  const heights: number[] = [];
  for (const bar of await activity(page).getByTestId('week-bar').all()) {
    let height = 0;
    for (const segment of await bar.locator('rect').all()) {
      height += (await segment.boundingBox())?.height ?? 0;
    }
    heights.push(height);
  }
  return heights;
}

/** The count axis reaches the busiest day, and every bar is as tall as its count says. */
async function expectScaleFromData(page: Page, totals: number[], axis: string[]): Promise<void> {
  const busiest = Math.max(...totals);
  const written = await ticks(page).allTextContents();
  expect(written).toEqual(axis);
  const top = Math.max(...written.map(Number));
  expect(top).toBeGreaterThanOrEqual(busiest);
  expect(top).toBeLessThan(busiest * 2.5 + 1);
  // The day totals written above the stacks are the api's, day by day.
  const figures = (await activity(page).getByTestId('week-total').allTextContents()).map(Number);
  expect(Math.max(...figures)).toBe(busiest);
  expect(figures).toEqual(totals);
  // Each bar's height is its total on the axis: from the 0 grid line to the top one.
  const grid = activity(page).getByTestId('week-axis-y').locator('line');
  const zero = await grid.first().boundingBox();
  const max = await grid.last().boundingBox();
  expect(zero && max).toBeTruthy();
  if (!zero || !max) return;
  const perCount = (zero.y - max.y) / top;
  const heights = await barHeights(page);
  heights.forEach((height, day) =>
    expect(Math.abs(height - totals[day] * perCount)).toBeLessThan(2),
  );
}

async function expectAppFont(page: Page): Promise<void> {
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  const chartFont = await activity(page)
    .getByTestId('week-day')
    .first()
    .evaluate((label) => getComputedStyle(label).fontFamily);
  expect(chartFont).toBe(bodyFont);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe
    .serial(`the weekly chart on a ${device} (${viewport.width}×${viewport.height})`, () => {
    let page: Page;
    let email: string;

    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport });
      email = uniqueEmail(`charts-${device}`);
      await createAccount(email, PASSWORD);
      await logIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test.afterAll(async () => {
      await page.close();
    });

    test('0 notifications: a sentence, no empty axes', async () => {
      if (device === 'desktop') await expectOnDashboard(page);
      await expect(activity(page)).toContainText(
        'No has recibido notificaciones en los últimos 7 días.',
      );
      await expect(drawings(page)).toHaveCount(0);
      await shoot(page, `chart-0-${device}`);
    });

    test('10 notifications: seven labelled days, whole numbers, the app font', async () => {
      expect(await seedNotifications(email, 10, 6)).toBe(10);
      await page.reload();
      await expect(activity(page).getByTestId('week-bars')).toBeVisible();
      await shoot(page, `chart-10-${device}`);
      const totals = await dayTotals(page);
      expect(totals).toHaveLength(7);
      expect(totals.reduce((sum, n) => sum + n, 0)).toBe(10);
      await expectSevenDays(page);
      // 10 over 6 days: at most 2 a day, so the axis is 0, 1, 2.
      await expectScaleFromData(page, totals, ['0', '1', '2']);
      for (const tick of await ticks(page).allTextContents()) expect(tick).toMatch(/^\d+$/);
      await expectAppFont(page);
      await expect(activity(page).getByText('BOE: 6', { exact: true })).toHaveCount(2); // legend and its list
      await expect(activity(page).getByText('DOGA: 4', { exact: true })).toHaveCount(2);
      await expect(activity(page).getByTestId('donut-total')).toHaveText('10');
      await expectInsideCard(page);
    });

    test("a bar's segment under the pointer names its day, source and count", async () => {
      const segment = activity(page).getByTestId('week-bar').locator('rect').last();
      await segment.hover({ timeout: 5_000 }); // fails if the drawing does not receive the pointer
      await expect(segment.locator('title')).toHaveText(
        /^\p{L}+, \d{1,2} de \p{L}+ · (BOE|DOGA): \d+$/u,
      );
    });

    test('200 notifications: the busiest day at its real height, everything in the card', async () => {
      expect(await seedNotifications(email, 190, 6)).toBe(190);
      await page.reload();
      await expect(activity(page).getByTestId('week-bars')).toBeVisible();
      await shoot(page, `chart-200-${device}`);
      const totals = await dayTotals(page);
      expect(totals.reduce((sum, n) => sum + n, 0)).toBe(200);
      await expectSevenDays(page);
      // About 32 a day: the axis is 0–40 in steps of 10.
      await expectScaleFromData(page, totals, ['0', '10', '20', '30', '40']);
      await expect(activity(page).getByTestId('chart-legend')).toHaveCount(2);
      for (const legend of await activity(page).getByTestId('chart-legend').all()) {
        await expect(legend).toBeVisible();
      }
      await expect(activity(page).getByText('BOE: 112', { exact: true })).toHaveCount(2);
      await expect(activity(page).getByText('DOGA: 88', { exact: true })).toHaveCount(2);
      await expect(activity(page).getByTestId('donut-total')).toHaveText('200');
      const arc = (source: string) =>
        activity(page).locator(`[data-testid="donut-arc"][data-source="${source}"]`);
      await expect(activity(page).getByTestId('donut-arc')).toHaveCount(2);
      await expect(arc('BOE')).toHaveAttribute('data-share', '0.5600');
      await expect(arc('DOGA')).toHaveAttribute('data-share', '0.4400');
      await expectInsideCard(page);
    });
  });
}
