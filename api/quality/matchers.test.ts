import { anyWordQuery } from './matchers';

describe('anyWordQuery', () => {
  it('joins the words with OR, without quotes, the OR keyword or excluded words', () => {
    expect(anyWordQuery('ayudas para reformar la casa')).toBe(
      'ayudas or para or reformar or la or casa',
    );
    expect(anyWordQuery('"parque eolico"')).toBe('parque or eolico');
    expect(anyWordQuery('vivienda OR alquiler')).toBe('vivienda or alquiler');
    expect(anyWordQuery('subvenciones -formacion')).toBe('subvenciones');
  });
});
