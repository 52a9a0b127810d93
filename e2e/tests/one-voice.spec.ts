// Issue 25, item 6: one voice per screen. What the spec quotes is kept word for word; every
// label it only names ('per item View, Read and Delete', 'Cancel / Save Changes') is Spanish;
// dates come in one family (medium date, hours and minutes, never seconds); a dialog spells
// 'suscripción' one way.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, createSubscription, seedNotifications } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

const PASSWORD = 'clave-segura-1';
/** Labels that slipped in in English where the spec gives no string. */
const ENGLISH_LABELS =
  /^(View|Read|Delete|Delete all|Mark as read|Mark all as read|Close|Cancel|Save Changes|Next|Previous|First Page|Back|Daily|Immediate)$/;
/** '25 nov 2026, 20:30' (es-ES, the suite's browser locale). */
const DATE_TIME = /\b\d{1,2} [a-zé]{3,5}\.? \d{4}, \d{1,2}:\d{2}\b/;
/** What the other families looked like: '25/11/2026', '20:53:46', '… de 2026 a las 20:47'. */
const OTHER_DATE_FAMILIES = /\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{1,2}:\d{2}:\d{2}\b| a las \d/;

async function buttonNames(scope: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const button of await scope.getByRole('button').all()) {
    names.push(((await button.getAttribute('aria-label')) ?? (await button.innerText())).trim());
  }
  return names;
}

async function expectSpanishControls(scope: Locator): Promise<void> {
  const english = (await buttonNames(scope)).filter((name) => ENGLISH_LABELS.test(name));
  expect(english, 'buttons labelled in English where the spec gives no string').toEqual([]);
}

async function expectOneDateFamily(page: Page): Promise<void> {
  const shown = await page.getByRole('main').innerText();
  expect(shown).toMatch(DATE_TIME);
  expect(shown).not.toMatch(OTHER_DATE_FAMILIES);
}

test.describe.serial('a user with notifications and a processed subscription', () => {
  let page: Page;
  let subscriptionId = '';

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    const email = uniqueEmail('voice');
    await createAccount(email, PASSWORD);
    await logIn(page, email, PASSWORD);
    await expectOnDashboard(page);
    const api = await apiAs(email, PASSWORD);
    subscriptionId = await createSubscription(api);
    await seedNotifications(email, 25, 5);
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('the notifications list, its dialogs and its pages speak Spanish beside the spec', async () => {
    await page.goto('/notifications');
    const main = page.getByRole('main');
    const first = page.getByTestId('notification-item').first();
    await expect(first).toBeVisible();
    for (const name of ['Ver', 'Marcar como leída', 'Eliminar']) {
      await expect(first.getByRole('button', { name, exact: true })).toBeVisible();
    }
    for (const name of ['Marcar todas como leídas', 'Eliminar todas', 'Siguiente']) {
      await expect(main.getByRole('button', { name, exact: true })).toBeVisible();
    }
    // The spec's own words stay as it quotes them.
    await expect(page.getByText('Showing 20 of 25 notifications')).toBeVisible();
    await expectSpanishControls(main);
    await expectOneDateFamily(page);

    await first.getByRole('button', { name: 'Ver', exact: true }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByRole('button', { name: 'Cerrar' }).first()).toBeVisible();
    await expect(detail.getByRole('link', { name: 'View source' })).toBeVisible();
    await expectSpanishControls(detail);
    await detail.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(detail).toBeHidden();

    await main.getByRole('button', { name: 'Eliminar todas', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading')).toHaveText('Eliminar todas las notificaciones');
    await expect(confirm).toContainText(
      'Are you sure you want to delete all notifications? This action cannot be undone.',
    );
    await expectSpanishControls(confirm);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByTestId('notification-item')).toHaveCount(20);
  });

  test('a subscription: its form, its edit dialog and its dates in one voice', async () => {
    await page.goto(`/subscriptions/${subscriptionId}`);
    await page.getByRole('button', { name: 'Procesar Ahora' }).click();
    await expect(page.getByTestId('processing-status-badge')).toHaveAttribute(
      'data-status',
      'completed',
    );
    await expectSpanishControls(page.getByRole('main'));
    await expectOneDateFamily(page);

    await page.getByRole('button', { name: 'Editar término 1' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar término de búsqueda' });
    await expect(edit.getByRole('button', { name: 'Guardar Cambios' })).toBeVisible();
    await expectSpanishControls(edit);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await expect(edit).toBeHidden();

    // The spec's sentence says 'suscripción': the dialog's own words do not spell it otherwise.
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Eliminarás permanentemente esta suscripción.');
    await expect(confirm).not.toContainText(/subscripci[oó]n/i);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();

    await page.goto('/subscriptions/types');
    await expectSpanishControls(page.getByRole('main'));
    await expect(page.getByRole('link', { name: 'Volver' })).toBeVisible();
    await page.getByTestId('subscription-type-card').first().getByRole('link').click();
    await expect(page.getByRole('radio', { name: 'Diaria' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Inmediata' })).not.toBeChecked();
    await expect(page.getByText('En cuanto se publique algo nuevo')).toBeVisible();
  });
});
