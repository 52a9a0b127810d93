// A remote that times out (issue 7): its server accepts the connection but never answers, first
// for the manifest, then (manifest answered) for remoteEntry.js. After the configured time the
// section shows its own error boundary, named after it; the other routes keep working; once the
// remote answers, 'Try Again' shows it. The shell is this build served with a 3 s remoteTimeoutMs
// (VIGIA_REMOTE_TIMEOUT_MS) and mfe_settings at the silent server, as a deployment would name it.
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { closeServer, repoRoot, staticServer } from './support/remote-copies';
import { SilentRemote } from './support/silent-remote';

const SHELL_PORT = 4120;
const SILENT_PORT = 4121;
const SHELL = `http://127.0.0.1:${SHELL_PORT}`;
// Users read that it was too slow; the module and the time are in /debug.
const TIMEOUT_MESSAGE = 'Esta sección ha tardado demasiado en cargar. Inténtalo de nuevo.';

let shell: Server | undefined;
let silent: SilentRemote | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  silent = await SilentRemote.start(path.join(repoRoot, 'mfe-settings', 'dist'), SILENT_PORT);
  const { serveSite, buildRuntimeConfig } = await staticServer();
  const config = buildRuntimeConfig({ VIGIA_ENV: 'test', VIGIA_REMOTE_TIMEOUT_MS: '3000' });
  const remotes = config.remotes as Record<string, string>;
  remotes.mfe_settings = `http://127.0.0.1:${SILENT_PORT}/mf-manifest.json`;
  shell = await serveSite({
    port: SHELL_PORT,
    dir: path.join(repoRoot, 'shell', 'dist'),
    spa: true,
    apiTarget: 'http://127.0.0.1:8080',
    config,
  });
});

test.afterAll(async () => {
  await silent?.stop();
  await closeServer(shell);
});

function boundary(page: Page) {
  return page.getByRole('alert').filter({ hasText: 'Something went wrong in Ajustes' });
}

async function openFromSidebar(page: Page, link: string): Promise<void> {
  await page.getByTestId('sidebar').getByRole('link', { name: link, exact: true }).click();
}

async function expectSettings(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
}

test('a remote that never answers times out in its own section and comes back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  if (!silent) throw new Error('beforeAll did not start the silent remote');
  silent.mode = 'silent';
  const email = uniqueEmail('timeout');
  await createAccount(email, 'clave-segura-1');
  await page.goto(`${SHELL}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('clave-segura-1');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The manifest request hangs: a spinner, then the section's boundary after 3 s.
  const started = Date.now();
  await openFromSidebar(page, 'Ajustes');
  await expect(boundary(page)).toBeVisible({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
  await expect(boundary(page)).toContainText(TIMEOUT_MESSAGE);
  await expect(page.getByRole('link', { name: 'Vigía' }).first()).toBeVisible();

  // Every other route still works meanwhile.
  for (const [link, heading] of [
    ['Inicio', { name: 'Inicio', level: 1 }],
    ['Subscripciones', { name: 'Subscripciones', exact: true }],
    ['Notificaciones', { name: 'Notificaciones', level: 1 }],
  ] as const) {
    await openFromSidebar(page, link);
    await expect(page.getByRole('heading', heading).first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(
      0,
    );
  }

  await openFromSidebar(page, 'Ajustes');
  await expect(boundary(page)).toContainText(TIMEOUT_MESSAGE, { timeout: 10_000 });
  silent.answer();
  await boundary(page).getByRole('button', { name: 'Try Again' }).click();
  await expectSettings(page);

  // Next visit: the manifest answers but the entry script does not.
  silent.mode = 'silent-entry';
  await page.reload();
  await expect(boundary(page)).toContainText(TIMEOUT_MESSAGE, { timeout: 10_000 });
  await openFromSidebar(page, 'Inicio');
  await expect(page.getByRole('heading', { name: 'Inicio', level: 1 })).toBeVisible();
  await openFromSidebar(page, 'Ajustes');
  await expect(boundary(page)).toContainText(TIMEOUT_MESSAGE, { timeout: 10_000 });
  silent.answer();
  await boundary(page).getByRole('button', { name: 'Try Again' }).click();
  await expectSettings(page);

  await page.goto(`${SHELL}/debug`);
  await expect(page.getByTestId('debug-remote-mfe_settings')).toContainText('loaded');
});
