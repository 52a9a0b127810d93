import type { PromptKind } from './labels';
import { evaluate, scorePrompt, totals, type PromptRun } from './scoring';

function run(prompt: string, kind: PromptKind, relevant: string[], found: string[]): PromptRun {
  return { prompt, kind, relevant: new Set(relevant), found: new Set(found) };
}

describe('scorePrompt', () => {
  it('splits what was found into true and false positives, and lists what was missed', () => {
    expect(scorePrompt(run('agua', 'everyday', ['a', 'b', 'c'], ['c', 'x', 'a']))).toEqual({
      prompt: 'agua',
      kind: 'everyday',
      truePositives: ['a', 'c'],
      falsePositives: ['x'],
      falseNegatives: ['b'],
    });
  });
});

describe('totals', () => {
  it('pools (prompt, item) pairs, so a prompt with many relevant items weighs more', () => {
    const scores = [
      // recall 1/4, precision 1/1
      scorePrompt(run('p1', 'everyday', ['a', 'b', 'c', 'd'], ['a'])),
      // recall 1/1, precision 1/3
      scorePrompt(run('p2', 'everyday', ['e'], ['e', 'y', 'z'])),
    ];
    expect(totals(scores)).toEqual({
      prompts: 2,
      relevant: 5,
      found: 4,
      truePositives: 2,
      falsePositives: 2,
      falseNegatives: 3,
      recall: 2 / 5,
      precision: 2 / 4,
    });
  });

  it('has no recall without relevant items and no precision without found ones', () => {
    const nothing = totals([scorePrompt(run('p', 'absent', [], []))]);
    expect(nothing.recall).toBeNull();
    expect(nothing.precision).toBeNull();
    const alarm = totals([scorePrompt(run('p', 'absent', [], ['x']))]);
    expect(alarm.recall).toBeNull();
    expect(alarm.precision).toBe(0);
  });
});

describe('evaluate', () => {
  const report = evaluate([
    run('oposiciones', 'everyday', ['a', 'b'], ['a', 'b', 'x']),
    run('impuestos', 'synonym', ['c', 'd', 'e', 'f'], ['c']),
    run('"parque eolico"', 'operator', ['g'], []),
    run('becas', 'absent', [], ['y', 'z']),
    run('loteria', 'absent', [], []),
    run('colegios', 'absent', [], ['w']),
  ]);

  it('sums every prompt into the overall figures, absent topics included', () => {
    expect(report.overall).toMatchObject({
      prompts: 6,
      relevant: 7,
      found: 7,
      truePositives: 3,
      falsePositives: 4,
      falseNegatives: 4,
    });
    expect(report.overall.recall).toBeCloseTo(3 / 7);
    expect(report.overall.precision).toBeCloseTo(3 / 7);
  });

  it('groups by kind in the order of PROMPT_KINDS, leaving out kinds without prompts', () => {
    expect(report.byKind.map((group) => group.kind)).toEqual([
      'everyday',
      'synonym',
      'operator',
      'absent',
    ]);
    const byKind = Object.fromEntries(report.byKind.map((group) => [group.kind, group.totals]));
    expect(byKind.everyday).toMatchObject({ recall: 1, precision: 2 / 3 });
    expect(byKind.synonym).toMatchObject({ recall: 1 / 4, precision: 1 });
    expect(byKind.operator).toMatchObject({ recall: 0, precision: null });
    expect(byKind.absent).toMatchObject({ prompts: 3, recall: null, precision: 0 });
  });

  it('counts every item found for an absent topic as a false alarm', () => {
    expect(report.absent).toEqual({ prompts: 3, falseAlarms: 3, promptsWithAlarms: 2 });
  });

  it('counts an absent topic only on the days where it has nothing relevant', () => {
    const perDay = evaluate([
      // Relevant 'a' on one day; absent on the day of 'x' and 'y', where it finds 'x'.
      { ...run('colegios', 'absent', ['a'], ['a', 'b', 'x']), absentOn: new Set(['x', 'y']) },
      // Relevant on every day scored: no absent topic here.
      { ...run('bomberos', 'absent', ['c'], ['d']), absentOn: new Set() },
    ]);
    expect(perDay.absent).toEqual({ prompts: 1, falseAlarms: 1, promptsWithAlarms: 1 });
    expect(perDay.overall).toMatchObject({
      truePositives: 1,
      falsePositives: 3,
      falseNegatives: 1,
    });
  });

  it('keeps each prompt with its own counts', () => {
    expect(report.perPrompt.map((score) => score.prompt)).toEqual([
      'oposiciones',
      'impuestos',
      '"parque eolico"',
      'becas',
      'loteria',
      'colegios',
    ]);
    expect(report.perPrompt[1]?.falseNegatives).toEqual(['d', 'e', 'f']);
  });
});
