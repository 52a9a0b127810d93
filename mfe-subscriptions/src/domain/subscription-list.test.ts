import {
  filterSubscriptions,
  frequencyLabel,
  matchesListFilters,
  pageCount,
  promptBadgeText,
} from './subscription-list';

const subscriptions = [
  { id: '1', name: 'Licitaciones Vigo', description: 'Obras del puerto', typeId: 'boe' },
  { id: '2', name: 'Ayudas', description: 'Subvenciones agrarias en GALICIA', typeId: 'doga' },
  { id: '3', name: 'Pisos', description: 'Subastas de inmuebles', typeId: 'real-estate' },
];
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe('promptBadgeText', () => {
  it('keeps a term of up to 5 words as it is', () => {
    expect(promptBadgeText('contratos')).toBe('contratos');
    expect(promptBadgeText('uno dos tres cuatro cinco')).toBe('uno dos tres cuatro cinco');
  });

  it("cuts after 5 words and adds '...'", () => {
    expect(promptBadgeText('uno dos tres cuatro cinco seis siete')).toBe(
      'uno dos tres cuatro cinco...',
    );
  });

  it('counts words, not spaces', () => {
    expect(promptBadgeText('  uno   dos\ttres  ')).toBe('uno dos tres');
  });
});

describe('frequencyLabel', () => {
  it.each([
    ['immediate', 'Every time'],
    ['hourly', 'Hourly'],
    ['daily', 'Daily'],
    ['weekly', 'Weekly'],
    ['monthly', 'Monthly'],
    ['fortnightly', 'Custom'],
    ['', 'Custom'],
    ['toString', 'Custom'],
  ])('%s is %s', (value, label) => {
    expect(frequencyLabel(value)).toBe(label);
  });
});

describe('list search and source filter', () => {
  it('matches the name or the description, ignoring case', () => {
    expect(ids(filterSubscriptions(subscriptions, { search: 'vigo' }))).toEqual(['1']);
    expect(ids(filterSubscriptions(subscriptions, { search: 'galicia' }))).toEqual(['2']);
    expect(ids(filterSubscriptions(subscriptions, { search: 'SUB' }))).toEqual(['2', '3']);
    expect(ids(filterSubscriptions(subscriptions, { search: '  ' }))).toEqual(['1', '2', '3']);
  });

  it('ignores accents on either side', () => {
    const accented = [{ id: 'a', name: 'Ayudas a niños', description: 'Educación', typeId: 'boe' }];
    expect(ids(filterSubscriptions(accented, { search: 'ninos' }))).toEqual(['a']);
    expect(ids(filterSubscriptions(accented, { search: 'EDUCACIÓN' }))).toEqual(['a']);
    expect(ids(filterSubscriptions(accented, { search: 'educacíon' }))).toEqual(['a']);
    expect(ids(filterSubscriptions(accented, { search: 'nine' }))).toEqual([]);
  });

  it("filters by source: 'all', an exact source, or 'other' for every other type", () => {
    expect(ids(filterSubscriptions(subscriptions, { source: 'all' }))).toEqual(['1', '2', '3']);
    expect(ids(filterSubscriptions(subscriptions, { source: 'boe' }))).toEqual(['1']);
    expect(ids(filterSubscriptions(subscriptions, { source: 'doga' }))).toEqual(['2']);
    expect(ids(filterSubscriptions(subscriptions, { source: 'other' }))).toEqual(['3']);
  });

  it('needs both to match', () => {
    expect(matchesListFilters(subscriptions[1], { search: 'ayudas', source: 'boe' })).toBe(false);
    expect(matchesListFilters(subscriptions[1], { search: 'ayudas', source: 'doga' })).toBe(true);
  });
});

describe('pageCount', () => {
  it('is at least 1 and rounds up', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
  });
});
