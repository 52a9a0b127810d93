// Failure isolation (issue 7): each remote in turn is unreachable, then throws while rendering. Only
// its section shows the error boundary, named after it; the other routes keep working (at least
// three: the dashboard and the signed-in remotes); once the remote is back, 'Try Again' loads it
// again and shows it. mfe_auth's section is seen at /auth, which stays open to a signed-in user. On
// the dashboard the widgets fail one by one. Each remote is loaded through an override from a port
// this spec serves (the project's static server), so it can be stopped, started and redeployed.
import type { Server } from 'node:http';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createAccount, uniqueEmail } from './support/emulator';
import { buildRemoteCopy, closeServer, repoRoot, serveRemote } from './support/remote-copies';
import { expectOnDashboard, logIn } from './support/ui';

interface Section {
  remote: string;
  pkg: string;
  port: number;
  /** The sidebar link to it, or the path to open (mfe_auth: not in the sidebar). */
  link?: string;
  path?: string;
  heading: { name: string; exact?: boolean; level?: number };
}

const DASHBOARD: Section = {
  remote: 'shell',
  pkg: 'shell',
  port: 3000,
  link: 'Inicio',
  heading: { name: 'Inicio', level: 1 },
};

const SECTIONS: Section[] = [
  {
    remote: 'mfe_subscriptions',
    pkg: 'mfe-subscriptions',
    port: 4201,
    link: 'Subscripciones',
    heading: { name: 'Subscripciones', exact: true },
  },
  {
    remote: 'mfe_notifications',
    pkg: 'mfe-notifications',
    port: 4202,
    link: 'Notificaciones',
    heading: { name: 'Notificaciones', level: 1 },
  },
  {
    remote: 'mfe_settings',
    pkg: 'mfe-settings',
    port: 4203,
    link: 'Ajustes',
    heading: { name: 'Ajustes', level: 1 },
  },
  {
    remote: 'mfe_auth',
    pkg: 'mfe-auth',
    port: 4204,
    path: '/auth',
    heading: { name: 'Iniciar Sesión', level: 1 },
  },
];

/** The routes of a signed-in user (the sidebar's): what must keep working while one remote fails. */
const APP_SECTIONS = SECTIONS.filter((section) => section.link);

function sectionOf(remote: string): Section {
  const section = SECTIONS.find((candidate) => candidate.remote === remote);
  if (!section) throw new Error(`no section ${remote}`);
  return section;
}

/** One remote's files on its own port: stopped (unreachable) or serving one folder. */
class RemoteSite {
  private server: Server | undefined;
  constructor(readonly port: number) {}
  async serve(dir: string): Promise<void> {
    await this.stop();
    this.server = await serveRemote(dir, this.port);
  }
  async stop(): Promise<void> {
    await closeServer(this.server);
    this.server = undefined;
  }
}

const faulty = new Map<string, string>();
const sites = new Map<string, RemoteSite>();

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // One production build per remote (~15-40 s each), one after the other: two cores.
  test.setTimeout(500_000);
  for (const section of SECTIONS) {
    const dir = await buildRemoteCopy({
      pkg: section.pkg,
      name: `${section.pkg}-throws`,
      env: { VIGIA_BUILD_FAULT: 'render' },
    });
    faulty.set(section.remote, dir);
    sites.set(section.remote, new RemoteSite(section.port));
  }
});

test.afterAll(async () => {
  await Promise.all([...sites.values()].map((site) => site.stop()));
});

function original(section: Section): string {
  return path.join(repoRoot, section.pkg, 'dist');
}

function overrides(): string {
  return SECTIONS.map(
    ({ remote, port }) => `remote.${remote}=http://127.0.0.1:${port}/mf-manifest.json`,
  ).join('&');
}

async function signIn(page: Page): Promise<void> {
  const email = uniqueEmail('isolation');
  await createAccount(email, 'clave-segura-1');
  await logIn(page, email, 'clave-segura-1');
  await expectOnDashboard(page);
  // Every remote from this spec's ports from now on (remembered for this browser).
  await page.goto(`/dashboard?${overrides()}`);
  await expect(page.getByRole('heading', DASHBOARD.heading)).toBeVisible();
}

async function open(page: Page, section: Section): Promise<void> {
  if (section.path) {
    await page.goto(section.path);
    return;
  }
  const sidebar = page.getByTestId('sidebar');
  // /auth has no sidebar: back into the app first.
  if (!(await sidebar.isVisible())) await page.goto('/dashboard');
  await sidebar.getByRole('link', { name: section.link, exact: true }).click();
}

/** Users know a remote's section by its name, never by the module's id. */
const SECTION_NAMES: Record<string, string> = {
  mfe_auth: 'Acceso',
  mfe_subscriptions: 'Subscripciones',
  mfe_notifications: 'Notificaciones',
  mfe_settings: 'Ajustes',
};

/** The error boundary of a remote's section (`remote` or one of its modules, 'remote/module'). */
function boundary(page: Page, remote: string) {
  const name = SECTION_NAMES[remote.split('/')[0] ?? ''];
  return page.getByRole('alert').filter({ hasText: `Something went wrong in ${name}` });
}

async function expectShown(page: Page, section: Section): Promise<void> {
  await expect(page.getByRole('heading', section.heading).first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong in' })).toHaveCount(
    0,
  );
}

async function expectOthersWork(page: Page, broken: Section): Promise<void> {
  // /auth is outside the app's layout: no sidebar around mfe_auth's section.
  if (broken.link) await expect(page.getByTestId('sidebar')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vigía' }).first()).toBeVisible();
  for (const other of [DASHBOARD, ...APP_SECTIONS.filter((s) => s !== broken)]) {
    await open(page, other);
    await expect(page.getByRole('heading', other.heading).first()).toBeVisible();
    if (other !== DASHBOARD) await expectShown(page, other);
  }
}

for (const section of SECTIONS) {
  test(`${section.remote} unreachable, then throwing: only its section fails, and comes back`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const site = sites.get(section.remote);
    const throwing = faulty.get(section.remote);
    if (!site || !throwing) throw new Error('beforeAll did not prepare the remote');
    for (const other of SECTIONS) {
      if (other !== section) await sites.get(other.remote)?.serve(original(other));
    }
    await site.stop();
    await signIn(page);

    // Unreachable.
    await open(page, section);
    await expect(boundary(page, section.remote)).toBeVisible();
    await expectOthersWork(page, section);
    await open(page, section);
    await expect(boundary(page, section.remote)).toBeVisible();
    await site.serve(original(section));
    await boundary(page, section.remote).getByRole('button', { name: 'Try Again' }).click();
    await expectShown(page, section);

    // Redeployed with a build that throws while rendering: a new page load picks it up.
    await site.serve(throwing);
    await page.reload();
    await open(page, section);
    await expect(boundary(page, section.remote)).toBeVisible();
    // A sentence for users; the error's own message stays in the console and /debug.
    await expect(boundary(page, section.remote)).toContainText(
      'Esta parte de la página no se ha podido mostrar.',
    );
    await expect(boundary(page, section.remote)).not.toContainText('Fallo de prueba');
    await expectOthersWork(page, section);
    await open(page, section);
    await expect(boundary(page, section.remote)).toBeVisible();
    // Fixed: 'Try Again' fetches the remote again, no page load needed.
    await site.serve(original(section));
    await boundary(page, section.remote).getByRole('button', { name: 'Try Again' }).click();
    await expectShown(page, section);
  });
}

test("the dashboard's widgets fail one by one", async ({ page }) => {
  test.setTimeout(120_000);
  const notifications = sectionOf('mfe_notifications');
  for (const other of SECTIONS) {
    if (other !== notifications) await sites.get(other.remote)?.serve(original(other));
  }
  await sites.get(notifications.remote)?.serve(faulty.get(notifications.remote) ?? '');
  await signIn(page);

  // The first notification widget throws: the other two and the subscriptions card still show.
  await expect(boundary(page, 'mfe_notifications/notifications')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notificaciones recientes' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Actividad semanal' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscripciones' })).toBeVisible();

  // mfe_notifications unreachable: its widgets give way to one boundary; the card still shows.
  await sites.get(notifications.remote)?.stop();
  await page.reload();
  await expect(boundary(page, 'mfe_notifications')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscripciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notificaciones recientes' })).toHaveCount(0);

  await sites.get(notifications.remote)?.serve(original(notifications));
  await boundary(page, 'mfe_notifications').getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Notificaciones recientes' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong in' })).toHaveCount(
    0,
  );
});
