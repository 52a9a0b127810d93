import { z } from 'zod';

// Input hygiene shared by every request schema (issue 22): text without control characters or
// lone surrogates (the database refuses them, and they are never what a person typed), bounded
// nesting, bounded paging, web links that can only be links.

/** Nesting of a whole request body (or query) that the api accepts. */
export const REQUEST_MAX_DEPTH = 32;
/** Nesting of a free-form `metadata` or `filters` object. */
export const METADATA_MAX_DEPTH = 8;
/** The last page a list answers; far beyond any real list, well inside the database's numbers. */
export const MAX_PAGE = 100_000;
export const URL_MAX_LENGTH = 2048;

export const inputMessages = {
  controlCharacters: 'El texto no puede contener caracteres de control', // not from the spec
  invalidUnicode: 'El texto contiene caracteres Unicode no válidos', // not from the spec
  tooDeep: (max: number) => `Los datos no pueden anidarse más de ${max} niveles`, // not from the spec
  pageTooLarge: `La página no puede ser mayor que ${MAX_PAGE}`, // not from the spec
  webLink: 'El enlace debe empezar por http:// o https://', // not from the spec
} as const;

/** C0 and C1 controls and DEL, except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Every control character: a single-line value has no tab or line break either. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a text cannot be accepted, or null. `multiline` texts may hold tabs and line breaks. */
export function textProblem(text: string, { multiline = false } = {}): string | null {
  if ((multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(text)) {
    return inputMessages.controlCharacters;
  }
  if (LONE_SURROGATE.test(text)) return inputMessages.invalidUnicode;
  return null;
}

/** `schema` (a string by default) refusing control characters and lone surrogates. */
export function cleanText<T extends z.ZodType<string, z.ZodTypeDef, string>>(
  schema: T,
  options: { multiline?: boolean } = {},
) {
  return schema.superRefine((value, ctx) => {
    const problem = textProblem(value, options);
    if (problem) ctx.addIssue({ code: z.ZodIssueCode.custom, message: problem });
  });
}

/** A single-line string without control characters or lone surrogates. */
export const lineSchema = cleanText(z.string().max(1000));

/** `_t`, the client's cache-buster: any short clean value, ignored. */
export const cacheBusterSchema = cleanText(z.string().max(100)).optional();

export interface InputIssue {
  code: 'custom';
  path: (string | number)[];
  message: string;
}

/**
 * What is wrong in a parsed JSON value (a body, a query, path parameters): text with control
 * characters (tab and line breaks allowed) or lone surrogates, in values and keys, and nesting
 * past `maxDepth`. Walks iteratively, so a value nested a million levels deep is no danger.
 * At most `limit` issues.
 */
export function inputIssues(
  value: unknown,
  maxDepth = REQUEST_MAX_DEPTH,
  limit = 10,
): InputIssue[] {
  const issues: InputIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0 && issues.length < limit) {
    const { value: current, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    if (typeof current === 'string') {
      const problem = textProblem(current, { multiline: true });
      if (problem) issues.push({ code: 'custom', path, message: problem });
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (path.length >= maxDepth) {
      issues.push({ code: 'custom', path, message: inputMessages.tooDeep(maxDepth) });
      continue;
    }
    const entries: [string | number, unknown][] = Array.isArray(current)
      ? current.map((item, index): [number, unknown] => [index, item])
      : Object.entries(current);
    for (const [key, item] of entries) {
      const keyProblem = typeof key === 'string' ? textProblem(key) : null;
      if (keyProblem) issues.push({ code: 'custom', path: [...path, key], message: keyProblem });
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return issues.slice(0, limit);
}

/** A free-form JSON object (`metadata`, `filters`) of clean text, at most `maxDepth` deep. */
export function jsonObjectSchema(maxDepth = METADATA_MAX_DEPTH) {
  return z.record(z.unknown()).superRefine((value, ctx) => {
    for (const issue of inputIssues(value, maxDepth)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: issue.path, message: issue.message });
    }
  });
}

/** `?page=`: a whole number from 1 to MAX_PAGE (`1e20` is a whole number, and far too many). */
export const pageSchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE, inputMessages.pageTooLarge)
  .default(1);

/** Whether `value` is an absolute http(s) URL: never `javascript:`, `data:` or the like. */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** `value` when it is an http(s) URL, else null: what a link may point at. */
export function webUrlOrNull(value: unknown): string | null {
  return typeof value === 'string' && isWebUrl(value) ? value : null;
}

/** An absolute http(s) URL. */
export const webUrlSchema = z
  .string()
  .max(URL_MAX_LENGTH)
  .refine((value) => !CONTROL_IN_LINE.test(value) && isWebUrl(value), inputMessages.webLink);
