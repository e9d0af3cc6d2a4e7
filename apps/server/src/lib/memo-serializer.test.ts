import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoSerializerCompiler } from './memo-serializer';

const schema = z.object({
  success: z.literal(true),
  value: z.object({ games: z.array(z.object({ name: z.string() })) }),
});
const compile = () =>
  memoSerializerCompiler({ schema, method: 'GET', url: '/games', httpStatus: '200' });

describe('memoSerializerCompiler', () => {
  it('writes what the contract serializer writes', () => {
    const serialize = compile();
    const value = { games: [{ name: 'Lucky Mango', extra: 'dropped by the schema' }] };
    expect(serialize({ success: true, value })).toBe(
      JSON.stringify({ success: true, value: { games: [{ name: 'Lucky Mango' }] } }),
    );
  });

  it('writes one answer object once, and a new object afresh', () => {
    const serialize = compile();
    const cached = { games: [{ name: 'Lucky Mango' }] };
    const first = serialize({ success: true, value: cached });
    // Cached answers are never changed in place; were one changed, the first JSON still stands.
    cached.games.push({ name: 'Golden Temple' });
    expect(serialize({ success: true, value: cached })).toBe(first);
    const fresh = { games: [{ name: 'Golden Temple' }] };
    expect(serialize({ success: true, value: fresh })).toContain('Golden Temple');
  });

  it('still refuses an answer that breaks the schema', () => {
    const serialize = compile();
    expect(() => serialize({ success: true, value: { games: [{ name: 7 }] } })).toThrow();
  });
});
