import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '@lotto/contract';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { get, movableClock, operatorsOfRoles, post } from './ops.test-support';

describe('the owner manages operators', () => {
  let t: TestApp;
  const clock = movableClock();
  let tokens: Map<OperatorRole, string>;
  const idOf = async (username: string) =>
    (
      (await get(t, '/ops/operators', tokens.get('owner'))).json().value.list as {
        id: number;
        username: string;
      }[]
    ).find((o) => o.username === username)!.id;
  beforeAll(async () => {
    t = await buildTestApp(undefined, { clock: clock.clock });
    ({ tokens } = await operatorsOfRoles(t, clock, ['owner', 'content', 'support']));
  });
  afterAll(() => t.close());

  it('changes a role: the next call of that operator is judged by the new one', async () => {
    const support = tokens.get('support')!;
    expect((await get(t, '/ops/content', support)).statusCode).toBe(403);
    const id = await idOf('op_support');
    const res = await post(
      t,
      '/ops/operators/update',
      { id, role: 'content' },
      tokens.get('owner'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ role: 'content', status: 'active' });
    expect((await get(t, '/ops/content', support)).statusCode).toBe(200);
    expect((await get(t, '/ops/members?username=a', support)).statusCode).toBe(403);
  });

  it('disables an operator: their sessions end and sign-in is refused; enables again', async () => {
    const content = tokens.get('content')!;
    expect((await get(t, '/ops/me', content)).statusCode).toBe(200);
    const id = await idOf('op_content');
    const res = await post(t, '/ops/operators/update', { id, disabled: true }, tokens.get('owner'));
    expect(res.json().value.status).toBe('disabled');
    expect((await get(t, '/ops/me', content)).statusCode).toBe(401);
    const log = await get(t, '/ops/audit?action=operator.update', tokens.get('owner'));
    expect(log.json().value.list[0]).toMatchObject({
      targetId: String(id),
      before: { status: 'active' },
      after: { status: 'disabled', sessionsEnded: 1 },
    });
    const back = await post(
      t,
      '/ops/operators/update',
      { id, disabled: false },
      tokens.get('owner'),
    );
    expect(back.json().value.status).toBe('active');
  });

  it('refuses an owner disabling or demoting themselves, other roles, unknown ids', async () => {
    const owner = tokens.get('owner')!;
    const self = await idOf('owner1');
    const off = await post(t, '/ops/operators/update', { id: self, disabled: true }, owner);
    expect(off.statusCode).toBe(400);
    expect(off.json().value.fields).toHaveProperty('disabled');
    const demote = await post(t, '/ops/operators/update', { id: self, role: 'support' }, owner);
    expect(demote.json().value.fields).toHaveProperty('role');
    expect((await post(t, '/ops/operators/update', { id: 999_999 }, owner)).statusCode).toBe(404);
    const bad = await post(t, '/ops/operators/update', { id: self, role: 'boss' }, owner);
    expect(bad.json().value.fields).toHaveProperty('role');
    expect(
      (await post(t, '/ops/operators/update', { id: self, role: 'owner' }, tokens.get('support')))
        .statusCode,
    ).toBe(403);
  });
});
