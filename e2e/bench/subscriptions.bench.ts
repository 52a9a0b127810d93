// Subscriptions: api latency with a realistic number of subscriptions, and how long the list and
// the detail take to show in the browser. Prints median and 95th percentile.
//   pnpm --filter @vigia/e2e bench:subscriptions
import { test, type Page } from '@playwright/test';
import { apiAs } from '../tests/support/api';
import { createAccount, uniqueEmail } from '../tests/support/emulator';
import { expectOnDashboard, logIn } from '../tests/support/ui';

const SUBSCRIPTIONS = 200;
const API_SAMPLES = 100;
const PAGE_SAMPLES = 10;
const PASSWORD = 'clave-segura-1';

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];
  return `${label}: median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (${samples.length} samples)`;
}

async function timed(times: number, action: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    await action();
    samples.push(performance.now() - started);
  }
  return samples;
}

async function timeToVisible(page: Page, url: string, ready: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await page.goto(url);
  await ready();
  return performance.now() - started;
}

test('subscriptions', async ({ page }) => {
  const email = uniqueEmail('bench');
  await createAccount(email, PASSWORD);
  const api = await apiAs(email, PASSWORD);
  let firstId = '';
  for (let index = 1; index <= SUBSCRIPTIONS; index += 1) {
    const created = await api.call<{ data: { subscription: { id: string } } }>(
      'POST',
      '/subscriptions',
      {
        name: `Alerta ${index}`,
        description: `Avisos de prueba número ${index}`,
        typeId: index % 3 === 0 ? 'doga' : 'boe',
        prompts: [`término ${index}`, 'subvenciones'],
      },
    );
    firstId ||= created.data.subscription.id;
  }

  const figures = [
    summary(
      `GET /subscriptions?page=1&limit=9 (${SUBSCRIPTIONS} stored)`,
      await timed(API_SAMPLES, () => api.call('GET', '/subscriptions?page=1&limit=9')),
    ),
    summary(
      'GET /subscriptions?search=alerta 1&type=boe&page=2&limit=9',
      await timed(API_SAMPLES, () =>
        api.call('GET', '/subscriptions?search=alerta%201&type=boe&page=2&limit=9'),
      ),
    ),
    summary(
      'GET /subscriptions/stats',
      await timed(API_SAMPLES, () => api.call('GET', '/subscriptions/stats')),
    ),
    summary(
      'POST /subscriptions',
      await timed(API_SAMPLES / 5, () =>
        api.call('POST', '/subscriptions', {
          name: 'Alerta extra',
          description: 'Avisos de prueba extra',
          typeId: 'boe',
          prompts: ['extra'],
        }),
      ),
    ),
  ];

  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  const list: number[] = [];
  const detail: number[] = [];
  for (let index = 0; index < PAGE_SAMPLES; index += 1) {
    list.push(
      await timeToVisible(page, '/subscriptions', () =>
        page.getByTestId('subscription-card').nth(8).waitFor(),
      ),
    );
    detail.push(
      await timeToVisible(page, `/subscriptions/${firstId}`, () =>
        page.getByTestId('prompt-item').first().waitFor(),
      ),
    );
  }
  figures.push(summary('/subscriptions, page load to 9 cards shown', list));
  figures.push(summary('/subscriptions/{id}, page load to prompts shown', detail));
  console.log(`\n${figures.join('\n')}\n`);
});
