import { describe, expect, it } from 'vitest';
import { INT4_MAX, inputLeaves } from './input-bounds';
import { operations } from './operations';

const leaves = operations.flatMap((op) =>
  (['query', 'body'] as const).flatMap((part) => {
    const schema = op[part];
    return schema
      ? inputLeaves(schema).map((leaf) => ({
          ...leaf,
          name: `${op.operationId} ${part}.${leaf.path}`,
        }))
      : [];
  }),
);

describe('every input of the contract is bounded (issue 14)', () => {
  it('finds the fields of every operation', () => {
    expect(leaves.length).toBeGreaterThan(100);
    expect(leaves.map((l) => l.name)).toContain('register body.payeeName');
    expect(leaves.map((l) => l.name)).toContain('markAnnouncementRead body.announcementId');
  });

  it.each(leaves.filter((l) => l.kind === 'string').map((l) => [l.name, l] as const))(
    '%s refuses control characters and has a length bound',
    (_name, leaf) => {
      for (const bad of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u202eb', 'a\ud800b'])
        expect(leaf.schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(leaf.schema.safeParse('a'.repeat(100_000)).success).toBe(false);
    },
  );

  it.each(leaves.filter((l) => l.kind === 'number').map((l) => [l.name, l] as const))(
    '%s stays within a 32-bit column',
    (_name, leaf) => {
      for (const bad of [INT4_MAX + 1, 2 ** 53 - 1, -(INT4_MAX + 2), 1.5, Number.NaN])
        expect(leaf.schema.safeParse(bad).success, String(bad)).toBe(false);
    },
  );
});
