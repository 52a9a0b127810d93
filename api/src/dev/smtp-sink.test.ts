import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { listMessages, readMessage, startSmtpSink, type SmtpSink } from './smtp-sink';

describe('SMTP sink', () => {
  let mailDir: string;
  let sink: SmtpSink;

  beforeEach(async () => {
    mailDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'vigia-mail-')), 'mail');
    sink = await startSmtpSink({ port: 0, mailDir });
  });
  afterEach(async () => {
    await sink.close();
    rmSync(path.dirname(mailDir), { recursive: true, force: true });
  });

  async function send(subject: string, to: string | string[] = 'ana@example.com') {
    const transport = nodemailer.createTransport({
      host: sink.host,
      port: sink.port,
      secure: false,
    });
    await transport.sendMail({
      from: 'Vigía <no-reply@vigia.test>',
      to,
      subject,
      text: `Cuerpo de ${subject}`,
      html: `<p>Cuerpo de ${subject}</p>`,
      date: new Date('2026-01-02T03:04:05Z'),
    });
    transport.close();
  }

  it('listens on 127.0.0.1 and keeps each message as an .eml file', async () => {
    expect(sink.host).toBe('127.0.0.1');
    expect(sink.port).toBeGreaterThan(0);
    await send('Resumen diario');
    const files = readdirSync(mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{13}-[0-9a-f]{8}\.eml$/);
  });

  it('lists messages newest first with from, to, subject and date', async () => {
    await send('Primero', ['ana@example.com', 'luis@example.com']);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send('Segundo');
    const messages = await listMessages(mailDir);
    expect(messages.map((message) => message.subject)).toEqual(['Segundo', 'Primero']);
    expect(messages[1]).toMatchObject({
      from: '"Vigía" <no-reply@vigia.test>',
      to: 'ana@example.com, luis@example.com',
      date: '2026-01-02T03:04:05.000Z',
    });
    expect(await listMessages(mailDir, 1)).toHaveLength(1);
  });

  it('reads one message with its text and HTML', async () => {
    await send('Alerta');
    const [summary] = await listMessages(mailDir);
    const message = await readMessage(mailDir, summary!.id);
    expect(message).toMatchObject({ subject: 'Alerta', text: 'Cuerpo de Alerta' });
    expect(message?.html).toContain('<p>Cuerpo de Alerta</p>');
  });

  it('finds nothing for unknown or malformed ids and an absent folder', async () => {
    await expect(readMessage(mailDir, '0000000000000-00000000')).resolves.toBeNull();
    await expect(readMessage(mailDir, '../../etc/passwd')).resolves.toBeNull();
    await expect(listMessages(path.join(mailDir, 'absent'))).resolves.toEqual([]);
  });
});
