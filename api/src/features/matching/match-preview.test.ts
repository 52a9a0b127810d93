import { matchFloor } from './match-preview';

const model = { idfExponent: 4, minQuality: 0.5, minCoverage: 0.94 };

describe('what a publication must hold to match a prompt', () => {
  it('is every name group, and topics weighing the share of their weight a match must cover', () => {
    // 'ayudas publicas': the distinctive topic alone covers enough, the generic word alone does not.
    const floor = matchFloor([false, false], [99, 1], model);
    expect(floor.names).toBe(0);
    expect(99).toBeGreaterThanOrEqual(floor.covered);
    expect(1).toBeLessThan(floor.covered);
    // Names count apart from the topics' weight.
    expect(matchFloor([true, false, false], [1000, 94, 6], model).names).toBe(1);
    expect(94).toBeGreaterThanOrEqual(
      matchFloor([true, false, false], [1000, 94, 6], model).covered,
    );
  });

  it('is a hair under the exact minimum, so that rounding never drops an item that matches', () => {
    const floor = matchFloor([false, false], [5, 5], model);
    expect(floor.covered).toBeLessThan(0.94 * 10);
    expect(floor.covered).toBeGreaterThan(0.94 * 10 * (1 - 1e-5));
  });

  it('asks no topic of a prompt of names only', () => {
    expect(matchFloor([true], [3], model)).toEqual({ names: 1, covered: 0 });
  });
});
