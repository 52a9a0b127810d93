import type { ThesaurusEntry } from './index';
import { withNarrower } from './narrower';

const electricity: ThesaurusEntry = {
  terms: ['electricidad', 'luz'],
  equivalents: ['energía eléctrica'],
  headings: ['Sector eléctrico'],
};
const solar: ThesaurusEntry = {
  terms: ['solar'],
  equivalents: ['fotovoltaica'],
  except: ['Sistema Solar'],
};
const renewables: ThesaurusEntry = { terms: ['renovables'], narrower: ['solar'] };
const energy: ThesaurusEntry = {
  terms: ['energía'],
  equivalents: ['energético'],
  narrower: ['electricidad', 'renovables'],
};

describe('narrower concepts', () => {
  it('takes in their terms, equivalents, headings and exceptions, all the way down', () => {
    const [broad] = withNarrower([energy, electricity, renewables, solar]);
    expect(broad?.terms).toEqual(['energía']);
    expect(broad?.equivalents).toEqual([
      'energético',
      'electricidad',
      'luz',
      'energía eléctrica',
      'renovables',
      'solar',
      'fotovoltaica',
    ]);
    expect(broad?.headings).toEqual(['Sector eléctrico']);
    expect(broad?.except).toEqual(['Sistema Solar']);
  });

  it('leaves the narrower concepts and the others as they are', () => {
    const entries = [energy, electricity, renewables, solar];
    const [, ...rest] = withNarrower(entries);
    expect(rest[0]).toBe(electricity);
    expect(rest[2]).toBe(solar);
    expect(rest[1]?.equivalents).toEqual(['solar', 'fotovoltaica']);
  });

  it('refuses a name no entry has, and a concept narrower than itself', () => {
    expect(() => withNarrower([{ terms: ['energía'], narrower: ['carbón'] }])).toThrow(
      "'energía' takes in unknown 'carbón'",
    );
    expect(() =>
      withNarrower([
        { terms: ['a'], narrower: ['b'] },
        { terms: ['b'], narrower: ['a'] },
      ]),
    ).toThrow("'a' is narrower than itself");
  });
});
