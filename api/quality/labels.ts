import { z } from 'zod';
import { PUBLICATION_SOURCES } from '../src/features/publications/publication';

/** How a prompt is written; the bench reports recall and precision for each. */
export const PROMPT_KINDS = [
  'everyday',
  'synonym',
  'no-accents',
  'multi-word',
  'place',
  'operator',
  'absent',
] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

/** File formats other than the one the source's adapter reads. */
export const DAY_FORMATS = ['boe-legacy-xml'] as const;

const day = z.object({
  id: z.string().min(1),
  source: z.enum(PUBLICATION_SOURCES),
  /** Its file, from the repository's root. */
  file: z.string().min(1),
  /** How the file is read: by the source's own adapter (default), or the BOE's older XML summary. */
  format: z.enum(DAY_FORMATS).optional(),
  /** How many publications the project's parser finds in the file: the items that were read. */
  items: z.number().int().positive(),
  /** Labelled after the matcher was tuned, never used to tune it: the bench also reports it alone. */
  heldOut: z.boolean().optional(),
});

const labelledPrompt = z.object({
  prompt: z.string().trim().min(1),
  kind: z.enum(PROMPT_KINDS),
  domain: z.string().min(1),
  /** Why the borderline items are in or out, when the rules in README.md leave room. */
  note: z.string().optional(),
  /**
   * Written and labelled by people who had not seen the matcher or its thesaurus, and never used
   * to tune them: the bench also reports it alone, on every day.
   */
  heldOut: z.boolean().optional(),
  /**
   * Per day id: the external ids a person who wrote the prompt would want to be alerted of. A
   * day left out was not labelled for this prompt, and does not count for it.
   */
  relevant: z.record(z.string(), z.array(z.string().min(1))),
});

export const labelsSchema = z.object({
  days: z.array(day).min(1),
  prompts: z.array(labelledPrompt).min(1),
});
export type Labels = z.output<typeof labelsSchema>;
export type LabelledDay = Labels['days'][number];
export type LabelledPrompt = Labels['prompts'][number];

/** What is wrong with labels that parse: duplicates, unknown days, kinds that contradict them. */
export function labelProblems(labels: Labels): string[] {
  const problems: string[] = [];
  const dayIds = new Set<string>();
  for (const { id, source, format } of labels.days) {
    if (dayIds.has(id)) problems.push(`day '${id}' is listed twice`);
    if (format === 'boe-legacy-xml' && source !== 'boe') {
      problems.push(`day '${id}' is of format '${format}' but of source '${source}'`);
    }
    dayIds.add(id);
  }
  const prompts = new Set<string>();
  for (const entry of labels.prompts) {
    const name = `prompt '${entry.prompt}'`;
    if (prompts.has(entry.prompt)) problems.push(`${name} is labelled twice`);
    prompts.add(entry.prompt);
    if (Object.keys(entry.relevant).length === 0) problems.push(`${name} is labelled on no day`);
    let relevant = 0;
    for (const [dayId, ids] of Object.entries(entry.relevant)) {
      if (!dayIds.has(dayId)) problems.push(`${name} labels unknown day '${dayId}'`);
      const seen = new Set<string>();
      for (const id of ids) {
        if (seen.has(id)) problems.push(`${name} lists ${id} twice on '${dayId}'`);
        seen.add(id);
      }
      relevant += ids.length;
    }
    // An absent topic is absent on the days where it has nothing relevant: it needs one at least.
    if (entry.kind === 'absent' && !Object.values(entry.relevant).some((ids) => ids.length === 0)) {
      problems.push(`${name} is of kind 'absent' but has relevant items on every day`);
    }
    if (entry.kind !== 'absent' && relevant === 0) {
      problems.push(`${name} has no relevant item: its kind should be 'absent'`);
    }
  }
  return problems;
}

/** The labels file, parsed and checked; throws with every problem found. */
export function parseLabels(raw: string): Labels {
  const labels = labelsSchema.parse(JSON.parse(raw));
  const problems = labelProblems(labels);
  if (problems.length > 0) throw new Error(`invalid labels:\n- ${problems.join('\n- ')}`);
  return labels;
}
