import { expect, test, type Page, type Request } from '@playwright/test';
import { apiAs, createSubscription, seedNotifications } from './support/api';
import { pauseApi, resumeApi, startApi, stopApi } from './support/app-control';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

// Issue 25, items 1 and 3: what a user sees while the api is down or stalls. The api really stops
// (or freezes: connections accepted, never answered) through the e2e start script's control port.

const PASSWORD = 'clave-segura-1';
const UNREACHABLE =
  'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';
const TOO_SLOW = 'El servidor no ha respondido a tiempo. Inténtalo de nuevo.';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe.serial('a user with a subscription and notifications, while the api fails', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    const email = uniqueEmail('api-down');
    await createAccount(email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await expectOnDashboard(page);
    const api = await apiAs(email, PASSWORD);
    await createSubscription(api);
    await seedNotifications(email, 12, 6);
  });

  test.afterAll(async () => {
    await resumeApi().catch(() => undefined);
    await page.close();
  });

  test('the api down: the dashboard says so, never empty data, Reintentar asks again, and it recovers', async () => {
    test.setTimeout(150_000);
    await stopApi();
    try {
      await page.goto('/dashboard');
      // Each widget says what failed and why, once its retries (1 + 2 + 4 s) are spent.
      const summary = region(page, 'Notificaciones');
      await expect(summary.getByRole('alert')).toContainText(
        'No se pudieron cargar tus cifras de notificaciones',
        { timeout: 30_000 },
      );
      await expect(summary.getByRole('alert')).toContainText(UNREACHABLE);
      const subscriptions = region(page, 'Subscripciones');
      await expect(subscriptions.getByRole('alert')).toContainText(
        'No se pudieron cargar tus cifras de subscripciones',
      );
      await expect(region(page, 'Notificaciones recientes').getByRole('alert')).toContainText(
        'No se pudieron cargar tus notificaciones recientes',
      );
      await expect(region(page, 'Actividad semanal').getByRole('alert')).toContainText(
        'No se pudo cargar la actividad de la semana',
      );
      // Nothing reads as 'you have nothing'.
      const main = page.getByRole('main');
      await expect(main).not.toContainText('Aún no tienes subscripciones');
      await expect(main).not.toContainText('↓ 0%');
      await expect(main).not.toContainText('No has recibido notificaciones');
      await expect(page.getByTestId('notifications-total')).toHaveCount(0);
      await expect(page.getByTestId('subscriptions-total')).toHaveCount(0);
      // No internals either.
      await expect(main).not.toContainText('The API is not reachable');
      await expect(main).not.toContainText('Failed to fetch');
      // Reintentar asks the api again at once (still down: the widget comes back to its notice).
      const askedAgain = page.waitForRequest((request) =>
        request.url().includes('/v1/subscriptions/stats'),
      );
      await subscriptions.getByRole('button', { name: 'Reintentar' }).click();
      await askedAgain;
      const figuresAskedAgain = page.waitForRequest((request) =>
        request.url().includes('/v1/notifications/stats'),
      );
      await summary.getByRole('button', { name: 'Reintentar' }).click();
      await figuresAskedAgain;
    } finally {
      await startApi();
    }
    // Back: the figures, whether a Reintentar or the 'Servicio no disponible' notice's /health
    // check (every 3 s, service-unavailable.spec.ts) asked first.
    await expect(page.getByTestId('subscriptions-total')).toHaveText('1', { timeout: 20_000 });
    await expect(page.getByTestId('notifications-total')).toHaveText('12', { timeout: 20_000 });
  });

  test('the api stalls: loading, then after 10 s an error with a retry, then the data', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('notifications-total')).toHaveText('12');
    await pauseApi();
    try {
      await page.getByTestId('sidebar').getByRole('link', { name: 'Subscripciones' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Subscripciones' })).toBeVisible();
      const loading = page.getByTestId('subscription-card-skeleton').first();
      await expect(loading).toBeVisible();
      const started = Date.now();
      const failure = page.getByTestId('subscriptions-error');
      await expect(failure).toContainText('Error al cargar subscripciones', { timeout: 20_000 });
      await expect(failure).toContainText(TOO_SLOW);
      const waited = Date.now() - started;
      expect(waited).toBeGreaterThan(8_000);
      expect(waited).toBeLessThan(14_000);
      await expect(loading).toHaveCount(0);
    } finally {
      await resumeApi();
    }
    await page
      .getByTestId('subscriptions-error')
      .getByRole('button', { name: 'Reintentar' })
      .click();
    await expect(page.getByTestId('subscription-card')).toHaveCount(1);
  });

  test('leaving a screen aborts its calls at once; the other screens still open', async () => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('notifications-total')).toHaveText('12');
    const aborted: { url: string; at: number }[] = [];
    const onFailed = (request: Request) => {
      if (request.url().includes('/api/v1/')) aborted.push({ url: request.url(), at: Date.now() });
    };
    page.on('requestfailed', onFailed);
    await pauseApi();
    try {
      await page.getByTestId('sidebar').getByRole('link', { name: 'Notificaciones' }).click();
      await expect(page.getByText('Loading notifications...')).toBeVisible();
      const left = Date.now();
      await page.getByTestId('sidebar').getByRole('link', { name: 'Subscripciones' }).click();
      await expect
        .poll(() => aborted.map(({ url }) => new URL(url).pathname))
        .toContain('/api/v1/notifications');
      const abort = aborted.find(({ url }) => new URL(url).pathname === '/api/v1/notifications');
      expect((abort?.at ?? Infinity) - left).toBeLessThan(2_000);
      // The aborted calls hold no connection: every screen still opens while the api hangs.
      for (const [link, heading] of [
        ['Ajustes', 'Ajustes'],
        ['Inicio', 'Inicio'],
        ['Notificaciones', 'Notificaciones'],
      ] as const) {
        await page.getByTestId('sidebar').getByRole('link', { name: link }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
          timeout: 5_000,
        });
      }
    } finally {
      page.off('requestfailed', onFailed);
      await resumeApi();
    }
  });
});
