import type { Publication } from '../src/features/publications/publication';
import { promptRun, type LoadedDay } from './days';
import type { LabelledPrompt } from './labels';

function loaded(id: string, externalIds: string[]): LoadedDay {
  const publication = (externalId: string): Publication => ({
    source: 'boe',
    externalId,
    title: externalId,
    section: '',
    department: '',
    epigraph: null,
    issue: '',
    publishedOn: '2017-10-02',
    urlHtml: `https://www.boe.es/diario_boe/txt.php?id=${externalId}`,
    urlPdf: null,
  });
  return {
    day: { id, source: 'boe', file: `${id}.json`, items: externalIds.length },
    publications: externalIds.map(publication),
  };
}

describe('promptRun', () => {
  const d1 = loaded('d1', ['a', 'b']);
  const d2 = loaded('d2', ['x', 'y']);
  const colegios: LabelledPrompt = {
    prompt: 'colegios',
    kind: 'absent',
    domain: 'education',
    relevant: { d1: ['a'], d2: [] },
  };
  const found = new Set(['a', 'b', 'x']);

  it('scores every day given: their labels, and the absent topic on the days without any', () => {
    expect(promptRun(colegios, found, [d1, d2])).toEqual({
      prompt: 'colegios',
      kind: 'absent',
      relevant: new Set(['a']),
      found: new Set(['a', 'b', 'x']),
      absentOn: new Set(['x', 'y']),
    });
  });

  it('leaves out the days the prompt is not labelled on', () => {
    const d3 = loaded('d3', ['z']);
    expect(promptRun(colegios, new Set(['a', 'z']), [d1, d3])).toEqual({
      prompt: 'colegios',
      kind: 'absent',
      relevant: new Set(['a']),
      found: new Set(['a']),
      absentOn: new Set(),
    });
  });

  it('scores one day alone: only what was found among its publications', () => {
    expect(promptRun(colegios, found, [d1])).toMatchObject({
      relevant: new Set(['a']),
      found: new Set(['a', 'b']),
      absentOn: new Set(),
    });
    expect(promptRun(colegios, found, [d2])).toMatchObject({
      relevant: new Set(),
      found: new Set(['x']),
      absentOn: new Set(['x', 'y']),
    });
  });
});
