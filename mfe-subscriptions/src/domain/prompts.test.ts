import {
  SUBSCRIPTION_DESCRIPTION_MAX,
  SUBSCRIPTION_NAME_MAX,
  subscriptionCreateRequestSchema,
} from '@vigia/shared/contracts';
import {
  PROMPT_PREVIEW_LENGTH,
  cleanPromptsForCreate,
  cutAtWord,
  deriveSubscriptionDescription,
  deriveSubscriptionName,
  isLongPrompt,
  promptPreview,
  validateEditedPrompt,
  validateNewPrompt,
  validatePromptsForSave,
} from './prompts';

describe('cleanPromptsForCreate', () => {
  it('trims each prompt and drops the blank ones', () => {
    expect(cleanPromptsForCreate(['  contratos  ', '', '   ', 'dragado'])).toEqual({
      ok: true,
      value: ['contratos', 'dragado'],
    });
  });

  it("says 'Please enter at least one search term' when nothing is left", () => {
    expect(cleanPromptsForCreate(['', '  \t '])).toEqual({
      ok: false,
      error: 'Please enter at least one search term',
      index: 0,
    });
    expect(cleanPromptsForCreate([])).toMatchObject({
      error: 'Please enter at least one search term',
    });
  });

  it('refuses a repeated prompt (ignoring case and spaces), pointing at the repeat', () => {
    expect(cleanPromptsForCreate(['Obras', 'dragado', ' obras '])).toEqual({
      ok: false,
      error: 'Duplicate prompt: This prompt already exists',
      index: 2,
    });
  });

  it('refuses more than 3 prompts', () => {
    expect(cleanPromptsForCreate(['a', 'b', '', 'c', 'd'])).toEqual({
      ok: false,
      error: 'Maximum of 3 prompts allowed',
      index: 4,
    });
  });

  it('refuses a prompt over the abuse guard', () => {
    expect(cleanPromptsForCreate(['x'.repeat(2001)])).toMatchObject({ ok: false, index: 0 });
  });

  it('refuses a prompt of more words than the api takes, in Spanish', () => {
    expect(cleanPromptsForCreate(['vigo', Array(31).fill('obras').join(' ')])).toEqual({
      ok: false,
      error: 'Una búsqueda puede tener como máximo 30 palabras: divídela en búsquedas más cortas',
      index: 1,
    });
    expect(validateNewPrompt(Array(31).fill('obras').join(' '), [])).toMatchObject({ ok: false });
    expect(validateEditedPrompt(Array(31).fill('obras').join(' '), ['a'], 0)).toMatchObject({
      ok: false,
      index: 0,
    });
  });
});

describe('validateNewPrompt', () => {
  it('trims the new prompt', () => {
    expect(validateNewPrompt('  becas  ', ['obras'])).toEqual({ ok: true, value: 'becas' });
  });

  it("says 'Invalid prompt: Prompt cannot be empty' for a blank one", () => {
    expect(validateNewPrompt('   ', [])).toEqual({
      ok: false,
      error: 'Invalid prompt: Prompt cannot be empty',
    });
  });

  it("says 'Duplicate prompt: This prompt already exists' for one already there", () => {
    expect(validateNewPrompt('OBRAS ', ['obras'])).toEqual({
      ok: false,
      error: 'Duplicate prompt: This prompt already exists',
    });
  });

  it("says 'Maximum of 3 prompts allowed' when there are 3 already", () => {
    expect(validateNewPrompt('cuarto', ['a', 'b', 'c'])).toEqual({
      ok: false,
      error: 'Maximum of 3 prompts allowed',
    });
  });
});

describe('validateEditedPrompt', () => {
  const prompts = ['obras', 'dragado', 'becas'];

  it('accepts the prompt unchanged or in another case (it is not its own twin)', () => {
    expect(validateEditedPrompt('Dragado ', prompts, 1)).toEqual({ ok: true, value: 'Dragado' });
  });

  it('refuses an empty text', () => {
    expect(validateEditedPrompt(' ', prompts, 1)).toEqual({
      ok: false,
      error: 'Invalid prompt: Prompt cannot be empty',
      index: 1,
    });
  });

  it('refuses the text of another prompt', () => {
    expect(validateEditedPrompt('becas', prompts, 0)).toEqual({
      ok: false,
      error: 'Duplicate prompt: This prompt already exists',
      index: 0,
    });
  });
});

describe('validatePromptsForSave', () => {
  it("refuses an empty list with 'Validation Error: At least one prompt is required.'", () => {
    expect(validatePromptsForSave([])).toEqual({
      ok: false,
      error: 'Validation Error: At least one prompt is required.',
    });
    expect(validatePromptsForSave(['  '])).toMatchObject({ ok: false });
  });

  it('accepts 1 to 3 prompts', () => {
    expect(validatePromptsForSave(['a', ' b '])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(validatePromptsForSave(['a', 'b', 'c', 'd'])).toEqual({
      ok: false,
      error: 'Maximum of 3 prompts allowed',
    });
  });
});

describe('promptPreview and isLongPrompt', () => {
  it('keeps a prompt of up to 100 characters whole', () => {
    const prompt = 'a'.repeat(PROMPT_PREVIEW_LENGTH);
    expect(promptPreview(prompt)).toEqual({ text: prompt, isCut: false });
  });

  it("cuts a longer prompt at 100 characters and adds '...'", () => {
    const prompt = `${'b'.repeat(100)}cola`;
    expect(promptPreview(prompt)).toEqual({ text: `${'b'.repeat(100)}...`, isCut: true });
  });

  it('never splits a character made of two code units', () => {
    const prompt = '🏛'.repeat(101);
    expect(promptPreview(prompt).text).toBe(`${'🏛'.repeat(100)}...`);
  });

  it('hints at splitting only over 500 characters', () => {
    expect(isLongPrompt('x'.repeat(500))).toBe(false);
    expect(isLongPrompt('x'.repeat(501))).toBe(true);
  });
});

describe('derived name and description', () => {
  it('names the subscription after the type and the first prompt', () => {
    expect(deriveSubscriptionName('BOE', ['licitaciones de obras', 'dragado'])).toBe(
      'BOE: licitaciones de obras',
    );
    expect(deriveSubscriptionDescription('BOE', ['licitaciones de obras', 'dragado'])).toBe(
      'Avisos de BOE para: licitaciones de obras, dragado',
    );
  });

  it("cuts a long name after a whole word, with '…'", () => {
    const name = deriveSubscriptionName('DOGA', [
      'subvenciones para la rehabilitación de viviendas en el rural gallego',
    ]);
    expect(name).toBe('DOGA: subvenciones para la rehabilitación de…');
    expect(name.length).toBeLessThanOrEqual(SUBSCRIPTION_NAME_MAX);
  });

  it('cuts a single long word where it must', () => {
    expect(cutAtWord('x'.repeat(80), 50)).toBe(`${'x'.repeat(49)}…`);
  });

  it('is valid for the creation schema whatever the type name and prompts', () => {
    const typeNames = ['BOE', 'DOGA', '', ' ', 'X', 'Diário Oficial da Galiza ✓', 'ñ'.repeat(80)];
    const promptSets = [
      [],
      ['a'],
      ['Señales 🚦 de tráfico'],
      ['  espacios   y\nsaltos\tde línea  '],
      ['x'.repeat(500)],
      ['palabra'.repeat(40), 'otra'.repeat(60), 'más'],
      ['á'.repeat(499) + ' fin', 'e\u0301'.repeat(120), '🏛'.repeat(250)],
      [`${'a '.repeat(30)}b`, ',,,, ;;; ::::', 'último término con acentos: ñ, ü, ç'],
    ];
    for (const typeName of typeNames) {
      for (const prompts of promptSets) {
        const name = deriveSubscriptionName(typeName, prompts);
        const description = deriveSubscriptionDescription(typeName, prompts);
        const parsed = subscriptionCreateRequestSchema.safeParse({
          name,
          description,
          typeId: 'boe',
          prompts: ['válido'],
        });
        expect({ typeName, prompts, issues: parsed.error?.issues ?? [] }).toEqual({
          typeName,
          prompts,
          issues: [],
        });
        expect(name.length).toBeLessThanOrEqual(SUBSCRIPTION_NAME_MAX);
        expect(description.length).toBeLessThanOrEqual(SUBSCRIPTION_DESCRIPTION_MAX);
        expect(name).not.toMatch(/[\uD800-\uDBFF]…$/);
      }
    }
  });
});
