import { PUBLICATION_SOURCES, type PublicationSource } from '../publication';
import { BOE_DEFAULT_BASE_URL, parseBoeSummary, type ParsedSummary } from './boe-summary';
import { DOGA_DEFAULT_BASE_URL, parseDogaSummary } from './doga-summary';

export type { ParsedSummary } from './boe-summary';

/** One bulletin: where its daily summary lives and how to read it. */
export interface SourceAdapter {
  source: PublicationSource;
  /** BOE_BASE_URL / DOGA_BASE_URL, so that a replay server can stand in for the real site. */
  baseUrl: string;
  summaryUrl(day: string): string;
  parse(raw: string): ParsedSummary;
}

export function isPublicationSource(value: string): value is PublicationSource {
  return (PUBLICATION_SOURCES as readonly string[]).includes(value);
}

export function sourceAdapter(source: PublicationSource, env: NodeJS.ProcessEnv): SourceAdapter {
  if (source === 'boe') {
    const baseUrl = env.BOE_BASE_URL || BOE_DEFAULT_BASE_URL;
    return {
      source,
      baseUrl,
      summaryUrl: (day) =>
        new URL(`/datosabiertos/api/boe/sumario/${day.replaceAll('-', '')}`, baseUrl).href,
      parse: (raw) => parseBoeSummary(raw, baseUrl),
    };
  }
  const baseUrl = env.DOGA_BASE_URL || DOGA_DEFAULT_BASE_URL;
  return {
    source,
    baseUrl,
    // DOGA publishes only the latest summary; the day is checked against what it answers.
    summaryUrl: () => new URL('/diario-oficial-galicia/rss/Sumario_es.rss', baseUrl).href,
    parse: (raw) => parseDogaSummary(raw, baseUrl),
  };
}
