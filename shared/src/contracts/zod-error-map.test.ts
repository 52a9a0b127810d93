import { z } from 'zod';
import { zodErrorMap } from './zod-error-map';

function firstMessage(schema: z.ZodTypeAny, value: unknown): string | undefined {
  const result = schema.safeParse(value, { errorMap: zodErrorMap });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('zodErrorMap', () => {
  it("gives 'Required' for a missing value", () => {
    expect(firstMessage(z.object({ name: z.string() }), {})).toBe('Required');
  });

  it("gives 'Invalid input' for a value of the wrong type", () => {
    expect(firstMessage(z.string(), 42)).toBe('Invalid input');
  });

  it("gives 'Invalid input' for a value matching no branch of a union", () => {
    expect(firstMessage(z.union([z.literal('a'), z.number()]), true)).toBe('Invalid input');
  });

  it("gives 'Invalid input' for a failed refinement without its own message", () => {
    expect(
      firstMessage(
        z.string().refine((value) => value === 'ok'),
        'no',
      ),
    ).toBe('Invalid input');
  });

  it("gives 'Invalid date' for an invalid date", () => {
    expect(firstMessage(z.date(), new Date('not a date'))).toBe('Invalid date');
  });

  it("gives 'String must contain at least N character(s)' for a short string", () => {
    expect(firstMessage(z.string().min(3), 'ab')).toBe(
      'String must contain at least 3 character(s)',
    );
  });

  it("gives 'Number must be greater than or equal to N' for a small number", () => {
    expect(firstMessage(z.number().min(1), 0)).toBe('Number must be greater than or equal to 1');
  });

  it('keeps a message written in the schema', () => {
    expect(firstMessage(z.string().min(3, 'Name must be at least 3 characters'), 'ab')).toBe(
      'Name must be at least 3 characters',
    );
  });

  it('is installed globally when the contracts entry is imported', () => {
    jest.isolateModules(() => {
      const { z: isolatedZ } = jest.requireActual<typeof import('zod')>('zod');
      isolatedZ.setErrorMap((_issue, ctx) => ({ message: ctx.defaultError }));
      jest.requireActual('./index');
      const result = isolatedZ.string().safeParse(7);
      expect(result.success ? undefined : result.error.issues[0]?.message).toBe('Invalid input');
    });
  });
});
