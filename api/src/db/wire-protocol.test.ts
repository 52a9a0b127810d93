import {
  errorResponse,
  lastReadyStatus,
  MessageReader,
  ProtocolError,
  queryMessage,
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
