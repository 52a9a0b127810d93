import { expect, test, type Page } from '@playwright/test';
import { createAccount, idToken, uniqueEmail } from './support/emulator';
import { expectOnDashboard, logIn } from './support/ui';

// Issue 22 as a person meets it in the browser: the headers of the served app (and a CSP the
// app lives with), the /api proxy passing the api's 413 through, the Spanish 429 message of the
// create screen, and the state of a custom notification address until its link is followed.

const PASSWORD = 'clave-segura-1';
const SHELL = 'http://127.0.0.1:3000';
const REMOTE = 'http://127.0.0.1:3002';
const API = 'http://127.0.0.1:8080/api/v1';

/** Records every Content-Security-Policy violation the page reports. */
function cspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the shell and the remotes are served with a CSP, nosniff, no framing and a referrer policy', async ({
  request,
}) => {
  for (const url of [
    `${SHELL}/login`,
    `${SHELL}/config.json`,
    `${REMOTE}/remoteEntry.js`,
    `${REMOTE}/mf-manifest.json`,
    `${SHELL}/no-such-file.js`,
  ]) {
    const response = await request.get(url);
    const headers = response.headers();
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).toMatch(/script-src 'self' http:\/\/127\.0\.0\.1:3001 /);
    expect(csp, url).toContain("object-src 'none'");
  }
});

test('the app works under its CSP: sign-in, dashboard, subscriptions and settings report no violation', async ({
  page,
}) => {
  const violations = cspViolations(page);
  const email = uniqueEmail('csp');
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  await page.goto('/subscriptions/create/boe');
  await expect(page.getByLabel('Término de búsqueda 1')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Biografía' })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByTestId('sidebar')).toBeVisible();
  expect(violations).toEqual([]);
});

test("the shell's /api proxy passes the api's 413 through with its body, not a 502", async ({
  request,
}) => {
  const email = uniqueEmail('grande');
  await createAccount(email, PASSWORD);
  const token = await idToken(email, PASSWORD);
  const response = await request.post(`${SHELL}/api/v1/subscriptions`, {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
  });
  expect(response.status()).toBe(413);
  expect(await response.json()).toMatchObject({
    error: { code: 'VALIDATION_ERROR', message: 'Request body is too large' },
  });
});

test('development back doors are closed to a stranger on the served app', async ({ request }) => {
  expect((await request.post(`${SHELL}/api/dev/demo`, { data: {} })).status()).toBe(404);
  const mail = await request.get(`${SHELL}/api/dev/mail`);
  expect(mail.status()).toBe(401);
  expect(await mail.text()).not.toContain('unsubscribe');
});

test('too many previews: the create screen says so in Spanish', async ({ page }) => {
  const email = uniqueEmail('prisa');
  await createAccount(email, PASSWORD);
  const token = await idToken(email, PASSWORD);
  // Someone (a script with this user's token) has used up the minute's previews.
  for (let call = 0; call < 30; call += 1) {
    await fetch(`${API}/subscriptions/preview`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ typeId: 'boe', prompts: [`faro ${call}`] }),
    });
  }
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  await page.goto('/subscriptions/create/boe');
  await page.getByLabel('Término de búsqueda 1').fill('faros de Galicia');
  await expect(
    page
      .getByTestId('match-preview')
      .getByText(
        'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.',
      ),
  ).toBeVisible();
});

interface SinkMessage {
  id: string;
  to: string;
  subject: string;
  text: string | null;
}

/** The user's own mail caught by the api's development sink (its mail view, signed in). */
async function mailOf(email: string): Promise<SinkMessage[]> {
  const headers = { Authorization: `Bearer ${await idToken(email, PASSWORD)}` };
  const get = async <T>(path: string) =>
    (await (await fetch(`http://127.0.0.1:8080/api/dev/mail${path}`, { headers })).json()) as T;
  const { data } = await get<{ data: { messages: SinkMessage[] } }>('');
  return Promise.all(
    data.messages.map(
      async ({ id }) => (await get<{ data: { message: SinkMessage } }>(`/${id}`)).data.message,
    ),
  );
}

test('a custom notification address waits for its link, in Spanish, until it is followed', async ({
  page,
}) => {
  const email = uniqueEmail('buzon');
  const custom = uniqueEmail('avisos');
  await createAccount(email, PASSWORD);
  await logIn(page, email, PASSWORD);
  await expectOnDashboard(page);
  await page.goto('/settings');
  await page.getByText('Usar otro correo para las notificaciones').click();
  await page.getByRole('textbox', { name: 'Correo para las notificaciones' }).fill(custom);
  const status = page.getByTestId('notification-email-status');
  await expect(status).toHaveText(
    'Al guardar te enviaremos un enlace a esta dirección para confirmarla.',
  );
  await page.getByTestId('save-bar').getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(status).toContainText(
    `Pendiente de confirmación: te hemos enviado un enlace a ${custom}. Hasta que lo abras, los avisos siguen llegando a ${email}.`,
  );

  let verification: SinkMessage | undefined;
  await expect
    .poll(
      async () => {
        verification = (await mailOf(email)).find((message) => message.to === custom);
        return verification?.subject;
      },
      { timeout: 30_000 },
    )
    .toBe('Vigía: confirma tu dirección para los avisos');
  const link = /https?:\/\/\S+\/api\/v1\/email\/verify\?token=\S+/.exec(verification?.text ?? '');
  expect(link).not.toBeNull();

  await page.goto(link![0]);
  await expect(page.getByRole('heading', { name: '¿Confirmar esta dirección?' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar dirección' }).click();
  await expect(page.getByRole('heading', { name: 'Dirección confirmada' })).toBeVisible();

  await page.goto(`${SHELL}/settings`);
  await expect(page.getByTestId('notification-email-status')).toHaveText(
    'Dirección confirmada: los avisos llegan aquí.',
  );
});
