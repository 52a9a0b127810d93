import { profileResponseSchema } from '@vigia/shared/contracts';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { runCli } from '../src/cli/index';
import { startSmtpSink, type SmtpSink } from '../src/dev/smtp-sink';
import { emailOutbox, emailOutboxItems, users } from '../src/db/schema';
import {
  queueDueDigests,
  queueImmediateEmails,
  type ComposeContext,
} from '../src/features/email/compose-emails';
import { deliverDueEmails, type MailTransport } from '../src/features/email/deliver-emails';
import { openDeliveryJournal, type DeliveryJournal } from '../src/features/email/delivery-journal';
import { runEmailCycle, smtpTransport } from '../src/features/email/email-worker';
import { emailLinkSecret } from '../src/features/email/link-secret';
import { UNSUBSCRIBE_LINK_DAYS, unsubscribeUrl } from '../src/features/email/unsubscribe-link';
import { matchPublications } from '../src/features/matching/match-publications';
import { addDays, madridClock } from '../src/features/publications/calendar';
import { storePublications } from '../src/features/publications/repository';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { mailTo } from './helpers/mailbox';
import { as, createSubscription } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

const SAMPLES = path.join(__dirname, '../src/features/publications/samples');
const SINCE = '2026-05-01';
const WORKER = 'test-worker';

let subject: TestApp;
let sink: SmtpSink;
let mailDir: string;
let journalDir: string;
let transport: ReturnType<typeof smtpTransport>;
let context: ComposeContext;
let allowlisted: EmulatorUser;

beforeAll(async () => {
  allowlisted = await signUp();
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'vigia-email-sink-'));
  journalDir = await mkdtemp(path.join(os.tmpdir(), 'vigia-email-journal-'));
  sink = await startSmtpSink({ port: 0, mailDir });
  subject = await createTestApp({
    INSTANT_NOTIFICATIONS_ALLOWLIST: allowlisted.email,
    SMTP_URL: `smtp://${sink.host}:${sink.port}`,
    EMAIL_JOURNAL_DIR: journalDir,
    VIGIA_DEV_ROUTES: 'email',
  });
  transport = smtpTransport(`smtp://${sink.host}:${sink.port}`);
  context = { email: subject.config.email, instantAllowlist: [allowlisted.email.toLowerCase()] };
  const boe = parseBoeSummary(fs.readFileSync(path.join(SAMPLES, 'boe-two-issues.json'), 'utf8'));
  await storePublications(subject.database.db, boe.publications);
});
afterAll(async () => {
  transport?.close();
  await sink?.close();
  await subject?.close();
  await rm(mailDir, { recursive: true, force: true });
  await rm(journalDir, { recursive: true, force: true });
});

const db = () => subject.database.db;

async function journal(): Promise<DeliveryJournal> {
  return openDeliveryJournal(journalDir, WORKER);
}

async function deliver(
  options: { transport?: MailTransport; journal?: DeliveryJournal; now?: Date } = {},
): Promise<number> {
  return deliverDueEmails({
    db: db(),
    transport: options.transport ?? transport,
    journal: options.journal ?? (await journal()),
    workerId: WORKER,
    from: subject.config.email.from,
    ...(options.now ? { now: () => options.now as Date } : {}),
  });
}

/** What the worker does on a tick, at `now`. */
async function emailTick(now = new Date()): Promise<void> {
  await runEmailCycle({
    db: db(),
    email: subject.config.email,
    instantAllowlist: context.instantAllowlist,
    transport,
    journal: await journal(),
    workerId: WORKER,
    now: () => now,
  });
}

/** The instant `HH:MM` on `day` in Madrid. */
function madridInstant(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wanted = hours * 60 + minutes;
  for (const offsetMinutes of [60, 120]) {
    const candidate = new Date(Date.parse(`${day}T00:00:00Z`) + (wanted - offsetMinutes) * 60_000);
    const clock = madridClock(candidate);
    if (clock.day === day && clock.minute === wanted) return candidate;
  }
  throw new Error(`No instant ${time} on ${day} in Madrid`);
}

async function subscribe(
  user: EmulatorUser,
  overrides: Record<string, unknown>,
): Promise<{ id: string; name: string }> {
  const subscription = await createSubscription(subject, user, overrides);
  await matchPublications(db(), { subscriptionId: subscription.id, since: SINCE });
  return subscription;
}

/** What a browser sends when the confirm button of a link's page is pressed. */
const asBrowserForm = {
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: '',
};

async function notificationEmailVerified(user: EmulatorUser): Promise<boolean> {
  const response = await as(subject, user)('GET', '/users/profile');
  return profileResponseSchema.parse(response.json()).data.profile.notificationEmailVerified;
}

async function settings(user: EmulatorUser, change: Record<string, unknown>): Promise<void> {
  const response = await as(subject, user)('PATCH', '/users/profile', {
    notification_settings: change,
  });
  if (response.status !== 200) throw new Error(`profile: ${response.status} ${response.text}`);
}

/** A header as it was written (mailparser folds List-* headers into one structure). */
function headerText(mail: ParsedMail, name: string): string {
  const line = mail.headerLines.find((header) => header.key === name)?.line ?? '';
  return line.slice(line.indexOf(':') + 1).trim();
}

/** The URL inside a List-Unsubscribe header `<…>`. */
function unsubscribeLinkOf(mail: ParsedMail): string {
  return /<([^>]+)>/.exec(headerText(mail, 'list-unsubscribe'))?.[1] ?? '';
}

/** The link, on the port this test's api listens on (links name the configured public URL). */
function onTestApi(link: string): string {
  const url = new URL(link);
  return `${subject.url}${url.pathname}${url.search}`;
}

async function outboxOf(user: EmulatorUser) {
  return db().select().from(emailOutbox).where(eq(emailOutbox.userId, user.uid));
}

describe('immediate email', () => {
  let user: EmulatorUser;
  let mail: ParsedMail;
  beforeAll(async () => {
    user = await signUp();
    await subscribe(user, { name: 'Vigo', prompts: ['vigo'], frequency: 'immediate' });
    await emailTick();
    const received = await mailTo(mailDir, user.email);
    expect(received).toHaveLength(1);
    mail = received[0]!;
  });

  it('sends one email per run with the new matches, in Spanish, with HTML and text parts', () => {
    expect(mail.subject).toBe('Vigía: 2 publicaciones nuevas en «Vigo»');
    expect(mail.from?.text).toContain('avisos@vigia.local');
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@vigia\.local>$/);
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hay 2 publicaciones nuevas que coinciden con tu suscripción «Vigo».');
      expect(part).toContain('Conservación de la autovía A-52');
      expect(part).toContain('Empresa Municipal de Aguas de Vigo');
    }
  });

  it('links each publication, the app and the settings', () => {
    const html = String(mail.html);
    expect(html).toContain('href="https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-15001"');
    expect(html).toContain('href="http://127.0.0.1:3000/notifications"');
    expect(html).toContain('href="http://127.0.0.1:3000/settings"');
    expect(html).toContain('<strong>Vigo</strong>');
    expect(mail.text).toContain('https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-15002');
    expect(mail.text).toContain(
      'Ver tus notificaciones en Vigía: http://127.0.0.1:3000/notifications',
    );
  });

  it('carries a one-click List-Unsubscribe header with a signed link', () => {
    expect(unsubscribeLinkOf(mail)).toMatch(
      new RegExp(`^${subject.config.email.apiUrl}/api/v1/email/unsubscribe\\?token=.+\\..+`),
    );
    expect(headerText(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it('never emails a notification twice, and a new run without new matches sends nothing', async () => {
    const [subscription] = await db()
      .select({ id: emailOutboxItems.outboxId })
      .from(emailOutboxItems)
      .innerJoin(emailOutbox, eq(emailOutbox.id, emailOutboxItems.outboxId))
      .where(eq(emailOutbox.userId, user.uid));
    expect(subscription).toBeDefined();
    const subscriptions = await as(subject, user)('GET', '/subscriptions');
    const id = (subscriptions.json() as { data: { subscriptions: { id: string }[] } }).data
      .subscriptions[0]!.id;
    await matchPublications(db(), { subscriptionId: id, since: SINCE });
    await emailTick();
    await emailTick();
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);
    expect(await outboxOf(user)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
  });

  it("is not sent for a daily subscription's matches", async () => {
    const daily = await signUp();
    await subscribe(daily, { prompts: ['vigo'], frequency: 'daily' });
    await queueImmediateEmails(db(), context);
    expect(await outboxOf(daily)).toEqual([]);
  });
});

describe('daily digest', () => {
  const day = madridClock(new Date()).day;
  let user: EmulatorUser;
  beforeAll(async () => {
    user = await signUp();
    await settings(user, { digestTime: '09:30' });
    await subscribe(user, { name: 'Carreteras', prompts: ['autovía'] });
    await subscribe(user, { name: 'Educación', prompts: ['"cuerpo de maestros"'] });
  });

  it('waits for the digest time in Madrid', async () => {
    await queueDueDigests(db(), context, madridInstant(day, '09:29'));
    expect(await outboxOf(user)).toEqual([]);
  });

  it('gathers the day into one email at the digest time, grouped by subscription', async () => {
    await emailTick(madridInstant(day, '09:30'));
    const received = await mailTo(mailDir, user.email);
    expect(received).toHaveLength(1);
    const [digest] = received as [ParsedMail];
    expect(digest.subject).toMatch(
      /^Vigía: resumen diario del \d+ de \w+ de \d{4} \(2 publicaciones nuevas\)$/,
    );
    const html = String(digest.html);
    expect(html.indexOf('Carreteras (1)')).toBeGreaterThan(-1);
    expect(html.indexOf('Educación (1)')).toBeGreaterThan(html.indexOf('Carreteras (1)'));
    expect(digest.text).toContain('2 publicaciones nuevas en 2 suscripciones');
    expect(digest.text).toMatch(/Educación \(1\)\n=+\n- Resolución de 6 de mayo de 2026/);
  });

  it('is sent once a day', async () => {
    await emailTick(madridInstant(day, '23:59'));
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);
  });

  it('the next day holds only what is new', async () => {
    const tomorrow = addDays(day, 1);
    await emailTick(madridInstant(tomorrow, '09:30'));
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);
    await subscribe(user, { name: 'Hacienda', prompts: ['impuesto'] });
    await emailTick(madridInstant(tomorrow, '09:31'));
    const received = await mailTo(mailDir, user.email);
    expect(received).toHaveLength(2);
    expect(received[1]!.subject).toContain('(1 publicación nueva)');
    expect(received[1]!.text).toContain('Hacienda (1)');
    expect(received[1]!.text).not.toContain('Carreteras');
  });
});

describe('the account settings', () => {
  // Issue 22, problem 6: a custom address was used without being verified.
  it('send to the custom address only once its emailed link was followed', async () => {
    const user = await signUp();
    const custom = `avisos-${user.uid.toLowerCase()}@example.org`;
    await settings(user, { useCustomEmail: true, notificationEmail: custom });
    expect(await notificationEmailVerified(user)).toBe(false);
    await subscribe(user, { prompts: ['"cuerpo de maestros"'], frequency: 'immediate' });
    await emailTick();
    const [verification, ...nothingElse] = await mailTo(mailDir, custom);
    expect(nothingElse).toEqual([]);
    expect(verification!.subject).toBe('Vigía: confirma tu dirección para los avisos');
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);

    const link = onTestApi(
      /https?:\/\/\S+\/api\/v1\/email\/verify\?token=\S+/.exec(verification!.text ?? '')![0],
    );
    const confirm = await fetch(link);
    expect(confirm.status).toBe(200);
    const page = await confirm.text();
    expect(page).toContain('¿Confirmar esta dirección?');
    expect(page).toContain(custom);
    expect(await notificationEmailVerified(user)).toBe(false);
    const confirmed = await fetch(link, { method: 'POST', ...asBrowserForm });
    expect(await confirmed.text()).toContain('Dirección confirmada');
    expect(await notificationEmailVerified(user)).toBe(true);

    await subscribe(user, { prompts: ['autovía'], frequency: 'immediate' });
    await emailTick();
    expect(await mailTo(mailDir, custom)).toHaveLength(2);
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);
  });

  it('refuse a verification link for an address since replaced, and send it again on request', async () => {
    const user = await signUp();
    const first = `primera-${user.uid.toLowerCase()}@example.org`;
    const second = `segunda-${user.uid.toLowerCase()}@example.org`;
    await settings(user, { useCustomEmail: true, notificationEmail: first });
    await emailTick();
    const [old] = await mailTo(mailDir, first);
    await settings(user, { notificationEmail: second });
    const stale = onTestApi(
      /https?:\/\/\S+\/api\/v1\/email\/verify\?token=\S+/.exec(old!.text ?? '')![0],
    );
    const refused = await fetch(stale, { method: 'POST', ...asBrowserForm });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Enlace no válido');
    expect(await notificationEmailVerified(user)).toBe(false);

    const again = await as(subject, user)('POST', '/users/notification-email/verification');
    expect(again.status).toBe(202);
    expect(again.json()).toEqual({ data: { sent: true, address: second } });
    await emailTick();
    expect(await mailTo(mailDir, second)).toHaveLength(2);
    const [, resent] = await mailTo(mailDir, second);
    const link = onTestApi(
      /https?:\/\/\S+\/api\/v1\/email\/verify\?token=\S+/.exec(resent!.text ?? '')![0],
    );
    await fetch(link, { method: 'POST', ...asBrowserForm });
    expect(await notificationEmailVerified(user)).toBe(true);
    const verifiedAlready = await as(subject, user)(
      'POST',
      '/users/notification-email/verification',
    );
    expect(verifiedAlready.status).toBe(409);
  });

  it('send nothing while email notifications are off, and later not those matches', async () => {
    const user = await signUp();
    await settings(user, { emailNotifications: false, digestTime: '00:00' });
    await subscribe(user, { prompts: ['autovía'], frequency: 'immediate' });
    await subscribe(user, { prompts: ['"cuerpo de maestros"'], frequency: 'daily' });
    await emailTick();
    expect(await mailTo(mailDir, user.email)).toHaveLength(0);
    expect((await outboxOf(user)).map((row) => row.status).sort()).toEqual(['skipped', 'skipped']);

    await settings(user, { emailNotifications: true });
    await emailTick(madridInstant(addDays(madridClock(new Date()).day, 1), '00:00'));
    expect(await mailTo(mailDir, user.email)).toHaveLength(0);
  });

  it('email a daily subscription at once too for an allowlisted account with instantNotifications', async () => {
    await settings(allowlisted, { instantNotifications: true, digestTime: '00:00' });
    await subscribe(allowlisted, {
      name: 'Profesorado',
      prompts: ['"cuerpo de maestros"'],
      frequency: 'daily',
    });
    await queueImmediateEmails(db(), context);
    await deliver();
    expect((await mailTo(mailDir, allowlisted.email)).map((mail) => mail.subject)).toEqual([
      'Vigía: 1 publicación nueva en «Profesorado»',
    ]);
    await emailTick(madridInstant(addDays(madridClock(new Date()).day, 1), '00:00'));
    const received = await mailTo(mailDir, allowlisted.email);
    expect(received).toHaveLength(2);
    expect(received[1]!.subject).toMatch(/^Vigía: resumen diario del .* \(1 publicación nueva\)$/);
  });

  it('ignore instantNotifications for an account that is not allowlisted', async () => {
    const user = await signUp();
    await db()
      .update(users)
      .set({
        notificationSettings: {
          emailNotifications: true,
          notificationEmail: null,
          useCustomEmail: false,
          emailFrequency: 'daily',
          instantNotifications: true,
          digestTime: '08:00',
        },
      })
      .where(eq(users.id, user.uid));
    await subscribe(user, { prompts: ['"cuerpo de maestros"'], frequency: 'daily' });
    await queueImmediateEmails(db(), context);
    expect(await outboxOf(user)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  let user: EmulatorUser;
  let link: string;
  beforeAll(async () => {
    user = await signUp();
    await subscribe(user, { prompts: ['impuesto'], frequency: 'immediate' });
    await emailTick();
    const [mail] = await mailTo(mailDir, user.email);
    link = onTestApi(unsubscribeLinkOf(mail!));
  });

  async function emailNotifications(): Promise<boolean> {
    const response = await as(subject, user)('GET', '/users/profile');
    return profileResponseSchema.parse(response.json()).data.profile.notification_settings
      .emailNotifications;
  }

  it('opens a page that asks to confirm, and changes nothing yet', async () => {
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('¿Dejar de recibir correos de Vigía?');
    expect(page).toContain('<form method="post"');
    expect(await emailNotifications()).toBe(true);
  });

  it('refuses a link whose signature does not match', async () => {
    const forged = link.replace(/\.[^.]+$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    const response = await fetch(forged, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Enlace no válido');
    expect(await emailNotifications()).toBe(true);
  });

  // Issue 22, problem 5: links could be forged (the secret was in the source), never expired,
  // and kept working after the user turned email back on.
  it('refuses a link signed with the secret that used to be in the source code', async () => {
    const binding = { uid: user.uid, address: user.email, version: 0 };
    const forged = unsubscribeUrl(subject.url, 'vigia-development-email-links', binding);
    const response = await fetch(forged, { method: 'POST' });
    expect(response.status).toBe(400);
    expect(await emailNotifications()).toBe(true);
  });

  it('refuses an expired link, saying so', async () => {
    const binding = { uid: user.uid, address: user.email, version: 0 };
    const longAgo = new Date(Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * 24 * 60 * 60_000);
    const secret = emailLinkSecret(subject.config.email);
    const old = unsubscribeUrl(subject.url, secret, binding, longAgo);
    const response = await fetch(old, { method: 'POST' });
    expect(response.status).toBe(410);
    expect(await response.text()).toContain('Enlace caducado');
    expect(await emailNotifications()).toBe(true);
  });

  it('turns email notifications off with a one-click POST', async () => {
    const response = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Ya no recibirás correos de Vigía');
    expect(await emailNotifications()).toBe(false);
  });

  it('stops working once email is turned back on; the next emails carry a new link', async () => {
    await settings(user, { emailNotifications: true });
    const again = await fetch(link, { method: 'POST' });
    expect(again.status).toBe(400);
    expect(await emailNotifications()).toBe(true);

    await subscribe(user, { prompts: ['autovía'], frequency: 'immediate' });
    await emailTick();
    const received = await mailTo(mailDir, user.email);
    const fresh = onTestApi(unsubscribeLinkOf(received[received.length - 1]!));
    expect(fresh).not.toBe(link);
    expect((await fetch(fresh, { method: 'POST' })).status).toBe(200);
    expect(await emailNotifications()).toBe(false);
  });
});

describe('pnpm vigia send-emails', () => {
  it('sends the digests due at --at, on the database the running api uses', async () => {
    const user = await signUp();
    await settings(user, { digestTime: '06:15' });
    await subscribe(user, { prompts: ['impuesto'] });
    const at = madridInstant(addDays(madridClock(new Date()).day, 2), '06:15');
    const lines: string[] = [];
    const env = {
      ...process.env,
      ...subject.databaseEnv,
      SMTP_URL: `smtp://${sink.host}:${sink.port}`,
      EMAIL_JOURNAL_DIR: journalDir,
    };
    const io = {
      env,
      out: (line: string) => lines.push(line),
      err: (line: string) => lines.push(line),
    };
    expect(await runCli(['send-emails', '--at', at.toISOString()], io)).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^0 immediate emails and \d+ digests composed; \d+ emails sent\.$/,
    );
    const [digest] = await mailTo(mailDir, user.email);
    expect(digest?.subject).toMatch(/^Vigía: resumen diario del .* \(1 publicación nueva\)$/);

    expect(await runCli(['send-emails', '--at', 'mañana'], io)).toBe(1);
    expect(lines.at(-1)).toMatch(/^send-emails failed: /);
  });
});

describe('delivery', () => {
  async function queuedFor(user: EmulatorUser): Promise<string> {
    await subscribe(user, { prompts: ['autovía'], frequency: 'immediate' });
    await queueImmediateEmails(db(), context);
    const [row] = await outboxOf(user);
    expect(row?.status).toBe('pending');
    return row!.id;
  }

  it('survives a crash after the SMTP server accepted, without sending twice', async () => {
    const user = await signUp();
    const id = await queuedFor(user);
    const real = await journal();
    const crashing: DeliveryJournal = {
      ...real,
      async record(outboxId) {
        await real.record(outboxId);
        throw new Error('the worker died here');
      },
    };
    await expect(deliver({ journal: crashing })).rejects.toThrow('the worker died here');
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);
    const [interrupted] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(interrupted?.status).toBe('sending');

    await emailTick(); // the worker starting again
    await emailTick();
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);
    expect(await outboxOf(user)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
  });

  it('survives a crash before the SMTP server accepted, sending the email once', async () => {
    const user = await signUp();
    const id = await queuedFor(user);
    const hanging: MailTransport = { sendMail: () => new Promise(() => undefined) };
    void deliver({ transport: hanging }); // the worker dies while the server has not answered
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [interrupted] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(interrupted?.status).toBe('sending');
    expect(await mailTo(mailDir, user.email)).toHaveLength(0);

    await emailTick();
    await emailTick();
    expect(await mailTo(mailDir, user.email)).toHaveLength(1);
    expect(await outboxOf(user)).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 2 }),
    ]);
  });

  it('retries a temporary failure with back-off, and gives up on a permanent one', async () => {
    const answers: number[] = [451, 0];
    const picky = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const code = address.address.startsWith('rechazo') ? 550 : (answers.shift() ?? 0);
        if (code) {
          callback(Object.assign(new Error(`Respuesta ${code}`), { responseCode: code }));
        } else callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => picky.listen(0, '127.0.0.1', resolve));
    const port = (picky.server.address() as { port: number }).port;
    const pickyTransport = smtpTransport(`smtp://127.0.0.1:${port}?pool=false`);
    try {
      const user = await signUp();
      const id = await queuedFor(user);
      const start = new Date();
      await deliver({ transport: pickyTransport, now: start });
      let [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: 'pending', attempts: 1 });
      expect(row?.lastError).toContain('451');
      expect(row!.nextAttemptAt.getTime()).toBe(start.getTime() + 60_000);

      expect(
        await deliver({ transport: pickyTransport, now: new Date(start.getTime() + 30_000) }),
      ).toBe(0);
      expect(
        await deliver({ transport: pickyTransport, now: new Date(start.getTime() + 60_000) }),
      ).toBe(1);
      [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });

      const refused = await signUp({ email: `rechazo-${Date.now()}@example.com` });
      const refusedId = await queuedFor(refused);
      await deliver({ transport: pickyTransport });
      const [failed] = await db()
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, [refusedId]));
      expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      pickyTransport.close();
      await new Promise<void>((resolve) => picky.close(() => resolve()));
    }
  });
});
