import { markConcepts } from './highlight';

const concept = (label: string, expansions: string[] = []) => ({ label, expansions });

describe('markConcepts', () => {
  it('marks the words a concept names, in any form, accents and case aside', () => {
    expect(
      markConcepts('Anuncio de LICITACIÓN de obras en Vigo.', [
        concept('licitaciones'),
        concept('vigo'),
      ]),
    ).toBe('Anuncio de «LICITACIÓN» de obras en «Vigo».');
  });

  it('marks the equivalents a concept expanded to, and their families', () => {
    expect(
      markConcepts('Orden de ayudas para el tributo sanitario.', [
        concept('impuestos', ['tributos', 'fiscal']),
        concept('sanidad', ['sanitaria', 'salud']),
      ]),
    ).toBe('Orden de ayudas para el «tributo» «sanitario».');
  });

  it('leaves short look-alikes, stop words and everything else alone', () => {
    expect(
      markConcepts('Real Decreto de la Casa Real.', [concept('realidad'), concept('de')]),
    ).toBe('Real Decreto de la Casa Real.');
    expect(markConcepts('Sin conceptos.', [])).toBe('Sin conceptos.');
  });
});
