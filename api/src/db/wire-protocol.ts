// The few pieces of PostgreSQL's wire protocol (v3) the PGlite server needs: splitting a client's
// byte stream into messages, reading the transaction status of a ReadyForQuery, and composing
// the messages it sends or answers on its own.

/** Requests a client may send instead of a startup message (their code after the length). */
export const SSL_REQUEST_CODE = 80_877_103;
export const GSSENC_REQUEST_CODE = 80_877_104;
export const CANCEL_REQUEST_CODE = 80_877_102;

/** The backend's state after a ReadyForQuery: idle, in a transaction block, or in a failed one. */
export type TransactionStatus = 'I' | 'T' | 'E';

/**
 * Buffers a connection's bytes and hands out whole messages. Before the startup message a
 * message has no type byte (length first); after it, a type byte then the length.
 */
export class MessageReader {
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
  }

  /** The next whole message, or null until more bytes arrive. */
  next(startupPhase: boolean): Buffer | null {
    const header = startupPhase ? 4 : 5;
    if (this.buffer.length < header) return null;
    const length = startupPhase ? this.buffer.readInt32BE(0) : 1 + this.buffer.readInt32BE(1);
    if (length < (startupPhase ? 8 : 5) || length > MAX_MESSAGE_BYTES) {
      throw new ProtocolError(`invalid message length ${length}`);
    }
    if (this.buffer.length < length) return null;
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return message;
  }
}

/** PostgreSQL refuses messages over 1 GB; so does this server. */
const MAX_MESSAGE_BYTES = 1024 * 1024 * 1024;

export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

/** The code of a startup-phase message (SSL request, cancel request, or protocol version). */
export function startupCode(message: Buffer): number {
  return message.length >= 8 ? message.readInt32BE(4) : -1;
}

/**
 * The transaction status of the last ReadyForQuery among the backend messages of `output`, or
 * null when there is none (the client's sequence has not reached a Sync or a simple query yet).
 */
export function lastReadyStatus(output: Uint8Array): TransactionStatus | null {
  let status: TransactionStatus | null = null;
  let offset = 0;
  while (offset + 5 <= output.length) {
    const type = output[offset];
    const length =
      ((output[offset + 1] ?? 0) << 24) |
      ((output[offset + 2] ?? 0) << 16) |
      ((output[offset + 3] ?? 0) << 8) |
      (output[offset + 4] ?? 0);
    if (type === 0x5a /* Z */ && length === 5) {
      const value = String.fromCharCode(output[offset + 5] ?? 0);
      if (value === 'I' || value === 'T' || value === 'E') status = value;
    }
    offset += 1 + length;
  }
  return status;
}

function typed(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/**
 * The message with its named prepared statement and portal (if any) renamed `prefix` + name, so
 * that each client connection has names of its own in PGlite's one session, as each has on a
 * PostgreSQL backend of its own. `created` / `closed`: the statement this message prepares or
 * closes, under its new name. Unnamed ones (the empty name) are left as they are.
 */
export function scopeStatementNames(
  message: Buffer,
  prefix: string,
): { message: Buffer; created?: string; closed?: string } {
  const type = String.fromCharCode(message[0] ?? 0);
  const body = message.subarray(5);
  const nameAt = (offset: number) => {
    const end = body.indexOf(0, offset);
    if (end < 0) throw new ProtocolError(`unterminated name in a '${type}' message`);
    return { name: body.toString('utf8', offset, end), end: end + 1 };
  };
  const scoped = (name: string) => (name === '' ? '' : `${prefix}${name}`);
  const rebuilt = (parts: (string | Buffer)[]) =>
    typed(
      type,
      Buffer.concat(parts.map((part) => (typeof part === 'string' ? cString(part) : part))),
    );
  switch (type) {
    case 'P': {
      const { name, end } = nameAt(0);
      if (name === '') return { message };
      return { message: rebuilt([scoped(name), body.subarray(end)]), created: scoped(name) };
    }
    case 'B': {
      const portal = nameAt(0);
      const statement = nameAt(portal.end);
      if (portal.name === '' && statement.name === '') return { message };
      return {
        message: rebuilt([
          scoped(portal.name),
          scoped(statement.name),
          body.subarray(statement.end),
        ]),
      };
    }
    case 'E': {
      const { name, end } = nameAt(0);
      if (name === '') return { message };
      return { message: rebuilt([scoped(name), body.subarray(end)]) };
    }
    case 'D':
    case 'C': {
      const kind = String.fromCharCode(body[0] ?? 0);
      const { name } = nameAt(1);
      if (name === '') return { message };
      const renamed = { message: rebuilt([body.subarray(0, 1), scoped(name)]) };
      return type === 'C' && kind === 'S' ? { ...renamed, closed: scoped(name) } : renamed;
    }
    default:
      return { message };
  }
}

function cString(text: string): Buffer {
  return Buffer.from(`${text}\0`, 'utf8');
}

/** `name` quoted as an SQL identifier. */
export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A simple-protocol Query message. */
export function queryMessage(sql: string): Buffer {
  return typed('Q', Buffer.from(`${sql}\0`, 'utf8'));
}

export const SYNC_MESSAGE = typed('S', Buffer.alloc(0));

/** An ErrorResponse the server sends itself, e.g. before closing a connection. */
export function errorResponse(severity: 'ERROR' | 'FATAL', code: string, message: string): Buffer {
  const field = (key: string, value: string) => Buffer.from(`${key}${value}\0`, 'utf8');
  return typed(
    'E',
    Buffer.concat([
      field('S', severity),
      field('V', severity),
      field('C', code),
      field('M', message),
      Buffer.from([0]),
    ]),
  );
}
