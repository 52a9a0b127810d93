import { z } from 'zod';

/**
 * The generic validation messages of the spec (§8), whatever zod's own defaults become. A message
 * given in a schema still wins over this map.
 */
export const zodErrorMap: z.ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return {
        message: issue.received === z.ZodParsedType.undefined ? 'Required' : 'Invalid input',
      };
    case z.ZodIssueCode.invalid_union:
    case z.ZodIssueCode.invalid_arguments:
    case z.ZodIssueCode.invalid_return_type:
    case z.ZodIssueCode.custom:
      return { message: 'Invalid input' };
    case z.ZodIssueCode.invalid_date:
      return { message: 'Invalid date' };
    case z.ZodIssueCode.too_small:
      if (issue.type === 'string' && issue.inclusive && !issue.exact) {
        return { message: `String must contain at least ${issue.minimum} character(s)` };
      }
      if (issue.type === 'number' && issue.inclusive && !issue.exact) {
        return { message: `Number must be greater than or equal to ${issue.minimum}` };
      }
      return { message: ctx.defaultError };
    default:
      return { message: ctx.defaultError };
  }
};

export function installZodErrorMap(): void {
  z.setErrorMap(zodErrorMap);
}
