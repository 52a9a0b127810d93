import { indexLexemes } from './index-lexemes';

describe('the lexemes the search index looks a signal up by', () => {
  it('drop weights and word order: the words of a phrase are required together', () => {
    expect(indexLexemes("('=impuesto':AC | '=impuestos':AC) <-> '=sobre':AC <-> '=renta':AC")).toBe(
      "('=impuesto' | '=impuestos') & '=sobre' & '=renta'",
    );
    expect(indexLexemes("'=a':A <2> '=b':B")).toBe("'=a' & '=b'");
  });

  it('leave out what an item must lack, and keep what it must hold', () => {
    expect(
      indexLexemes(
        "(('=carreteras':A | '=carretera':A)) & !(('=transporte' | '=transportes') <-> '=por' <-> '=carretera')",
      ),
    ).toBe("('=carreteras' | '=carretera')");
  });

  it('require nothing where an alternative requires nothing', () => {
    expect(indexLexemes("'=vigo':A | !'=ourense'")).toBeNull();
    expect(indexLexemes("!'=ourense'")).toBeNull();
  });

  it('keep prefixes and quotes inside a lexeme', () => {
    expect(indexLexemes("'super':*AB & 'it''s':D")).toBe("'super':* & 'it''s'");
    expect(indexLexemes("'it\\'s':A <-> 'a\\\\':B")).toBe("'it\\'s' & 'a\\\\'");
  });

  it('refuse a text that is not a tsquery', () => {
    expect(() => indexLexemes("'=vigo' &")).toThrow(/Unreadable tsquery/);
  });
});
