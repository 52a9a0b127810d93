import { requiredTopics } from './match-preview';

const model = { idfExponent: 4, minQuality: 0.5, minCoverage: 0.94 };

describe('the topics a preview candidate must hold', () => {
  it('are those weighing more than the share of the topics a match may miss', () => {
    // 'ayudas publicas': a distinctive topic and a generic word of 1 % of the weight.
    expect(requiredTopics([false, false], [99, 1], model)).toEqual([true, false]);
    // Two topics of even weight: missing either leaves half the coverage.
    expect(requiredTopics([false, false], [5, 5], model)).toEqual([true, true]);
  });

  it('leave names to their own rule, and weigh only the topics', () => {
    expect(requiredTopics([true, false, false], [1000, 94, 6], model)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('require nothing where every topic could be missed', () => {
    expect(requiredTopics([false], [3], { ...model, minCoverage: 0 })).toEqual([false]);
  });
});
