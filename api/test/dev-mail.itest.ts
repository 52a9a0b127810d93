import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import nodemailer from 'nodemailer';
import { emailOutbox } from '../src/db/schema';
import { startSmtpSink, type SmtpSink } from '../src/dev/smtp-sink';
import { messageIdOf } from '../src/features/email/deliver-emails';
import {
  devMailListResponseSchema,
  devMailMessageResponseSchema,
} from '../src/features/dev-mail/routes';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as } from './helpers/subscriptions';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

// Issue 22, problem 4: the mail view listed every user's mail, unsubscribe links included, to
// anybody. It now exists only when asked for (VIGIA_DEV_ROUTES), needs a sign-in, and shows the
// caller the emails Vigía composed for them, nothing else.

const FROM = 'Vigía <avisos@vigia.local>';

let subject: TestApp;
let sink: SmtpSink;
let ana: EmulatorUser;
let luis: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp({ VIGIA_DEV_ROUTES: 'mail' });
  sink = await startSmtpSink({ port: 0, mailDir: subject.config.smtp.mailDir });
  [ana, luis] = await Promise.all([signUp(), signUp()]);
  for (const user of [ana, luis]) {
    await as(subject, user)('POST', '/auth/users/sync', { uid: user.uid, email: user.email });
  }
});
afterAll(async () => {
  await sink?.close();
  await subject?.close();
});

/** An email as delivery sends it: an outbox row of `user`, its Message-ID naming the row. */
async function deliver(user: EmulatorUser, subjectLine: string, to = user.email): Promise<void> {
  const [row] = await subject.database.db
    .insert(emailOutbox)
    .values({
      userId: user.uid,
      kind: 'immediate',
      toAddress: to,
      subject: subjectLine,
      html: `<p>${subjectLine}</p>`,
      text: subjectLine,
      status: 'sent',
    })
    .returning({ id: emailOutbox.id });
  await send(subjectLine, to, messageIdOf(row?.id ?? '', FROM));
}

async function send(subjectLine: string, to: string, messageId?: string): Promise<void> {
  const transport = nodemailer.createTransport({ host: sink.host, port: sink.port, secure: false });
  try {
    await transport.sendMail({
      from: FROM,
      to,
      subject: subjectLine,
      text: `Hay novedades: ${subjectLine} (enlace para darse de baja: token-secreto)`,
      ...(messageId ? { messageId } : {}),
    });
  } finally {
    transport.close();
  }
  await new Promise((resolve) => setTimeout(resolve, 5));
}

function mailOf(user: EmulatorUser, path = '') {
  return subject.request('GET', `/api/dev/mail${path}`, { headers: bearer(user.idToken) });
}

describe('development mail', () => {
  it("lists and opens only the signed-in caller's own mail, newest first", async () => {
    await deliver(ana, 'Resumen diario del BOE');
    await deliver(luis, 'Nueva publicación en el DOGA');
    await send('Sin dueño', ana.email);
    await deliver(ana, 'Aviso inmediato', 'ana-otra@example.com');

    const forAna = devMailListResponseSchema.parse((await mailOf(ana)).json()).data.messages;
    expect(forAna.map((message) => message.subject)).toEqual([
      'Aviso inmediato',
      'Resumen diario del BOE',
    ]);
    const forLuis = devMailListResponseSchema.parse((await mailOf(luis)).json()).data.messages;
    expect(forLuis.map((message) => message.subject)).toEqual(['Nueva publicación en el DOGA']);

    const own = await mailOf(ana, `/${forAna[1]?.id}`);
    expect(devMailMessageResponseSchema.parse(own.json()).data.message.text).toContain(
      'Hay novedades: Resumen diario del BOE',
    );
    const someoneElses = await mailOf(ana, `/${forLuis[0]?.id}`);
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.text).not.toContain('token-secreto');
    const missing = await mailOf(ana, '/0000000000000-00000000');
    expect(errorEnvelopeSchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
  });

  it('needs a sign-in', async () => {
    const anonymous = await subject.request('GET', '/api/dev/mail');
    expect(anonymous.status).toBe(401);
    expect(errorEnvelopeSchema.parse(anonymous.json()).error.code).toBe('MISSING_HEADERS');
    expect(anonymous.text).not.toContain('token-secreto');
  });
});
