import { expect, test } from '@playwright/test';
import { startApi, stopApi } from './support/app-control';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

const PASSWORD = 'clave-segura-1';

test("with the api down the app says 'Servicio no disponible', and recovers by itself", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('outage');
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  const notice = page.getByTestId('service-unavailable');
  await expect(notice).toHaveCount(0);

  await stopApi();
  try {
    const answer = await page.request.get('/api/v1/subscriptions');
    expect(answer.status()).toBe(503);
    expect(await answer.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: expect.stringMatching(/^Servicio no disponible/),
      },
    });

    await page.goto('/subscriptions');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice.getByRole('heading', { name: 'Servicio no disponible' })).toBeVisible();
    await expect(notice).toContainText('Lo reintentamos automáticamente');
    // The header and the navigation still work while the api is away.
    await expect(page.getByRole('banner')).toBeVisible();
  } finally {
    await startApi();
  }
  // The shell looks again every few seconds and takes the notice away once the api answers.
  await expect(notice).toHaveCount(0, { timeout: 30_000 });
  // And the screen's data is fetched again, without a reload.
  await expect(page.getByText('Aún no tienes subscripciones')).toBeVisible({ timeout: 30_000 });
});
