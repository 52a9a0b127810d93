import { expect, test } from '@playwright/test';
import { apiAs, createSubscription } from './support/api';
import { createAccount, idToken, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

const PASSWORD = 'clave-segura-1';

/** Today in Madrid, the bulletins' calendar. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());

/** A day's BOE publications stored as the watcher would (the dev endpoint of the e2e app). */
async function storeBulletin(day: string, suffix: string): Promise<void> {
  const publication = (id: string, title: string, department: string) => ({
    source: 'boe',
    externalId: `BOE-A-E2E-${suffix}-${id}`,
    title,
    section: 'III. Otras disposiciones',
    department,
    epigraph: null,
    issue: `BOE-S-E2E-${suffix}`,
    publishedOn: day,
    urlHtml: `https://www.boe.es/diario_boe/txt.php?id=BOE-A-E2E-${suffix}-${id}`,
    urlPdf: null,
  });
  const response = await fetch('http://127.0.0.1:8080/api/dev/publications', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      source: 'boe',
      day,
      publications: [
        publication(
          '1',
          `Resolución por la que se convocan subvenciones para faros de ${suffix}.`,
          'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE',
        ),
        publication(
          '2',
          'Orden por la que se regula la pesca de bajura.',
          'MINISTERIO DE AGRICULTURA, PESCA Y ALIMENTACIÓN',
        ),
      ],
    }),
  });
  if (!response.ok) throw new Error(`store bulletin: ${response.status} ${await response.text()}`);
}

interface SinkMessage {
  id: string;
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
}

/** The messages to `to` that the api's development SMTP sink caught: the user's own mail view. */
async function mailTo(to: string, password: string): Promise<SinkMessage[]> {
  const headers = { Authorization: `Bearer ${await idToken(to, password)}` };
  const get = async <T>(path: string) =>
    (await (await fetch(`http://127.0.0.1:8080/api/dev/mail${path}`, { headers })).json()) as T;
  const list = await get<{ data: { messages: SinkMessage[] } }>('?limit=500');
  const mine = list.data.messages.filter((message) => message.to === to);
  return Promise.all(
    mine.map(
      async ({ id }) => (await get<{ data: { message: SinkMessage } }>(`/${id}`)).data.message,
    ),
  );
}

test('a subscription processed now finds the matching publication of the week, notifies it and emails it', async ({
  page,
}) => {
  const email = uniqueEmail('boletin');
  const suffix = String(Date.now());
  await storeBulletin(today(), suffix);
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  const api = await apiAs(email, PASSWORD);
  const id = await createSubscription(api, {
    name: 'Faros',
    description: 'Ayudas para faros',
    typeId: 'boe',
    // No accent, singular: the bulletin says 'subvenciones' and 'faros'.
    prompts: [`subvencion faro ${suffix}`],
    frequency: 'immediate',
  });

  await page.goto(`/subscriptions/${id}`);
  await page.getByRole('button', { name: 'Procesar Ahora' }).click();
  await expect(page.getByTestId('processing-status-badge')).toHaveAttribute(
    'data-status',
    'completed',
  );

  await expect(page.getByTestId('sidebar').getByTestId('unread-badge')).toHaveText('1');
  await page.getByTestId('sidebar').getByRole('link', { name: 'Notificaciones' }).click();
  const items = page.getByTestId('notification-item');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText(
    `Resolución por la que se convocan subvenciones para faros de ${suffix}.`,
  );
  await items.first().getByRole('button', { name: 'Ver' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'View source' })).toHaveAttribute(
    'href',
    `https://www.boe.es/diario_boe/txt.php?id=BOE-A-E2E-${suffix}-1`,
  );
  // Why it matched: the prompt's concepts found, and the publication's words for them, marked.
  const why = page.getByRole('dialog').getByTestId('match-explanation');
  await expect(why).toContainText(`Coincide con: «subvencion», «faro», «${suffix}»`);
  await expect(why.locator('mark')).toContainText(['subvenciones', 'faros', suffix]);

  // An immediate subscription: the run's match is emailed at once, to the account's address.
  await expect
    .poll(async () => (await mailTo(email, PASSWORD)).map((message) => message.subject))
    .toEqual(['Vigía: 1 publicación nueva en «Faros»']);
  const [message] = await mailTo(email, PASSWORD);
  expect(message?.text).toContain(
    `Resolución por la que se convocan subvenciones para faros de ${suffix}.`,
  );
  expect(message?.text).toContain(`https://www.boe.es/diario_boe/txt.php?id=BOE-A-E2E-${suffix}-1`);
  expect(message?.html).toContain('href="http://127.0.0.1:3000/notifications"');
});

test('the create screen previews what a prompt would have matched in the recent bulletins', async ({
  page,
}) => {
  const email = uniqueEmail('vista-previa');
  const suffix = String(Date.now());
  await storeBulletin(today(), suffix);
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);

  await page.goto('/subscriptions/create/boe');
  await page.getByLabel('Término de búsqueda 1').fill(`faros ${suffix}`);
  const preview = page.getByTestId('match-preview');
  await expect(preview.getByTestId('match-preview-summary')).toHaveText(
    /^1 publicación (del último día|de los últimos \d+ días) con boletín coincide\.$/,
  );
  await expect(preview.getByTestId('match-preview-item')).toHaveCount(1);
  await expect(preview.getByRole('link')).toHaveAttribute(
    'href',
    `https://www.boe.es/diario_boe/txt.php?id=BOE-A-E2E-${suffix}-1`,
  );
  await expect(preview.locator('mark')).toContainText(['faros', suffix]);

  await page.getByLabel('Término de búsqueda 1').fill(`faros ${suffix} -subvenciones`);
  await expect(preview.getByTestId('match-preview-summary')).toHaveText(
    /^Ninguna publicación (del último día|de los últimos \d+ días) con boletín coincide\.$/,
  );
});
