import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard } from './support/ui';

// Issue 25, item 7 (and 9's 'Procesar'): the list's search, source and page live in the URL;
// signing in returns to the deep link asked for; each route has its own document title.

const PASSWORD = 'clave-segura-1';

test('list state in the URL, the deep link after sign-in, a title per route', async ({ page }) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('deep-link');
  await createAccount(email, PASSWORD);
  const api = await apiAs(email, PASSWORD);
  // 14 subscriptions: two pages of the list (9 a page); 'Obras' in three of them.
  for (let index = 1; index <= 14; index += 1) {
    await api.call('POST', '/subscriptions', {
      name: index <= 3 ? `Obras ${index}` : `Avisos ${index}`,
      description: 'Subscripción de prueba',
      typeId: index % 2 === 0 ? 'doga' : 'boe',
      prompts: [`aviso ${index}`],
      frequency: 'daily',
    });
  }

  // Signed out, a deep link goes to sign-in and, once signed in, back to where it pointed.
  await page.goto('/subscriptions?fuente=boe');
  await expect(page).toHaveURL(/\/auth\?next=%2Fsubscriptions%3Ffuente%3Dboe$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/subscriptions\?fuente=boe$/);
  await expect(page.getByLabel('Filtrar por fuente')).toHaveValue('boe');
  await expect(page.getByTestId('subscription-card')).toHaveCount(7);
  await expect(page).toHaveTitle('Subscripciones · Vigía');

  // Search and page reach the URL; a reload keeps them; Back returns to the previous state.
  await page.getByLabel('Filtrar por fuente').selectOption('all');
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByTestId('subscription-card')).toHaveCount(9);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/subscriptions\?pagina=2$/);
  await expect(page.getByTestId('subscription-card')).toHaveCount(5);
  await page.reload();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByTestId('subscription-card')).toHaveCount(5);
  await page.goBack();
  await expect(page).toHaveURL(/\/subscriptions$/);
  await expect(page.getByTestId('subscription-card')).toHaveCount(9);
  await page.getByLabel('Buscar subscripciones').fill('Obras');
  await expect(page).toHaveURL(/\/subscriptions\?q=Obras$/);
  await expect(page.getByTestId('subscription-card')).toHaveCount(3);
  await page.reload();
  await expect(page.getByLabel('Buscar subscripciones')).toHaveValue('Obras');
  await expect(page.getByTestId('subscription-card')).toHaveCount(3);

  // 'Procesar' waits for the subscription to be active (item 9).
  const card = page.getByTestId('subscription-card').filter({ hasText: 'Obras 1' });
  const process = card.getByRole('button', { name: /^Procesar/ });
  await expect(process).toBeEnabled();
  await card.getByRole('switch').press('Space');
  await expect(page.getByText('Subscripción desactivada')).toBeVisible();
  await expect(process).toBeDisabled();
  await card
    .getByRole('link', { name: /Obras 1/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Obras 1' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Procesar Ahora' })).toBeDisabled();
  await expect(page).toHaveTitle('Detalle de la subscripción · Vigía');

  // Every route its own title.
  for (const [path, title] of [
    ['/dashboard', 'Inicio · Vigía'],
    ['/notifications', 'Notificaciones · Vigía'],
    ['/settings', 'Ajustes · Vigía'],
    ['/subscriptions/types', 'Nueva subscripción: elige el tipo · Vigía'],
    ['/no-such-page', 'Página no encontrada · Vigía'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  await page.goto('/dashboard');
  await expectOnDashboard(page);
});
