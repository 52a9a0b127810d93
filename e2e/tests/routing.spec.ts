import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

test('an unauthenticated visitor of /subscriptions lands on /auth, which keeps where they were going', async ({
  page,
}) => {
  await page.goto('/');
  const before = await page.evaluate(() => history.length);
  await page.goto('/subscriptions');
  await expect(page).toHaveURL(/\/auth\?next=%2Fsubscriptions$/);
  // The redirect replaced the guarded entry instead of adding one.
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
});

test('an unknown path shows the 404 page with a link back to the start', async ({ page }) => {
  await page.goto('/no-existe/en-absoluto');
  await expect(page.getByText('Página no encontrada')).toBeVisible();
  await page.getByRole('link', { name: /inicio/i }).click();
  await expect(page).toHaveURL('http://127.0.0.1:3000/');
});

test('with one remote unreachable only its section shows the error boundary', async ({ page }) => {
  const email = uniqueEmail('broken');
  await createAccount(email, 'clave-segura-1');
  // :3010 serves the same shell with mfe_settings pointed at a closed port in its config.json.
  await page.goto('http://127.0.0.1:3010/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByTestId('sidebar').getByRole('link', { name: 'Ajustes' }).click();
  await expect(page.getByRole('heading', { name: /Something went wrong in/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByTestId('sidebar')).toBeVisible();

  await page.getByTestId('sidebar').getByRole('link', { name: 'Subscripciones' }).click();
  await expect(page.getByRole('heading', { name: 'Subscripciones', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Inicio' }).click();
  await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Something went wrong/ })).toHaveCount(0);
});

test('only one copy of React renders the composed app', async ({ page }) => {
  // Each react-dom copy registers itself with the DevTools hook once: count the registrations.
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject(renderer: unknown) {
          const id = renderers.size + 1;
          renderers.set(id, renderer);
          return id;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const email = uniqueEmail('react');
  await createAccount(email, 'clave-segura-1');
  await logIn(page, email, 'clave-segura-1');
  await expectOnDashboard(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Subscripciones' }).click();
  await expect(page.getByRole('heading', { name: 'Subscripciones', exact: true })).toBeVisible();
  const count = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(count).toBe(1);
});
