export interface TempPostgres {
  url: string;
  /** The server's log (gone once stopped). */
  logFile: string;
  stop(): Promise<void>;
}

/** A throw-away PostgreSQL server on loopback (Debian's postgresql package). */
export function startTempPostgres(options?: {
  port?: number;
  /** More server parameters, e.g. `{ shared_buffers: '1GB' }`. */
  settings?: Record<string, string>;
}): Promise<TempPostgres>;

export const EMULATOR_PORT: number;
export function startAuthEmulator(root: string): Promise<void>;
