export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

/** A throw-away PostgreSQL server on loopback (Debian's postgresql package). */
export function startTempPostgres(options?: { port?: number }): Promise<TempPostgres>;

export const EMULATOR_PORT: number;
export function startAuthEmulator(root: string): Promise<void>;
