import { z } from 'zod';
import { withFieldAliases } from './field-aliases';

const schema = withFieldAliases(z.object({ typeId: z.string(), name: z.string() }).strict(), {
  type_id: 'typeId',
  type: 'typeId',
});

describe('withFieldAliases', () => {
  it('reads an alias as its field when the field is absent', () => {
    expect(schema.parse({ type_id: 'boe', name: 'a' })).toEqual({ typeId: 'boe', name: 'a' });
    expect(schema.parse({ type: 'doga', name: 'a' })).toEqual({ typeId: 'doga', name: 'a' });
  });

  it('drops an alias that repeats its field, as the spec’s payloads do', () => {
    expect(schema.parse({ typeId: 'boe', type: 'boe', name: 'a' })).toEqual({
      typeId: 'boe',
      name: 'a',
    });
  });

  it('leaves an alias that contradicts its field for the strict schema to refuse', () => {
    const result = schema.safeParse({ typeId: 'boe', type: 'doga', name: 'a' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['type'] }),
    ]);
  });

  it('leaves anything but an object to the schema', () => {
    expect(schema.safeParse(['typeId']).success).toBe(false);
    expect(schema.safeParse(null).success).toBe(false);
  });
});
