import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  CANCEL_REQUEST_CODE,
  GSSENC_REQUEST_CODE,
  lastReadyStatus,
  MessageReader,
  queryMessage,
  quoteIdentifier,
  scopeStatementNames,
  SSL_REQUEST_CODE,
  startupCode,
  SYNC_MESSAGE,
  errorResponse,
  type TransactionStatus,
} from './wire-protocol';

export interface PgliteServerOptions {
  host?: string;
  /** 0: any free port (read it back from `port`). */
  port: number;
  /** Connections beyond this are refused with PostgreSQL's 'too many clients' error. */
  maxConnections?: number;
  /**
   * A connection that holds the database inside a transaction (or halfway through a statement)
   * and sends nothing for this long is closed and its work rolled back, as PostgreSQL's
   * idle_in_transaction_session_timeout does: everyone else is waiting for it.
   */
  idleInTransactionMs?: number;
  /**
   * PGlite failed while running a message (a WebAssembly trap such as 'memory access out of
   * bounds'): its state cannot be trusted any more. The caller should end the process, and its
   * supervisor start a fresh one on the same directory.
   */
  onFatal(error: unknown): void;
}

export interface PgliteServer {
  readonly port: number;
  /** Stops accepting connections, closes the open ones and waits for the running message. */
  close(): Promise<void>;
}

type ScopedMessage = ReturnType<typeof scopeStatementNames>;

interface Connection {
  readonly socket: net.Socket;
  readonly reader: MessageReader;
  /** Whole messages received and not yet run. */
  readonly pending: ScopedMessage[];
  /** PGlite's answers to its messages run since its last write. */
  readonly unsent: Uint8Array[];
  /** Its startup message has arrived: what follows are typed messages. */
  started: boolean;
  /** 'busy': a message ran since the last ReadyForQuery (an extended-protocol sequence). */
  status: TransactionStatus | 'busy';
  closed: boolean;
  idleTimer: NodeJS.Timeout | null;
  /** Prefix of its named statements and portals in PGlite's session (see scopeStatementNames). */
  readonly namePrefix: string;
  /** Its named prepared statements, under their names in PGlite's session. */
  readonly statements: Set<string>;
}

const DEFAULT_MAX_CONNECTIONS = 64;
const DEFAULT_IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * PGlite behind a PostgreSQL socket, so that other processes (the api, its workers, the CLI)
 * reach the embedded database as they reach PostgreSQL. PGlite is one backend: a connection gets
 * it for a whole turn, from its first message until the backend is idle again (a simple query
 * answered, an extended-protocol sequence synced, a transaction ended); other connections'
 * messages wait their turn, in the order they asked. So the unnamed statement and portal of one
 * connection are never another's, and a transaction sees no statement of anybody else.
 * Named prepared statements and portals are each connection's own (renamed with a prefix of the
 * connection, deallocated when it closes), so a client prepares its statements once per
 * connection as it does on PostgreSQL. Other session state (SET, SQL-level PREPARE, LISTEN) is
 * shared by all connections: the app uses none of it.
 */
export async function servePglite(
  pglite: PGlite,
  {
    host = '127.0.0.1',
    port,
    maxConnections = DEFAULT_MAX_CONNECTIONS,
    idleInTransactionMs = DEFAULT_IDLE_IN_TRANSACTION_MS,
    onFatal,
  }: PgliteServerOptions,
): Promise<PgliteServer> {
  const connections = new Set<Connection>();
  const waiting: Connection[] = [];
  let owner: Connection | null = null;
  let running: Promise<void> | null = null;
  /** Something arrived (a message, a close) while the pump ran: it looks again. */
  let again = false;
  let failed = false;
  /** close() was called: what connections ending now leave behind ends with PGlite itself. */
  let closing = false;
  let connectionsOpened = 0;
  /** Statements of closed connections, deallocated when the backend is next idle. */
  const orphanStatements: string[] = [];

  const write = async (connection: Connection, bytes: Uint8Array) => {
    if (bytes.length === 0 || connection.closed || !connection.socket.writable) return;
    if (!connection.socket.write(bytes)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          connection.socket.off('drain', done);
          connection.socket.off('close', done);
          resolve();
        };
        connection.socket.on('drain', done);
        connection.socket.on('close', done);
      });
    }
  };

  /**
   * PGlite's own sync after every message is skipped: the pump syncs once a sequence is answered
   * (on a directory, Node's file system, it has nothing to do either way).
   */
  const execute = async (message: Uint8Array): Promise<Uint8Array> =>
    pglite.execProtocolRaw(message, { syncToFs: false });

  /** Ends what a vanished owner left open: an unsynced sequence, a transaction. */
  const abandon = async () => {
    let status = lastReadyStatus(await execute(queryMessage('ROLLBACK')));
    // After an error the backend ignores everything up to a Sync.
    if (status === null) status = lastReadyStatus(await execute(SYNC_MESSAGE));
    if (status !== 'I') await execute(queryMessage('ROLLBACK'));
  };

  const stopIdleTimer = (connection: Connection) => {
    if (connection.idleTimer) clearTimeout(connection.idleTimer);
    connection.idleTimer = null;
  };

  const watchIdleOwner = (connection: Connection) => {
    stopIdleTimer(connection);
    if (connection.status === 'I' || connection.closed) return;
    connection.idleTimer = setTimeout(() => {
      void write(
        connection,
        errorResponse(
          'FATAL',
          '25P03',
          'terminating connection due to idle-in-transaction timeout',
        ),
      ).finally(() => connection.socket.destroy());
    }, idleInTransactionMs);
    connection.idleTimer.unref();
  };

  /** One statement at a time: one failing does not keep the others. */
  const deallocateOrphans = async () => {
    for (const name of orphanStatements.splice(0)) {
      await execute(queryMessage(`DEALLOCATE ${quoteIdentifier(name)}`));
    }
  };

  /** Runs the owner's messages, handing the backend over whenever it is idle. */
  const pump = async () => {
    while (!failed) {
      if (owner?.closed) {
        if (owner.status !== 'I') await abandon();
        owner = null;
      }
      if (!owner && orphanStatements.length > 0) await deallocateOrphans();
      if (!owner) {
        owner = waiting.shift() ?? null;
        if (!owner) return;
      }
      const current = owner;
      const scoped = current.pending.shift();
      if (!scoped) {
        // Its turn goes on (a transaction, an unsynced sequence) until it sends more.
        if (current.status === 'I') owner = null;
        else {
          watchIdleOwner(current);
          return;
        }
        continue;
      }
      stopIdleTimer(current);
      const output = await execute(scoped.message);
      // Kept even if the Parse fails: deallocating a name that was never prepared is harmless.
      if (scoped.created) current.statements.add(scoped.created);
      if (scoped.closed) current.statements.delete(scoped.closed);
      const ready = lastReadyStatus(output);
      current.status = ready ?? 'busy';
      current.unsent.push(output);
      // One write per answered sequence (Parse, Bind, Execute… Sync), not one per message.
      if (ready !== null || current.pending.length === 0) {
        if (ready !== null) await pglite.syncToFs();
        const answer = current.unsent.length === 1 ? output : Buffer.concat(current.unsent);
        current.unsent.length = 0;
        await write(current, answer);
      }
      if (current.status === 'I' && waiting.length > 0) {
        if (current.pending.length > 0) waiting.push(current);
        owner = null;
      }
    }
  };

  const schedule = () => {
    if (closing) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = pump()
      .catch((error: unknown) => {
        failed = true;
        for (const connection of connections) connection.socket.destroy();
        onFatal(error);
      })
      .finally(() => {
        running = null;
        if (again && !failed) schedule();
      });
  };

  const enqueue = (connection: Connection, message: Buffer) => {
    connection.pending.push(scopeStatementNames(message, connection.namePrefix));
    if (connection !== owner && !waiting.includes(connection)) waiting.push(connection);
    schedule();
  };

  const onData = (connection: Connection, chunk: Buffer) => {
    connection.reader.push(chunk);
    for (;;) {
      const startupPhase = !connection.started;
      const message = connection.reader.next(startupPhase);
      if (!message) return;
      if (startupPhase) {
        const code = startupCode(message);
        if (code === SSL_REQUEST_CODE || code === GSSENC_REQUEST_CODE) {
          connection.socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST_CODE) {
          // PGlite has no other backend to interrupt.
          connection.socket.end();
          return;
        }
        connection.started = true;
      } else if (message[0] === 0x58 /* X: Terminate */) {
        // Not PGlite's to see: it would end the one backend everybody shares.
        connection.socket.end();
        return;
      }
      enqueue(connection, message);
    }
  };

  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    if (connections.size >= maxConnections || failed) {
      socket.end(errorResponse('FATAL', '53300', 'sorry, too many clients already'));
      return;
    }
    const connection: Connection = {
      socket,
      reader: new MessageReader(),
      pending: [],
      unsent: [],
      started: false,
      status: 'I',
      closed: false,
      idleTimer: null,
      namePrefix: `c${(connectionsOpened += 1)}:`,
      statements: new Set(),
    };
    connections.add(connection);
    socket.on('data', (chunk: Buffer) => {
      try {
        onData(connection, chunk);
      } catch {
        socket.destroy();
      }
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connection.closed = true;
      stopIdleTimer(connection);
      connections.delete(connection);
      connection.pending.length = 0;
      const index = waiting.indexOf(connection);
      if (index >= 0) waiting.splice(index, 1);
      if (connection.statements.size > 0) {
        orphanStatements.push(...connection.statements);
        schedule();
      } else if (owner === connection) schedule();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;

  return {
    port: boundPort,
    async close() {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const connection of connections) connection.socket.destroy();
      await closed;
      while (running) await running;
    },
  };
}
