import { z } from 'zod';

/**
 * Bounds every input of the contract shares, so that nothing the database cannot hold reaches it
 * (an int4 column given 2^31 or a text column given NUL would answer 500).
 */

/** The largest value of a PostgreSQL `integer` (int4) column: record ids, counts. */
export const INT4_MAX = 2_147_483_647;

/**
 * Characters no name, address, code or password may hold: C0 controls (NUL among them, which
 * PostgreSQL text refuses), DEL, C1 controls, the line and paragraph separators, the bidi
 * embeddings, overrides and isolates (they reorder what an operator reads), and lone surrogates
 * (not encodable as UTF-8). Joiners stay: emoji and several scripts need them.
 */
export const PLAIN_TEXT_PATTERN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]*$/u;

/**
 * The one string schema every text input starts from: a string with no control characters, and
 * messages naming the field. Callers add their length bound and pattern.
 */
export const text = (field: string, typeMessage = `${field} must be text`) =>
  z
    .string({ error: typeMessage })
    .regex(PLAIN_TEXT_PATTERN, `${field} must not contain control characters`);

/** A scalar of an input schema, with the path of its field. */
export interface InputLeaf {
  path: string;
  kind: 'string' | 'number' | 'boolean' | 'other';
  schema: z.ZodType;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  element?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every scalar an input schema takes, through objects, optionals, defaults, unions, pipes and
 * arrays: what the bound checks and the fuzz test walk, so no field is forgotten.
 */
export function inputLeaves(schema: z.ZodType, path = ''): InputLeaf[] {
  const def = defOf(schema);
  const at = (key: string) => (path ? `${path}.${key}` : key);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([k, v]) => inputLeaves(v, at(k)));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return def.innerType ? inputLeaves(def.innerType, path) : [];
    case 'pipe':
      return def.in ? inputLeaves(def.in, path) : [];
    case 'union':
      return (def.options ?? []).flatMap((o) => inputLeaves(o, path));
    case 'intersection':
      return [def.left, def.right].flatMap((s) => (s ? inputLeaves(s, path) : []));
    case 'array':
      return def.element ? inputLeaves(def.element, `${path}[]`) : [];
    case 'string':
    case 'number':
    case 'boolean':
      return [{ path, kind: def.type, schema }];
    default:
      return [{ path, kind: 'other', schema }];
  }
}
