// Replays the eleven earlier blind sets (api/quality/blind-sets.json): each set's prompts with the
// thesaurus it was measured once with, read from git, and today's engine, ranking and procedure
// words; the same figures without procedure words, to judge an engine change on prompts its
// vocabulary never saw. Needs the repository's git history.
//   pnpm --dir api exec tsx bench/replay-blind.bench.ts [--only-days=boe-2018-12-06,…]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { findRepoRoot } from '../src/paths';
import { storePublications } from '../src/features/publications/repository';
import { RANKING } from '../src/features/matching/smart/ranking';
import { SPANISH_THESAURUS, type Thesaurus } from '../src/features/matching/thesaurus';
import { matchedIds } from '../quality/calibration';
import { loadDays, promptRun, type LoadedDay } from '../quality/days';
import { promptEvidence } from '../quality/evidence';
import { parseLabels } from '../quality/labels';
import { evaluate, type PromptRun, type QualityReport } from '../quality/scoring';
import { withThrowawayPglite } from './throwaway-pglite';

const blindSetsSchema = z.object({
  sets: z.array(
    z.object({ set: z.number(), thesaurusCommit: z.string(), prompts: z.array(z.string()) }),
  ),
});

/** The thesaurus of a commit: its files copied out of git into `dir`, then loaded. */
async function thesaurusAt(commit: string, root: string, dir: string): Promise<Thesaurus> {
  const folder = 'api/src/features/matching/thesaurus';
  const files = execFileSync('git', ['ls-tree', '--name-only', `${commit}:${folder}`], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const target = path.join(dir, commit);
  fs.mkdirSync(target, { recursive: true });
  for (const name of files) {
    const text = execFileSync('git', ['show', `${commit}:${folder}/${name}`], {
      cwd: root,
      encoding: 'utf8',
    });
    fs.writeFileSync(path.join(target, name), text);
  }
  const loaded = (await import(path.join(target, 'index.ts'))) as { SPANISH_THESAURUS: Thesaurus };
  return loaded.SPANISH_THESAURUS;
}

function figures(report: QualityReport): string {
  const { overall, absent } = report;
  const ratio = (value: number | null) => (value === null ? '—' : value.toFixed(2));
  return (
    `rel ${String(overall.relevant).padStart(4)}  recall ${ratio(overall.recall)}  ` +
    `precision ${ratio(overall.precision)}  alarms ${absent.falseAlarms}`
  );
}

async function main(): Promise<void> {
  const root = findRepoRoot();
  const labels = parseLabels(
    fs.readFileSync(path.join(__dirname, '../quality/labels.json'), 'utf8'),
  );
  const { sets } = blindSetsSchema.parse(
    JSON.parse(fs.readFileSync(path.join(__dirname, '../quality/blind-sets.json'), 'utf8')),
  );
  const only = process.argv.find((arg) => arg.startsWith('--only-days='))?.split('=')[1];
  const days = loadDays(labels, root);
  const counted: LoadedDay[] = only
    ? days.filter(({ day }) => only.split(',').includes(day.id))
    : days;
  const byPrompt = new Map(labels.prompts.map((entry) => [entry.prompt, entry]));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigia-replay-'));
  try {
    await withThrowawayPglite('replay', async (db) => {
      for (const { publications } of days) await storePublications(db, publications);
      const variants = ['without procedure words', 'with procedure words'] as const;
      const pooled = new Map<string, PromptRun[]>(variants.map((name) => [name, []]));
      for (const set of sets) {
        const old = await thesaurusAt(set.thesaurusCommit, root, dir);
        console.log(`set ${set.set} (${old.version}, ${set.prompts.length} prompts)`);
        for (const variant of variants) {
          const thesaurus: Thesaurus =
            variant === 'with procedure words'
              ? {
                  ...old,
                  version: `${old.version}+procedures`,
                  procedures: SPANISH_THESAURUS.procedures,
                }
              : old;
          const runs: PromptRun[] = [];
          for (const prompt of set.prompts) {
            const entry = byPrompt.get(prompt);
            if (!entry) throw new Error(`Blind prompt not labelled: ${prompt}`);
            const found = matchedIds(await promptEvidence(db, prompt, thesaurus), RANKING);
            runs.push(promptRun(entry, found, counted));
          }
          pooled.get(variant)?.push(...runs);
          console.log(`  ${variant.padEnd(24)} ${figures(evaluate(runs))}`);
        }
      }
      console.log(`all ${sets.length} sets`);
      for (const variant of variants) {
        console.log(`  ${variant.padEnd(24)} ${figures(evaluate(pooled.get(variant) ?? []))}`);
      }
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
