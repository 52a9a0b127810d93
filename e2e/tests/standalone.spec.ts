// A signed-in remote running alone (issue 7): mfe-subscriptions on its own origin, as
// `pnpm --filter @vigia/mfe-subscriptions dev` (and `pnpm start`, port 3002) serves it, with the
// providers of @vigia/shared, the same /config.json, /api proxied to the real api and the Firebase
// Auth emulator. Nobody is signed in on that origin: it asks for a sign-in, then shows the
// remote's screen with the user's data from the api; signing out asks again.
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';

const REMOTE = 'http://127.0.0.1:3002';
const PASSWORD = 'clave-segura-1';

test('mfe-subscriptions alone: sign in on its own port, then its list from the real api', async ({
  page,
}) => {
  const email = uniqueEmail('standalone');
  await createAccount(email, PASSWORD);
  const api = await apiAs(email, PASSWORD);
  await api.call('POST', '/subscriptions', {
    name: 'Ayudas a la vivienda (alone)',
    description: 'Creada por la prueba del remoto independiente',
    typeId: 'boe',
    prompts: ['vivienda'],
    frequency: 'daily',
  });

  await page.goto(`${REMOTE}/`);
  await expect(page).toHaveURL(`${REMOTE}/subscriptions`);
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Inicia sesión para trabajar con mfe_subscriptions por separado'),
  ).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('otra-clave');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert')).toContainText('Credenciales incorrectas');

  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText(`Sesión iniciada como ${email}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscripciones', exact: true })).toBeVisible();
  await expect(page.getByTestId('subscription-card')).toHaveCount(1);
  await expect(page.getByTestId('subscription-card')).toContainText('Ayudas a la vivienda (alone)');
  // Alone: no shell around it.
  await expect(page.getByTestId('sidebar')).toHaveCount(0);

  // The session belongs to this origin and survives a reload.
  await page.reload();
  await expect(page.getByTestId('subscription-card')).toContainText('Ayudas a la vivienda (alone)');

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('heading', { name: 'Iniciar Sesión', level: 1 })).toBeVisible();
  await expect(page.getByTestId('subscription-card')).toHaveCount(0);
});
