import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { closeServer, repoRoot, staticServer } from './support/remote-copies';
import { expectOnDashboard } from './support/ui';

// /login, /signup and /recover-password are drawn at build time by mfe-auth and put into the page
// by the shell's server (scripts/lib/prerendered.mjs): the screen paints before any script runs,
// and the app takes it over without losing what was typed.

const SCREENS = [
  { path: '/login', title: 'Iniciar Sesión' },
  { path: '/signup', title: 'Crear Cuenta' },
  { path: '/recover-password', title: 'Recuperar Contraseña' },
];

/** Holds every request for `pattern` until the returned function is called. */
async function hold(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const drawnScreen = (page: Page) => page.locator('[data-prerendered]');

for (const { path, title } of SCREENS) {
  test(`${path} shows its screen with scripts turned off`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await context.close();
  });
}

test('what is typed before the scripts arrive is kept when the app takes the screen over', async ({
  page,
}) => {
  const release = await hold(page, /\/main\.js/);
  // Not even DOMContentLoaded: it waits for main.js.
  await page.goto('/login', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' });
  await expect(heading).toBeVisible();
  await expect(drawnScreen(page)).toHaveCount(1);
  const drawnBox = await heading.boundingBox();
  await page.getByLabel('Email').fill('ana@example.com');
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
  await page.getByLabel('Contraseña', { exact: true }).focus();
  release();

  await expect(drawnScreen(page)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue('ana@example.com');
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue('clave-segura-1');
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  // Nothing moved: the app draws the same card where the page had it.
  expect(await heading.boundingBox()).toEqual(drawnBox);
});

test('a submit pressed while the app starts signs in once it has, and never puts the password in the URL', async ({
  page,
}) => {
  const email = uniqueEmail('drawn');
  await createAccount(email, 'clave-segura-1');
  // main.js runs; the auth remote, which the app waits for, is held.
  const release = await hold(page, 'http://127.0.0.1:3001/**');
  await page.goto('/login');
  await expect(drawnScreen(page)).toHaveCount(1);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  expect(page.url()).toBe('http://127.0.0.1:3000/login');
  release();

  await expectOnDashboard(page);
  expect(page.url()).not.toContain('clave');
});

test('the page forbids any form from navigating (a drawn form sends nothing before its script)', async ({
  request,
}) => {
  const response = await request.get('/login');
  expect(response.headers()['content-security-policy']).toContain("form-action 'none'");
  const html = await response.text();
  expect(html).toContain('data-prerendered');
  expect(html).toContain('Iniciar Sesión');
});

test('with the auth remote unreachable the page keeps its plain skeleton, at once', async () => {
  const { serveSite, buildRuntimeConfig } = await staticServer();
  const config = buildRuntimeConfig({});
  // The shell of :3000 whose config names a closed port for mfe_auth.
  const server = await serveSite({
    port: 3021,
    dir: path.join(repoRoot, 'shell', 'dist'),
    spa: true,
    prerendered: true,
    config: {
      ...config,
      remotes: { ...(config.remotes as object), mfe_auth: 'http://127.0.0.1:9/mf-manifest.json' },
    },
  });
  try {
    const started = Date.now();
    const html = await (await fetch('http://127.0.0.1:3021/login')).text();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(html).toContain('class="vs-card"');
    expect(html).not.toContain('data-prerendered');
  } finally {
    await closeServer(server);
  }
});
