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

test('one Preact, the shell’s, renders the composed app: each remote takes React from it', async ({
  page,
}) => {
  const email = uniqueEmail('react');
  await createAccount(email, 'clave-segura-1');
  await logIn(page, email, 'clave-segura-1');
  await expectOnDashboard(page);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Subscripciones' }).click();
  await expect(page.getByRole('heading', { name: 'Subscripciones', exact: true })).toBeVisible();
  // What the federation runtime handed out: per shared module, each copy, who provided it, who
  // took it. A second copy of React's entry points or of Preact's core would be a second entry.
  const copies = await page.evaluate(() => {
    type Copy = { from: string; loaded?: boolean; useIn: string[] };
    const scopes = (
      window as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Copy>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, Array<{ version: string } & Copy>> = {};
    for (const scope of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(scope.default ?? {})) {
        if (!/^(react|react-dom|react\/jsx-runtime|preact|preact\/hooks)$/.test(name)) continue;
        for (const [version, copy] of Object.entries(versions)) {
          if (copy.loaded) (found[name] ??= []).push({ version, ...copy });
        }
      }
    }
    return found;
  });
  expect(Object.keys(copies).sort()).toEqual([
    'preact',
    'preact/hooks',
    'react',
    'react-dom',
    'react/jsx-runtime',
  ]);
  for (const [name, loaded] of Object.entries(copies)) {
    expect(
      loaded.map(({ from }) => from),
      name,
    ).toEqual(['shell']);
  }
  // The remotes that drew this visit's screens rendered with the shell's copy.
  expect(copies.react[0].useIn).toEqual(
    expect.arrayContaining(['mfe_auth', 'mfe_notifications', 'mfe_subscriptions']),
  );
});
