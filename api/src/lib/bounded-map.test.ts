import { BoundedMap } from './bounded-map';

describe('BoundedMap', () => {
  it('drops the entry set longest ago once full; setting a key again makes it the newest', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });

  it('keeps nothing with no capacity', () => {
    const map = new BoundedMap<string, number>(0);
    map.set('a', 1);
    expect(map.size).toBe(0);
  });
});
