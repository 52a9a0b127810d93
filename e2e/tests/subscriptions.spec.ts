import { expect, test, type Page } from '@playwright/test';
import { apiAs, type ApiClient } from './support/api';
import { startApi, stopApi } from './support/app-control';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

const PASSWORD = 'clave-segura-1';

async function signedInUser(
  page: Page,
  prefix: string,
): Promise<{ email: string; api: ApiClient }> {
  const email = uniqueEmail(prefix);
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  return { email, api: await apiAs(email, PASSWORD) };
}

async function createViaApi(api: ApiClient, name: string, typeId = 'boe', prompts = [name]) {
  await api.call('POST', '/subscriptions', {
    name,
    description: `Avisos de prueba: ${name}`,
    typeId,
    prompts,
    frequency: 'daily',
  });
}

const cards = (page: Page) => page.getByTestId('subscription-card');

test.describe.serial('a user creates, finds, switches and deletes subscriptions', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signedInUser(page, 'subs');
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('an empty list invites to create one; the types page lists BOE and DOGA', async () => {
    await page.goto('/subscriptions');
    await expect(page.getByRole('heading', { name: 'Subscripciones', exact: true })).toBeVisible();
    await expect(page.getByText('Aún no tienes subscripciones')).toBeVisible();
    await page.getByRole('link', { name: 'Nueva subscripción' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/types$/);
    await expect(page.getByRole('heading', { name: 'Select Subscription Type' })).toBeVisible();
    const types = page.getByTestId('subscription-type-card');
    await expect(types).toHaveCount(2);
    await expect(types.filter({ hasText: 'DOGA' }).getByText('System')).toBeVisible();
  });

  test('pick BOE and create a subscription with three prompts', async () => {
    await page.getByTestId('subscription-type-card').getByRole('link', { name: 'BOE' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/create\/boe$/);
    const prompts = ['oposiciones de bombero', 'subvenciones agrarias', 'becas universitarias'];
    await page.getByLabel('Término de búsqueda 1').fill(prompts[0]);
    const add = page.getByRole('button', { name: /añadir/i });
    await add.click();
    await page.getByLabel('Término de búsqueda 2').fill(prompts[1]);
    await add.click();
    await page.getByLabel('Término de búsqueda 3').fill(prompts[2]);
    await expect(page.getByText('3/3 prompts')).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(page.getByText('Maximum of 3 prompts allowed')).toBeVisible();
    await page.getByRole('button', { name: 'Create Subscription' }).click();
    await expect(page.getByText('Subscription created')).toBeVisible();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(
      cards(page).first().getByRole('listitem', { name: 'subvenciones agrarias' }),
    ).toBeVisible();
  });

  test('switch it off and on with a toast each time', async () => {
    // The switch works from the keyboard too; its input is visually hidden behind the control.
    await cards(page).first().getByRole('switch').press('Space');
    await expect(page.getByText('Subscripción desactivada')).toBeVisible();
    await expect(cards(page).first().getByText('Inactiva')).toBeVisible();
    await page.reload();
    await expect(cards(page).first().getByText('Inactiva')).toBeVisible();
    await cards(page).first().getByRole('switch').press('Space');
    await expect(page.getByText('Subscripción activada')).toBeVisible();
  });

  test('detail: remove, add and edit prompts with their errors, then save them', async () => {
    await cards(page).first().getByRole('link', { name: 'BOE: oposiciones de bombero' }).click();
    await expect(page).toHaveURL(/\/subscriptions\/[0-9a-f-]{36}$/);
    const items = page.getByTestId('prompt-item');
    await expect(items).toHaveCount(3);
    const saveBar = page.getByTestId('save-bar');
    await expect(saveBar).toContainText('No hay cambios sin guardar.');

    await page.getByRole('button', { name: 'Quitar término 3' }).click();
    await expect(items).toHaveCount(2);
    await expect(saveBar).toContainText('Tienes cambios sin guardar');

    const newPrompt = page.getByRole('textbox', { name: 'Nuevo término de búsqueda' });
    const add = page.getByRole('button', { name: 'Añadir', exact: true });
    await newPrompt.fill('   ');
    await add.click();
    await expect(page.getByText('Invalid prompt: Prompt cannot be empty')).toBeVisible();
    await newPrompt.fill('Subvenciones Agrarias');
    await add.click();
    await expect(page.getByText('Duplicate prompt: This prompt already exists')).toBeVisible();
    await newPrompt.fill(Array(31).fill('obras').join(' '));
    await add.click();
    await expect(
      page.getByText('Una búsqueda puede tener como máximo 30 palabras', { exact: false }),
    ).toBeVisible();
    await newPrompt.fill('ayudas al alquiler');
    await expect(page.getByText('18 caracteres')).toBeVisible();
    await newPrompt.press('Enter');
    await expect(items).toHaveCount(3);
    await expect(items.nth(2)).toContainText('ayudas al alquiler');

    await page.getByRole('button', { name: 'Editar término 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar término de búsqueda' });
    await dialog.getByRole('textbox', { name: 'Término de búsqueda' }).fill('');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialog.getByText('Invalid prompt: Prompt cannot be empty')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Término de búsqueda' })
      .fill('oposiciones de policía local');
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialog).toBeHidden();
    await expect(items.first()).toContainText('oposiciones de policía local');
    await page.getByRole('radio', { name: 'Inmediata' }).press('Space');

    // Held back a moment on its way, so that the saving state can be seen; the api is the real one.
    await page.route('**/api/v1/subscriptions/*', async (route) => {
      if (route.request().method() === 'PATCH') await new Promise((done) => setTimeout(done, 800));
      await route.fallback();
    });
    await saveBar.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(saveBar.getByRole('button', { name: 'Guardando...' })).toBeVisible();
    await expect(saveBar.getByRole('button', { name: 'Guardado' })).toBeVisible();
    await expect(saveBar).toContainText('Cambios guardados');
    await page.unrouteAll();

    await page.reload();
    await expect(items).toHaveCount(3);
    await expect(items.first()).toContainText('oposiciones de policía local');
    await expect(items.nth(2)).toContainText('ayudas al alquiler');
    await expect(page.getByRole('radio', { name: 'Inmediata' })).toBeChecked();
  });

  test("detail: 'Procesar Ahora' runs it and the status panel reaches completed", async () => {
    const process = page.getByRole('button', { name: /^Procesa/ });
    await expect(process).toHaveText('Procesar Ahora');
    await process.click();
    await expect(process).toHaveText('Procesado ✓');
    const badge = page.getByTestId('processing-status-badge');
    await expect(badge).toHaveAttribute('data-status', 'completed');
    await expect(badge).toHaveText('Completado');
  });

  test('detail: delete it after reading the confirmation', async () => {
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Esta acción no se puede deshacer. Eliminarás permanentemente esta suscripción.',
    );
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page).toHaveURL(/\/subscriptions$/);
    await expect(page.getByText('Aún no tienes subscripciones')).toBeVisible();
  });
});

test('ten subscriptions page by nine; search and the source filter narrow them; delete one, then all', async ({
  page,
}) => {
  const { api } = await signedInUser(page, 'paging');
  for (let index = 1; index <= 8; index += 1) await createViaApi(api, `Alerta BOE ${index}`);
  await createViaApi(api, 'Pesca en Galicia', 'doga', ['pesca']);
  await createViaApi(api, 'Incendios forestales', 'doga', ['incendios']);

  await page.goto('/subscriptions');
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(cards(page)).toHaveCount(9);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await page.getByLabel('Buscar subscripciones').fill('galicia');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('Pesca en Galicia');
  await page.getByLabel('Buscar subscripciones').fill('');
  await expect(cards(page)).toHaveCount(9);

  await page.getByLabel('Filtrar por fuente').selectOption('doga');
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await page.getByLabel('Filtrar por fuente').selectOption('all');
  await expect(cards(page)).toHaveCount(9);

  await cards(page)
    .filter({ hasText: 'Incendios forestales' })
    .getByRole('button', { name: 'Eliminar Incendios forestales' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Subscripción eliminada')).toBeVisible();
  await expect(page.getByText('Page 1 of 1')).toBeVisible();
  await expect(cards(page)).toHaveCount(9);

  await page.getByRole('button', { name: 'Eliminar todo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Eliminar todo' }).click();
  await expect(page.getByText('Todas las subscripciones eliminadas')).toBeVisible();
  await expect(page.getByText('9 subscripciones eliminadas')).toBeVisible();
  await expect(page.getByText('Aún no tienes subscripciones')).toBeVisible();
});

test('with the api stopped the list shows the cached copy, and recovers when it is back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { api } = await signedInUser(page, 'offline');
  await createViaApi(api, 'Ayudas a la vivienda');
  await page.goto('/subscriptions');
  await expect(cards(page)).toHaveCount(1);

  await stopApi();
  try {
    await page.reload();
    await expect(page.getByText('Usando datos en caché')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('subscriptions-fallback')).toBeVisible();
    await expect(cards(page).first()).toContainText('Ayudas a la vivienda');
  } finally {
    await startApi();
  }
  // The list asks again every 30 s while it shows the cached copy.
  await expect(page.getByText('Conectado al servidor')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('subscriptions-fallback')).toHaveCount(0);
});

test('an unknown subscription id says so and returns to the list', async ({ page }) => {
  await signedInUser(page, 'unknown');
  await page.goto('/subscriptions/3f1c2a4e-0000-4000-8000-000000000000');
  await expect(page.getByText('Subscription not found')).toBeVisible();
  await expect(page).toHaveURL(/\/subscriptions$/, { timeout: 10_000 });
});
