// The JavaScript a signed-in user's first visit to /dashboard downloads (budget: 350 KB gzip,
// ARCHITECTURE.md), with 45 notifications so that the charts draw: first what the first view
// needs, then what scrolling to the charts adds (they load when on screen). The sign-in happens in
// another browser context; the measured one starts with its session but an empty HTTP cache.
//   pnpm --filter @vigia/e2e bench:dashboard
import { test } from '@playwright/test';
import { seedNotifications } from '../tests/support/api';
import { createAccount, uniqueEmail } from '../tests/support/emulator';
import { expectOnDashboard, logIn } from '../tests/support/ui';
import { collectScripts, report } from './script-sizes.mjs';

const PASSWORD = 'clave-segura-1';

test('first visit to /dashboard', async ({ browser }) => {
  const email = uniqueEmail('bench-dashboard');
  await createAccount(email, PASSWORD);
  const signIn = await browser.newContext();
  const first = await signIn.newPage();
  await logIn(first, email, PASSWORD);
  await expectOnDashboard(first);
  await seedNotifications(email);
  const session = await signIn.storageState({ indexedDB: true });
  await signIn.close();

  const context = await browser.newContext({ storageState: session });
  const page = await context.newPage();
  const firstView = collectScripts(page);
  await page.goto('/dashboard');
  await page.getByTestId('notifications-total').waitFor();
  await page.waitForLoadState('networkidle');
  report('/dashboard (signed in, first view)', await firstView.done());

  const charts = collectScripts(page);
  await page.getByRole('heading', { name: 'Actividad semanal' }).scrollIntoViewIfNeeded();
  await page.getByTestId('sources-chart').locator('svg').first().waitFor();
  await page.waitForLoadState('networkidle');
  report('  + scrolled to the charts', await charts.done());
  await context.close();
});
