import { splitHighlights } from './highlights';

describe('splitHighlights', () => {
  it('separates the marked words from the rest, without the marks', () => {
    expect(splitHighlights('Obras del «faro» de «Vigo».')).toEqual([
      { text: 'Obras del ', marked: false },
      { text: 'faro', marked: true },
      { text: ' de ', marked: false },
      { text: 'Vigo', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('joins neighbouring marked words and keeps unmatched marks as text', () => {
    expect(splitHighlights('«Cuerpo»«Maestros» y « suelto')).toEqual([
      { text: 'CuerpoMaestros', marked: true },
      { text: ' y « suelto', marked: false },
    ]);
    expect(splitHighlights('')).toEqual([]);
    expect(splitHighlights('sin marcas')).toEqual([{ text: 'sin marcas', marked: false }]);
  });
});
