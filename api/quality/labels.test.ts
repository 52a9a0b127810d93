import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/paths';
import { dayProblems, loadDays } from './days';
import { labelProblems, labelsSchema, parseLabels, PROMPT_KINDS, type Labels } from './labels';

const raw = fs.readFileSync(path.join(__dirname, 'labels.json'), 'utf8');

describe('labels.json', () => {
  const labels = parseLabels(raw);

  it('is well formed: known kinds, nothing twice, absent topics absent somewhere', () => {
    expect(labelProblems(labels)).toEqual([]);
  });

  it('labels the publications of its days: each day parses to the items read, each id is one', () => {
    expect(dayProblems(labels, loadDays(labels, findRepoRoot()))).toEqual([]);
  });

  it('labels at least 30 prompts, with every kind of prompt', () => {
    expect(labels.prompts.length).toBeGreaterThanOrEqual(30);
    expect(new Set(labels.prompts.map((entry) => entry.kind))).toEqual(new Set(PROMPT_KINDS));
  });

  it('labels ids shaped as their source gives them', () => {
    const shapes = { boe: /^BOE-[AB]-\d{4}-\d+$/, doga: /^[A-Za-z0-9-]+$/ };
    const sourceOf = new Map(labels.days.map((day) => [day.id, day.source]));
    for (const entry of labels.prompts) {
      for (const [dayId, ids] of Object.entries(entry.relevant)) {
        const source = sourceOf.get(dayId);
        expect(source).toBeDefined();
        for (const id of ids) expect(id).toMatch(shapes[source ?? 'boe']);
      }
    }
  });
});

describe('labelProblems', () => {
  const valid: Labels = {
    days: [{ id: 'd1', source: 'boe', file: 'boe/x.json', items: 2 }],
    prompts: [
      { prompt: 'agua', kind: 'everyday', domain: 'water', relevant: { d1: ['BOE-A-2018-1'] } },
      { prompt: 'becas', kind: 'absent', domain: 'education', relevant: { d1: [] } },
    ],
  };
  const withPrompts = (prompts: Labels['prompts']): Labels => ({ ...valid, prompts });

  it('accepts consistent labels', () => {
    expect(labelProblems(valid)).toEqual([]);
  });

  it('finds duplicates, unknown days, prompts labelled on none and kinds that contradict the labels', () => {
    const [agua, becas] = valid.prompts as [Labels['prompts'][0], Labels['prompts'][0]];
    expect(
      labelProblems(
        withPrompts([
          agua,
          agua,
          { ...becas, relevant: { d1: ['BOE-A-2018-2'] } },
          { ...agua, prompt: 'pesca', relevant: { d1: [] } },
          { ...agua, prompt: 'vivienda', relevant: { d2: ['BOE-A-2018-3', 'BOE-A-2018-3'] } },
          { ...agua, prompt: 'ruido', relevant: {} },
        ]),
      ),
    ).toEqual([
      "prompt 'agua' is labelled twice",
      "prompt 'becas' is of kind 'absent' but has relevant items on every day",
      "prompt 'pesca' has no relevant item: its kind should be 'absent'",
      "prompt 'vivienda' labels unknown day 'd2'",
      "prompt 'vivienda' lists BOE-A-2018-3 twice on 'd2'",
      "prompt 'ruido' is labelled on no day",
      "prompt 'ruido' has no relevant item: its kind should be 'absent'",
    ]);
  });

  it('accepts an absent topic with relevant items on some days, not on all', () => {
    const d2 = { ...valid.days[0]!, id: 'd2' };
    const [agua, becas] = valid.prompts as [Labels['prompts'][0], Labels['prompts'][0]];
    const twoDays = (relevant: Record<string, string[]>): Labels => ({
      days: [...valid.days, d2],
      prompts: [
        { ...agua, relevant: { ...agua.relevant, d2: [] } },
        { ...becas, relevant },
      ],
    });
    expect(labelProblems(twoDays({ d1: [], d2: ['BOE-A-2018-2'] }))).toEqual([]);
    expect(labelProblems(twoDays({ d1: ['BOE-A-2018-1'], d2: ['BOE-A-2018-2'] }))).toEqual([
      "prompt 'becas' is of kind 'absent' but has relevant items on every day",
    ]);
  });

  it('finds a legacy BOE format on a day of another source', () => {
    const doga = { id: 'd1', source: 'doga', file: 'x.rss', items: 2 } as const;
    expect(labelProblems({ ...valid, days: [{ ...doga, format: 'boe-legacy-xml' }] })).toEqual([
      "day 'd1' is of format 'boe-legacy-xml' but of source 'doga'",
    ]);
  });

  it('refuses kinds outside the allowed set', () => {
    const parsed = labelsSchema.safeParse({
      ...valid,
      prompts: [{ ...valid.prompts[0], kind: 'clever' }],
    });
    expect(parsed.success).toBe(false);
  });
});
