import { expect, test, type Page } from '@playwright/test';
import { apiAs, seedNotifications, type ApiClient } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

const PASSWORD = 'clave-segura-1';

interface Stats {
  data: { total: number; unread: number };
}

const items = (page: Page) => page.getByTestId('notification-item');
const badge = (page: Page) => page.getByTestId('sidebar').getByTestId('unread-badge');

test.describe.serial('a user with 45 notifications over 10 days', () => {
  let page: Page;
  let api: ApiClient;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    const email = uniqueEmail('notif');
    await createAccount(email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await expectOnDashboard(page);
    api = await apiAs(email, PASSWORD);
    expect(await seedNotifications(email)).toBe(45);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test("the dashboard's figures are the api's, the 4 recent show 'Nuevo' when unread, charts draw", async () => {
    const { data: stats } = await api.call<Stats>('GET', '/notifications/stats');
    const { data: recent } = await api.call<{ data: { notifications: { read: boolean }[] } }>(
      'GET',
      '/notifications?limit=4',
    );
    await page.goto('/dashboard');
    await expect(page.getByTestId('notifications-total')).toHaveText(String(stats.total));
    await expect(page.getByTestId('notifications-unread')).toHaveText(String(stats.unread));
    const shown = page.getByTestId('recent-notification');
    await expect(shown).toHaveCount(4);
    for (const [index, notification] of recent.notifications.entries()) {
      await expect(shown.nth(index).getByText('Nuevo', { exact: true })).toHaveCount(
        notification.read ? 0 : 1,
      );
    }
    // The charts (and apexcharts) load when their widget comes on screen.
    await page.getByRole('heading', { name: 'Actividad semanal' }).scrollIntoViewIfNeeded();
    await expect(
      page.getByTestId('activity-chart').locator('svg .apexcharts-bar-series'),
    ).toBeVisible();
    await expect(
      page.getByTestId('sources-chart').locator('svg .apexcharts-pie-series').first(),
    ).toBeVisible();
  });

  test('sees them grouped by day, unread in bold, 20 at a time', async () => {
    const { data } = await api.call<Stats>('GET', '/notifications/stats');
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { name: 'Notificaciones', level: 1 })).toBeVisible();
    await expect(items(page)).toHaveCount(20);
    await expect(page.getByTestId('notification-day').first()).toHaveText('Hoy');
    await expect(page.getByText('Showing 20 of 45 notifications')).toBeVisible();
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    const unread = items(page).and(page.locator('[data-read="false"]')).first();
    await expect(unread.locator('p').first()).toHaveCSS('font-weight', '700');
    await expect(badge(page)).toHaveText(String(data.unread));
  });

  test('marks one read and the badge drops by one', async () => {
    const before = Number(await badge(page).textContent());
    const unread = items(page).and(page.locator('[data-read="false"]')).first();
    await unread.getByRole('button', { name: 'Marcar como leída' }).click();
    await expect(badge(page)).toHaveText(String(before - 1));
  });

  test("opens one with 'View source', then deletes it through '¿Estás seguro?'", async () => {
    await items(page).first().getByRole('button', { name: 'Ver' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('link', { name: 'View source' })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('¿Estás seguro?');
    await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(confirm).toBeHidden();
    // Removed at once, then page 1 is loaded again from the api.
    await expect(page.getByText('Showing 20 of 44 notifications')).toBeVisible();
  });

  test('Next appends, Previous and First Page go back', async () => {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(items(page)).toHaveCount(40);
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(items(page)).toHaveCount(44);
    await expect(page.getByText('Showing 44 of 44 notifications')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    await page.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByText('Page 2', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Primera página' }).click();
    await expect(page.getByText('Page 1', { exact: true })).toBeVisible();
    await expect(items(page)).toHaveCount(20);
  });

  test('marks all read (badge gone), then deletes all', async () => {
    await page.getByRole('button', { name: 'Marcar todas como leídas' }).click();
    await expect(badge(page)).toHaveCount(0);
    await expect(items(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);

    await page.getByRole('button', { name: 'Eliminar todas' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete all notifications? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Eliminar todas' }).click();
    await expect(page.getByText('No notifications')).toBeVisible();
    const { data } = await api.call<Stats>('GET', '/notifications/stats');
    expect(data.total).toBe(0);
  });
});
