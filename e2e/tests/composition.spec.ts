// Composing remote versions (issue 7): a tester points the running shell at another build of one
// remote with an override, sees it, inspects and clears it in /debug; a production shell ignores
// overrides; a remote built against an incompatible @vigia/shared major is reported, not loaded;
// replacing a served remote's files with a new build shows the new version on the next page load.
// The copies of mfe-auth are built with the build factory's test switches and served by the
// project's static server on their own ports. mfe-auth serves /login, so no account is needed.
import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  buildRemoteCopy,
  closeServer,
  repoRoot,
  serveRemote,
  staticServer,
} from './support/remote-copies';

const CHANGED_PORT = 4101;
const SKEWED_PORT = 4102;
const NEWER_PORT = 4103;
const DEPLOYED_PORT = 4104;
const PRODUCTION_SHELL_PORT = 4110;
const CHANGED_URL = `http://127.0.0.1:${CHANGED_PORT}/mf-manifest.json`;
const SKEWED_URL = `http://127.0.0.1:${SKEWED_PORT}/mf-manifest.json`;
const NEWER_URL = `http://127.0.0.1:${NEWER_PORT}/mf-manifest.json`;
const BANNER = 'Compilación de prueba de mfe_auth (override)';
/** The @vigia/shared this shell provides, and a newer one it accepts (same minor while 0.x). */
const SHARED_VERSION = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8')) as {
    version: string;
  }
).version;
const NEWER_SHARED_VERSION = SHARED_VERSION.replace(/\.\d+$/, '.9');

const servers: Server[] = [];
let changedDir = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Three production builds of mfe-auth (~15-40 s each on two cores), one after the other.
  test.setTimeout(300_000);
  const changed = await buildRemoteCopy({
    pkg: 'mfe-auth',
    name: 'mfe-auth-changed',
    env: { VIGIA_BUILD_BANNER: BANNER, MF_BUILD_VERSION: '0.1.1-override' },
  });
  const skewed = await buildRemoteCopy({
    pkg: 'mfe-auth',
    name: 'mfe-auth-shared-1',
    env: { VIGIA_SHARED_VERSION: '1.0.0', MF_BUILD_VERSION: '2.0.0-skewed' },
  });
  const newer = await buildRemoteCopy({
    pkg: 'mfe-auth',
    name: `mfe-auth-shared-${NEWER_SHARED_VERSION}`,
    env: { VIGIA_SHARED_VERSION: NEWER_SHARED_VERSION, MF_BUILD_VERSION: '0.2.0-newer-shared' },
  });
  servers.push(await serveRemote(newer, NEWER_PORT));
  servers.push(await serveRemote(changed, CHANGED_PORT));
  changedDir = changed;
  servers.push(await serveRemote(skewed, SKEWED_PORT));
  // The same shell build as :3000, with the configuration production gets.
  const { serveSite, buildRuntimeConfig } = await staticServer();
  servers.push(
    await serveSite({
      port: PRODUCTION_SHELL_PORT,
      dir: path.join(repoRoot, 'shell', 'dist'),
      spa: true,
      apiTarget: 'http://127.0.0.1:8080',
      config: buildRuntimeConfig({ VIGIA_ENV: 'production' }),
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(servers.map(closeServer));
});

function loginForm(page: Page) {
  return page.getByLabel('Contraseña', { exact: true });
}

test('an override loads another build of a remote; /debug shows it and clears it', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);

  await page.goto(`/login?override=mfe_auth@${CHANGED_URL}`);
  await expect(page.getByRole('note').filter({ hasText: BANNER })).toBeVisible();
  await expect(loginForm(page)).toBeVisible();

  // Remembered for this browser: a plain visit still gets the override.
  await page.goto('/debug');
  const row = page.getByTestId('debug-remote-mfe_auth');
  await expect(row).toContainText(CHANGED_URL);
  await expect(row).toContainText('override');
  await expect(row).toContainText('0.1.1-override');
  await expect(row).toContainText('loaded');
  await expect(page.getByTestId('debug-remote-mfe_settings')).toContainText('0.1.0');

  await page.getByRole('button', { name: 'Clear overrides' }).click();
  await expect(row).toContainText('http://127.0.0.1:3001/mf-manifest.json');
  await expect(row).not.toContainText('override');
  await expect(row).toContainText('0.1.0');
  await expect(page.getByText('No remote is overridden in this browser.')).toBeVisible();

  await page.goto('/login');
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
});

test('a production shell ignores the same override and has no /debug', async ({ page }) => {
  const shell = `http://127.0.0.1:${PRODUCTION_SHELL_PORT}`;
  await page.goto(`${shell}/login?override=mfe_auth@${CHANGED_URL}`);
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByText(BANNER)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('vigia-dev:remoteOverrides'))).toBeNull();

  await page.goto(`${shell}/debug`);
  await expect(page).not.toHaveURL(/\/debug$/);
  await expect(page.getByText('Depuración bloqueada')).toBeVisible();
});

test('a remote built against an incompatible @vigia/shared major is reported, not loaded', async ({
  page,
}) => {
  await page.goto(`/login?remote.mfe_auth=${SKEWED_URL}`);
  // Users read the section's name and a sentence; the technical reason is in /debug.
  const section = page.getByRole('alert').filter({ hasText: 'Something went wrong in Acceso' });
  await expect(section).toBeVisible();
  await expect(section).toContainText(
    'Esta sección no funciona con esta versión de la aplicación.',
  );
  await expect(section).not.toContainText('mfe_auth');
  await expect(section.getByRole('button', { name: 'Try Again' })).toBeVisible();
  // Only the section: the header around it still works.
  await expect(page.getByRole('link', { name: 'Vigía' }).first()).toBeVisible();

  await page.goto('/debug');
  const row = page.getByTestId('debug-remote-mfe_auth');
  await expect(row).toContainText(SKEWED_URL);
  await expect(row).toContainText('2.0.0-skewed');
  await expect(row).toContainText('incompatible');
  await expect(row).toContainText('needs @vigia/shared ^1.0.0');
});

test('a remote built against a compatible newer @vigia/shared works in this shell', async ({
  page,
}) => {
  await page.goto(`/login?remote.mfe_auth=${NEWER_URL}`);
  await expect(loginForm(page)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  await page.goto('/debug');
  const row = page.getByTestId('debug-remote-mfe_auth');
  await expect(row).toContainText('0.2.0-newer-shared');
  await expect(row).toContainText('loaded');
});

test("replacing a served remote's files with a new build shows it on the next page load", async ({
  page,
}) => {
  // One folder at one URL, as a deployment has it: first the current build of mfe-auth.
  const deployed = path.join(repoRoot, '.test-out', 'remote-copies', 'mfe-auth-deployed');
  fs.rmSync(deployed, { recursive: true, force: true });
  fs.cpSync(path.join(repoRoot, 'mfe-auth', 'dist'), deployed, { recursive: true });
  const server = await serveRemote(deployed, DEPLOYED_PORT);
  try {
    const url = `http://127.0.0.1:${DEPLOYED_PORT}/mf-manifest.json`;
    await page.goto(`/login?override=mfe_auth@${url}`);
    await expect(loginForm(page)).toBeVisible();
    await expect(page.getByText(BANNER)).toHaveCount(0);

    // Deployed anew: the folder's files replaced by another build, nothing restarted.
    fs.rmSync(deployed, { recursive: true });
    fs.cpSync(changedDir, deployed, { recursive: true });
    await page.reload();
    await expect(page.getByRole('note').filter({ hasText: BANNER })).toBeVisible();
    await expect(loginForm(page)).toBeVisible();
    await page.goto('/debug');
    const row = page.getByTestId('debug-remote-mfe_auth');
    await expect(row).toContainText(url);
    await expect(row).toContainText('0.1.1-override');
    await expect(row).toContainText('loaded');
  } finally {
    await closeServer(server);
  }
});
