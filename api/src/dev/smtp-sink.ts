import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A local SMTP server that accepts every message and keeps it as `<receivedAt>-<random>.eml` in a
 * folder, so that mail sent in development can be read (GET /api/dev/mail). Not for production.
 */
export interface SmtpSink {
  host: string;
  port: number;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  mailDir: string;
  port: number;
  host?: string;
  onError?: (error: Error) => void;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const MESSAGE_ID = /^\d{13}-[0-9a-f]{8}$/;

function newMessageId(receivedAt: number): string {
  return `${String(receivedAt).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
}

export async function startSmtpSink(options: SmtpSinkOptions): Promise<SmtpSink> {
  const host = options.host ?? '127.0.0.1';
  await mkdir(options.mailDir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: MAX_MESSAGE_BYTES,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'dev' });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const id = newMessageId(Date.now());
        const file = path.join(options.mailDir, `${id}.eml`);
        const partial = `${file}.part`;
        writeFile(partial, Buffer.concat(chunks))
          .then(() => rename(partial, file))
          .then(
            () => callback(null, `Queued as ${id}`),
            (error: Error) => callback(error),
          );
      });
    },
  });
  server.on('error', (error) => options.onError?.(error));

  await new Promise<void>((resolve, reject) => {
    const onListenError = (error: Error) => reject(error);
    server.server.once('error', onListenError);
    server.listen(options.port, host, () => {
      server.server.off('error', onListenError);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    host,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface MailSummary {
  id: string;
  from: string;
  to: string;
  subject: string;
  /** The Date header, else the time the sink received it (ISO 8601). */
  date: string;
  receivedAt: string;
}

export interface MailMessage extends MailSummary {
  text: string | null;
  html: string | null;
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((item) => item.text).join(', ');
}

async function parseMessage(mailDir: string, id: string): Promise<MailMessage> {
  const parsed = await simpleParser(await readFile(path.join(mailDir, `${id}.eml`)));
  const receivedAt = new Date(Number(id.slice(0, 13))).toISOString();
  return {
    id,
    from: addressText(parsed.from),
    to: addressText(parsed.to),
    subject: parsed.subject ?? '',
    date: parsed.date?.toISOString() ?? receivedAt,
    receivedAt,
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
  };
}

/** The Message-ID header of a kept message, read from its header alone, or null. */
async function messageIdHeader(mailDir: string, id: string): Promise<string | null> {
  const raw = await readFile(path.join(mailDir, `${id}.eml`), 'utf8');
  const end = raw.search(/\r?\n\r?\n/);
  const header = end === -1 ? raw : raw.slice(0, end);
  return /^message-id:\s*(.+)$/im.exec(header)?.[1]?.trim() ?? null;
}

/**
 * The newest messages first (by arrival), at most `limit`; only those whose Message-ID `accept`
 * takes, when given.
 */
export async function listMessages(
  mailDir: string,
  limit = 50,
  accept?: (messageId: string | null) => boolean,
): Promise<MailSummary[]> {
  let files: string[];
  try {
    files = await readdir(mailDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const newestFirst = files
    .filter((file) => file.endsWith('.eml'))
    .map((file) => file.slice(0, -'.eml'.length))
    .filter((id) => MESSAGE_ID.test(id))
    .sort()
    .reverse();
  const ids: string[] = [];
  for (const id of newestFirst) {
    if (ids.length >= limit) break;
    if (!accept || accept(await messageIdHeader(mailDir, id))) ids.push(id);
  }
  const messages = await Promise.all(ids.map((id) => parseMessage(mailDir, id)));
  return messages.map(({ text: _text, html: _html, ...summary }) => summary);
}

export async function readMessage(
  mailDir: string,
  id: string,
  accept?: (messageId: string | null) => boolean,
): Promise<MailMessage | null> {
  if (!MESSAGE_ID.test(id)) return null;
  try {
    if (accept && !accept(await messageIdHeader(mailDir, id))) return null;
    return await parseMessage(mailDir, id);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
