import { serializerCompiler } from 'fastify-type-provider-zod';

type RouteSchema = Parameters<typeof serializerCompiler>[0];

const valueOf = (data: unknown): unknown =>
  data !== null && typeof data === 'object' && 'value' in data ? data.value : undefined;

/**
 * The contract's serializer (each answer checked against its schema, then stringified), written
 * once per answer object. An answer from a cache (a page of the game list, hot games, the vendor
 * order …) is one object shared by every request until the cache lets it go, and cached answers
 * are never changed in place; so its JSON is reused while the object lives, instead of being
 * checked and written again for each request. An answer built for one request is a new object and
 * goes the ordinary way. The envelope around `value` is the same for every 200 answer.
 */
export const memoSerializerCompiler = (route: RouteSchema) => {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data: unknown): string => {
    const value = valueOf(data);
    if (value === null || typeof value !== 'object') return serialize(data);
    let json = written.get(value);
    if (json === undefined) {
      json = serialize(data);
      written.set(value, json);
    }
    return json;
  };
};
