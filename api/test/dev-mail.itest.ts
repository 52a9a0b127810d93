import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import nodemailer from 'nodemailer';
import {
  devMailListResponseSchema,
  devMailMessageResponseSchema,
} from '../src/features/dev-mail/routes';
import { startSmtpSink, type SmtpSink } from '../src/dev/smtp-sink';
import { createTestApp, startApi, type TestApp } from './helpers/test-app';

let subject: TestApp;
let sink: SmtpSink;
beforeAll(async () => {
  subject = await createTestApp();
  sink = await startSmtpSink({ port: 0, mailDir: subject.config.smtp.mailDir });
});
afterAll(async () => {
  await sink?.close();
  await subject?.close();
});

async function send(subjectLine: string, to: string) {
  const transport = nodemailer.createTransport({ host: sink.host, port: sink.port, secure: false });
  try {
    await transport.sendMail({
      from: 'Vigía <no-reply@vigia.test>',
      to,
      subject: subjectLine,
      text: `Hay novedades: ${subjectLine}`,
    });
  } finally {
    transport.close();
  }
}

describe('development mail', () => {
  it('lists what the SMTP sink caught, newest first, at GET /api/dev/mail', async () => {
    const empty = await subject.request('GET', '/api/dev/mail');
    expect(devMailListResponseSchema.parse(empty.json()).data.messages).toEqual([]);

    await send('Resumen diario del BOE', 'ana@example.com');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send('Nueva publicación en el DOGA', 'luis@example.com');

    const response = await subject.request('GET', '/api/dev/mail');
    expect(response.status).toBe(200);
    const { messages } = devMailListResponseSchema.parse(response.json()).data;
    expect(messages).toEqual([
      expect.objectContaining({
        from: '"Vigía" <no-reply@vigia.test>',
        to: 'luis@example.com',
        subject: 'Nueva publicación en el DOGA',
      }),
      expect.objectContaining({ to: 'ana@example.com', subject: 'Resumen diario del BOE' }),
    ]);
    expect(Number.isNaN(Date.parse(messages[0]?.date ?? ''))).toBe(false);

    const one = await subject.request('GET', `/api/dev/mail/${messages[1]?.id}`);
    expect(devMailMessageResponseSchema.parse(one.json()).data.message.text).toContain(
      'Hay novedades: Resumen diario del BOE',
    );
    const missing = await subject.request('GET', '/api/dev/mail/0000000000000-00000000');
    expect(missing.status).toBe(404);
    expect(errorEnvelopeSchema.parse(missing.json()).error.code).toBe('NOT_FOUND');
  });

  it('does not exist in production', async () => {
    const production = await startApi(subject.database, {
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      EMAIL_LINK_SECRET: 'a-production-secret-for-links',
      SMTP_SINK_DIR: subject.config.smtp.mailDir,
    });
    try {
      const response = await production.request('GET', '/api/dev/mail');
      expect(response.status).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    } finally {
      await production.close();
    }
  });
});
