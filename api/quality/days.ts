import fs from 'node:fs';
import path from 'node:path';
import type { Publication } from '../src/features/publications/publication';
import { sourceAdapter } from '../src/features/publications/sources';
import type { Labels, LabelledDay, LabelledPrompt } from './labels';
import { parseLegacyBoeSummary } from './legacy-boe';
import type { PromptRun } from './scoring';

export function dayFile(day: LabelledDay, repoRoot: string): string {
  return path.resolve(repoRoot, day.file);
}

export interface LoadedDay {
  day: LabelledDay;
  publications: Publication[];
}

/** Each labelled day parsed by the project's own adapter for its source, or as its format says. */
export function loadDays(labels: Labels, repoRoot: string): LoadedDay[] {
  return labels.days.map((day) => {
    const raw = fs.readFileSync(dayFile(day, repoRoot), 'utf8');
    const parsed =
      day.format === 'boe-legacy-xml'
        ? parseLegacyBoeSummary(raw)
        : sourceAdapter(day.source, {}).parse(raw);
    return { day, publications: parsed.publications };
  });
}

/** Where labels and the loaded days disagree: other item counts, ids that do not exist. */
export function dayProblems(labels: Labels, days: readonly LoadedDay[]): string[] {
  const problems: string[] = [];
  const idsByDay = new Map(
    days.map(({ day, publications }) => {
      if (publications.length !== day.items) {
        problems.push(
          `day '${day.id}' has ${publications.length} publications; ${day.items} were labelled`,
        );
      }
      return [day.id, new Set(publications.map((publication) => publication.externalId))];
    }),
  );
  for (const entry of labels.prompts) {
    for (const [dayId, ids] of Object.entries(entry.relevant)) {
      const existing = idsByDay.get(dayId);
      for (const id of ids) {
        if (!existing?.has(id)) {
          problems.push(`prompt '${entry.prompt}': ${id} is not a publication of day '${dayId}'`);
        }
      }
    }
  }
  return problems;
}

function externalIds(days: readonly LoadedDay[]): Set<string> {
  return new Set(days.flatMap(({ publications }) => publications.map((item) => item.externalId)));
}

/**
 * A prompt scored on those of `days` it is labelled on: their labels, what the matcher found among
 * their publications, and, for an absent topic, the publications of the days where it has nothing
 * relevant.
 */
export function promptRun(
  entry: LabelledPrompt,
  found: ReadonlySet<string>,
  given: readonly LoadedDay[],
): PromptRun {
  const days = given.filter(({ day }) => entry.relevant[day.id] !== undefined);
  const published = externalIds(days);
  return {
    prompt: entry.prompt,
    kind: entry.kind,
    relevant: new Set(days.flatMap(({ day }) => entry.relevant[day.id] ?? [])),
    found: new Set([...found].filter((id) => published.has(id))),
    absentOn: externalIds(days.filter(({ day }) => !entry.relevant[day.id]?.length)),
  };
}
