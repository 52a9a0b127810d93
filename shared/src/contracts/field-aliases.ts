import { z } from 'zod';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameValue(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A request schema that also reads the other names the spec gives some of its fields
 * (`{ type_id: 'typeId' }`, alias → field). An alias stands for its field when the field is
 * absent, and is dropped when it repeats the field's value; one that contradicts its field is
 * left in place for the (strict) schema to refuse. What the schema gives, and what the OpenAPI
 * document shows, names the fields only.
 */
export function withFieldAliases<T extends z.ZodTypeAny>(
  schema: T,
  aliases: Readonly<Record<string, string>>,
) {
  return z.preprocess((raw) => {
    if (!isRecord(raw)) return raw;
    const value = { ...raw };
    for (const [alias, field] of Object.entries(aliases)) {
      if (!Object.hasOwn(value, alias)) continue;
      if (value[field] === undefined) value[field] = value[alias];
      else if (!sameValue(value[field], value[alias])) continue;
      delete value[alias];
    }
    return value;
  }, schema);
}
