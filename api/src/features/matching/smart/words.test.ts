import { fold, foldedWords, inflections, singular } from './words';

describe('words as the index keeps them', () => {
  it('folds accents, ñ and case', () => {
    expect(fold('LICITACIÓN Año Pingüino')).toBe('licitacion ano pinguino');
  });

  it('keeps a code whole, with its hyphen or without, as the index does', () => {
    expect(foldedWords('Conservación de la autovía A-52, la AP-9 y la N-550')).toEqual([
      'conservacion',
      'de',
      'la',
      'autovia',
      'a52',
      'la',
      'ap9',
      'y',
      'la',
      'n550',
    ]);
    expect(foldedWords('a52')).toEqual(['a52']);
    expect(foldedWords('CV-500 y 2026-2027')).toEqual(['cv500', 'y', '2026', '2027']);
  });

  it('splits where the parser does, keeping enfermero/a whole', () => {
    expect(foldedWords('Enfermero/a, «Eclipse Solar» N-II')).toEqual([
      'enfermero/a',
      'eclipse',
      'solar',
      'n',
      'ii',
    ]);
  });

  it('takes plurals to the singular by the regular rules', () => {
    expect(singular('licitaciones')).toBe('licitacion');
    expect(singular('embajadores')).toBe('embajador');
    expect(singular('renovables')).toBe('renovable');
    expect(singular('luces')).toBe('luz');
    expect(singular('ayudas')).toBe('ayuda');
    expect(singular('crisis')).toBe('crisis');
    expect(singular('mes')).toBe('mes');
  });

  it('gives singular and plural together', () => {
    expect(inflections('carretera')).toEqual(['carretera', 'carreteras']);
    expect(inflections('expropiaciones')).toEqual(['expropiaciones', 'expropiacion']);
    expect(inflections('embajador')).toEqual(['embajador', 'embajadores']);
  });
});
