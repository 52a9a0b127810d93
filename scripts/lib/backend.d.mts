import type { ChildProcess } from 'node:child_process';

export interface Supervised {
  readonly ready: Promise<void>;
  readonly child: ChildProcess | null;
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

export interface Backend {
  apiUrl: string;
  database: Supervised | null;
  api: Supervised;
  stop(): Promise<void>;
}

export const DEFAULT_API_PORT: number;
export const DEFAULT_DATABASE_PORT: number;
export function freePort(): Promise<number>;
export function startBackend(options: {
  root: string;
  env?: Record<string, string>;
  log?: (line: string) => void;
  onGiveUp?: (name: string) => void;
}): Promise<Backend>;
