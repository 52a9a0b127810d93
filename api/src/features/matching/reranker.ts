/**
 * An optional second opinion on borderline matches: an OpenAI-compatible chat endpoint
 * (RERANKER_URL) is asked whether each publication answers its alert. Off unless configured;
 * when it fails or answers nonsense, the matcher's decision stands (nothing is lost).
 */
export interface BorderlineMatch {
  prompt: string;
  title: string;
  section: string;
  department: string;
}

export interface Reranker {
  /** For each match, whether it should notify. */
  confirm(matches: readonly BorderlineMatch[]): Promise<boolean[]>;
}

export interface RerankerConfig {
  /** Base URL of the API, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  url: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

/** Scores at most this far above the threshold are borderline: the re-ranker may drop them. */
export const BORDERLINE_BAND = 0.2;
const BATCH_SIZE = 20;

export function isBorderline(score: number, threshold: number): boolean {
  return score >= threshold && score < threshold + BORDERLINE_BAND;
}

export function rerankerConfig(env: NodeJS.ProcessEnv): RerankerConfig | null {
  const url = env.RERANKER_URL?.trim();
  if (!url) return null;
  const timeoutMs = Number(env.RERANKER_TIMEOUT_MS ?? 10_000);
  return {
    url: url.replace(/\/+$/, ''),
    model: env.RERANKER_MODEL?.trim() || 'gpt-4o-mini',
    apiKey: env.RERANKER_API_KEY?.trim() || null,
    timeoutMs: Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 10_000,
  };
}

const INSTRUCTIONS =
  'Decides si cada publicación de un boletín oficial responde a la alerta que escribió un ' +
  'usuario (lo que quería encontrar, no solo las mismas palabras). Responde solo con JSON: ' +
  '{"answers": [true o false por cada caso, en orden]}.';

function describe(matches: readonly BorderlineMatch[]): string {
  return matches
    .map(
      (match, index) =>
        `${index + 1}. Alerta: «${match.prompt}»\n   Publicación: ${match.title}\n` +
        `   Sección: ${match.section}\n   Órgano: ${match.department}`,
    )
    .join('\n');
}

function answersOf(body: unknown, expected: number): boolean[] | null {
  const content = (body as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string') return null;
  const json = /\{[\s\S]*\}/.exec(content)?.[0];
  if (!json) return null;
  try {
    const answers = (JSON.parse(json) as { answers?: unknown }).answers;
    return Array.isArray(answers) &&
      answers.length === expected &&
      answers.every((answer) => typeof answer === 'boolean')
      ? answers
      : null;
  } catch {
    return null;
  }
}

export interface RerankerLogger {
  warn(details: object, message: string): void;
}

export function openAiCompatibleReranker(
  config: RerankerConfig,
  logger?: RerankerLogger,
): Reranker {
  async function batch(matches: readonly BorderlineMatch[]): Promise<boolean[]> {
    try {
      const response = await fetch(`${config.url}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          temperature: 0,
          messages: [
            { role: 'system', content: INSTRUCTIONS },
            { role: 'user', content: describe(matches) },
          ],
        }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const answers = answersOf(await response.json(), matches.length);
      if (!answers) throw new Error('an answer that is not one true or false per match');
      return answers;
    } catch (error) {
      logger?.warn({ err: error }, 'Re-ranker unavailable: borderline matches kept');
      return matches.map(() => true);
    }
  }
  return {
    async confirm(matches) {
      const answers: boolean[] = [];
      for (let start = 0; start < matches.length; start += BATCH_SIZE) {
        answers.push(...(await batch(matches.slice(start, start + BATCH_SIZE))));
      }
      return answers;
    },
  };
}
