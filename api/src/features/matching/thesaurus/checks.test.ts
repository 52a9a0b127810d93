import { checkedEntries } from './checks';
import { SPANISH_THESAURUS } from './index';

describe('checking a thesaurus as it loads', () => {
  it('passes the Spanish thesaurus, split by domain', () => {
    expect(checkedEntries(SPANISH_THESAURUS.entries)).toHaveLength(
      SPANISH_THESAURUS.entries.length,
    );
  });

  it('refuses a term that names two entries, whatever its accents, case or number', () => {
    expect(() =>
      checkedEntries([{ terms: ['impuestos', 'tributos'] }, { terms: ['hacienda', 'Tributo'] }]),
    ).toThrow("Thesaurus: 'Tributo' is a term of both 'impuestos' and 'hacienda'");
  });

  it('refuses an entry without terms, or a term of stop words only', () => {
    expect(() => checkedEntries([{ terms: [] }])).toThrow('Thesaurus: an entry has no term');
    expect(() => checkedEntries([{ terms: ['agua', 'de la'] }])).toThrow(
      "Thesaurus: 'agua' has a term that says nothing: 'de la'",
    );
  });
});
