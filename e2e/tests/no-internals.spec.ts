// Issue 25, item 5: when something fails, users read a Spanish sentence; SQL, the federation
// runtime's codes, module ids and the proxy's English stay in the logs and in /debug.
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { stopApi, startApi } from './support/app-control';
import { apiAs, createSubscription } from './support/api';
import { createAccount, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

const PASSWORD = 'clave-segura-1';
/** The embedded database as the e2e start script serves it (scripts/lib/backend.mjs). */
const DATABASE_URL = `postgres://postgres@127.0.0.1:${process.env.PGLITE_PORT ?? 5433}/postgres`;
/** What users must never read: SQL, runtime codes, module ids, transport errors, stack frames. */
const INTERNALS =
  /failed query|match_scores|insert into|select .+ from|relation "|RUNTIME-\d+|Federation Runtime|mfe_[a-z]+|remoteEntry|mf-manifest|not reachable|Failed to fetch|ECONNREFUSED|\bat \S+\.(js|ts)/i;

async function expectNoInternals(page: Page): Promise<void> {
  // innerText: what is rendered for people, not attributes or hidden debug data.
  const shown = await page.locator('body').innerText();
  expect(shown).not.toMatch(INTERNALS);
}

async function newUserWithSubscription(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  const api = await apiAs(email, PASSWORD);
  return createSubscription(api);
}

test('a run that fails in the database is told in Spanish, without its SQL', async ({ page }) => {
  const id = await newUserWithSubscription(page, 'run-fails');
  await page.goto(`/subscriptions/${id}`);
  await expect(page.getByRole('button', { name: 'Procesar Ahora' })).toBeEnabled();

  // The failure the issue saw: the run's insert into match_scores fails in the database.
  const database = new pg.Client({ connectionString: DATABASE_URL });
  await database.connect();
  try {
    await database.query('ALTER TABLE match_scores RENAME TO match_scores_away');
    await page.getByRole('button', { name: 'Procesar Ahora' }).click();
    await expect(page.getByTestId('processing-status-badge')).toHaveAttribute(
      'data-status',
      'failed',
      { timeout: 30_000 },
    );
  } finally {
    await database.query('ALTER TABLE IF EXISTS match_scores_away RENAME TO match_scores');
    await database.end();
  }
  await expect(page.getByRole('alert').filter({ hasText: 'error interno' })).toContainText(
    'No se pudo completar el procesamiento por un error interno',
  );
  await page.getByRole('button', { name: 'Mostrar detalles' }).click();
  await expectNoInternals(page);
});

test('a section whose remote cannot be fetched names the section, not the module', async ({
  page,
}) => {
  const email = uniqueEmail('no-remote');
  await createAccount(email, PASSWORD);
  // :3010 serves the same shell with mfe_settings pointed at a closed port in its config.json.
  await page.goto('http://127.0.0.1:3010/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByTestId('sidebar').getByRole('link', { name: 'Ajustes' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Something went wrong in' }),
  ).toContainText('Ajustes');
  await expectNoInternals(page);
});

test('a subscription that cannot be loaded while the api is down says so in Spanish', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = await newUserWithSubscription(page, 'detail-down');
  await stopApi();
  try {
    await page.goto(`/subscriptions/${id}`);
    await expect(page.getByText('No se pudo cargar la suscripción')).toBeVisible({
      timeout: 45_000,
    });
    await expectNoInternals(page);
  } finally {
    await startApi();
  }
  await page.reload();
  await expect(page.getByRole('button', { name: 'Procesar Ahora' })).toBeVisible();
});
