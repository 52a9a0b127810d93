import type { Page } from '@playwright/test';

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
  transferred: number;
}

export function kb(bytes: number): string;
export function collectScripts(page: Page): { done: () => Promise<ScriptSize[]> };
export function report(label: string, scripts: ScriptSize[], log?: (line: string) => void): void;
