import {
  errorResponse,
  lastReadyStatus,
  MessageReader,
  ProtocolError,
  queryMessage,
  scopeStatementNames,
  SSL_REQUEST_CODE,
  startupCode,
  SYNC_MESSAGE,
} from './wire-protocol';

function startup(code: number): Buffer {
  const message = Buffer.alloc(8);
  message.writeInt32BE(8, 0);
  message.writeInt32BE(code, 4);
  return message;
}

function ready(status: string): Buffer {
  return Buffer.from([0x5a, 0, 0, 0, 5, status.charCodeAt(0)]);
}

describe('MessageReader', () => {
  it('hands out whole messages only, whatever the chunks they arrive in', () => {
    const reader = new MessageReader();
    const bytes = Buffer.concat([queryMessage('select 1'), SYNC_MESSAGE]);
    reader.push(bytes.subarray(0, 3));
    expect(reader.next(false)).toBeNull();
    reader.push(bytes.subarray(3, 10));
    expect(reader.next(false)).toBeNull();
    reader.push(bytes.subarray(10));
    expect(reader.next(false)).toEqual(queryMessage('select 1'));
    expect(reader.next(false)).toEqual(SYNC_MESSAGE);
    expect(reader.next(false)).toBeNull();
  });

  it('reads the startup phase without a type byte', () => {
    const reader = new MessageReader();
    reader.push(Buffer.concat([startup(SSL_REQUEST_CODE), queryMessage('x')]));
    const first = reader.next(true);
    expect(first && startupCode(first)).toBe(SSL_REQUEST_CODE);
    expect(reader.next(false)).toEqual(queryMessage('x'));
  });

  it('refuses a length no message can have', () => {
    const reader = new MessageReader();
    reader.push(Buffer.from([0x51, 0, 0, 0, 1]));
    expect(() => reader.next(false)).toThrow(ProtocolError);
  });
});

describe('lastReadyStatus', () => {
  it('reads the transaction status of the last ReadyForQuery among the messages', () => {
    const complete = Buffer.from([0x43, 0, 0, 0, 13, ...Buffer.from('SELECT 1\0')]);
    expect(lastReadyStatus(Buffer.concat([complete, ready('I')]))).toBe('I');
    expect(lastReadyStatus(Buffer.concat([ready('I'), complete, ready('T')]))).toBe('T');
    expect(lastReadyStatus(ready('E'))).toBe('E');
  });

  it('is null while a sequence has not been synced', () => {
    expect(lastReadyStatus(Buffer.from([0x31, 0, 0, 0, 4]))).toBeNull();
    expect(lastReadyStatus(new Uint8Array(0))).toBeNull();
  });
});

describe('errorResponse', () => {
  it('is an ErrorResponse with severity, code and message fields', () => {
    const message = errorResponse('FATAL', '53300', 'sorry, too many clients already');
    expect(String.fromCharCode(message[0] ?? 0)).toBe('E');
    expect(message.readInt32BE(1)).toBe(message.length - 1);
    const fields = message.subarray(5).toString('utf8').split('\0');
    expect(fields).toEqual(
      expect.arrayContaining(['SFATAL', 'C53300', 'Msorry, too many clients already']),
    );
  });
});

describe('scopeStatementNames', () => {
  const message = (type: string, ...parts: (string | Buffer)[]) => {
    const body = Buffer.concat(
      parts.map((part) => (typeof part === 'string' ? Buffer.from(`${part}\0`) : part)),
    );
    const header = Buffer.alloc(5);
    header.write(type, 0, 'ascii');
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  };
  const noParameters = Buffer.from([0, 0]);

  it('renames the statement a Parse prepares, and says so', () => {
    const parse = message('P', 'list', 'select $1::int', Buffer.from([0, 1, 0, 0, 0, 23]));
    expect(scopeStatementNames(parse, 'c7:')).toEqual({
      message: message('P', 'c7:list', 'select $1::int', Buffer.from([0, 1, 0, 0, 0, 23])),
      created: 'c7:list',
    });
  });

  it('renames the statement and portal a Bind, Describe, Execute or Close names', () => {
    const values = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 0x35, 0, 0]);
    expect(scopeStatementNames(message('B', '', 'list', values), 'c7:').message).toEqual(
      message('B', '', 'c7:list', values),
    );
    expect(scopeStatementNames(message('B', 'cursor', 'list', values), 'c7:').message).toEqual(
      message('B', 'c7:cursor', 'c7:list', values),
    );
    expect(scopeStatementNames(message('D', Buffer.from('S'), 'list'), 'c7:').message).toEqual(
      message('D', Buffer.from('S'), 'c7:list'),
    );
    const execute = Buffer.from([0, 0, 0, 0]);
    expect(scopeStatementNames(message('E', 'cursor', execute), 'c7:').message).toEqual(
      message('E', 'c7:cursor', execute),
    );
    expect(scopeStatementNames(message('C', Buffer.from('S'), 'list'), 'c7:')).toEqual({
      message: message('C', Buffer.from('S'), 'c7:list'),
      closed: 'c7:list',
    });
    expect(scopeStatementNames(message('C', Buffer.from('P'), 'cursor'), 'c7:')).toEqual({
      message: message('C', Buffer.from('P'), 'c7:cursor'),
    });
  });

  it('leaves unnamed statements and portals, and other messages, as they are', () => {
    for (const unnamed of [
      message('P', '', 'select 1', noParameters),
      message('B', '', '', noParameters, noParameters, noParameters),
      message('D', Buffer.from('P'), ''),
      message('E', '', Buffer.from([0, 0, 0, 0])),
      queryMessage('select 1'),
      SYNC_MESSAGE,
    ]) {
      expect(scopeStatementNames(unnamed, 'c7:')).toEqual({ message: unnamed });
    }
  });

  it('refuses a name without its terminator', () => {
    expect(() => scopeStatementNames(message('P', Buffer.from('list')), 'c7:')).toThrow(
      ProtocolError,
    );
  });
});
