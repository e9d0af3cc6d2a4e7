import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  IDEMPOTENCY_KEY_HEADER,
  saveMemberLevelBody,
  type OpsMemberLevelValue,
} from '@lotto/contract';
import { renderConsole, stubOps } from '../testing/render-console';
import { MemberLevelsPage } from './levels';

const level = (rank: number, code: string, threshold: string): OpsMemberLevelValue => ({
  id: rank + 1,
  code,
  nameEn: code.toUpperCase(),
  nameTh: `ระดับ ${code}`,
  rank,
  thresholdKind: 'deposits',
  threshold,
  periodDays: 30,
  rebateBasisPoints: 50,
  withdrawDailyMax: null,
  withdrawDailyCount: 5,
  birthdayReward: '100.0000',
  levelUpReward: '50.0000',
  rewardKind: 'bonus',
  bonusTurnoverMultiple: 3,
  active: true,
  members: 12,
});
const silver = level(0, 'silver', '1000.0000');
const gold = level(1, 'gold', '5000.0000');

const refused = (field: string, message: string) =>
  new Response(
    JSON.stringify({
      success: false,
      code: 'BAD_REQUEST',
      message: `${field}: ${message}`,
      value: { fields: { [field]: message } },
    }),
    { status: 400, headers: { 'content-type': 'application/json' } },
  );

describe('member levels in the console', () => {
  it('lists the levels, edits one, saves the body the server reads, and shows a refusal under its field', async () => {
    let saves = 0;
    const requests = stubOps((r) => {
      if (r.method === 'POST') {
        saves += 1;
        if (saves === 1) return refused('threshold', 'must be below the next level (5000)');
        return { ...silver, threshold: '2000.0000' };
      }
      return { list: [silver, gold] };
    });
    renderConsole(<MemberLevelsPage />, undefined, 'content');
    expect(await screen.findByText('SILVER / ระดับ silver')).toBeTruthy();
    expect(screen.getByText('GOLD / ระดับ gold')).toBeTruthy();
    expect(screen.getByText('1000 deposits / 30 d')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    const form = await screen.findByTestId('level-form');
    const threshold = within(form).getByRole('textbox', { name: /^Threshold\W*$/ });
    // The stored amount as the operator types it back.
    expect((threshold as HTMLInputElement).value).toBe('1000');
    fireEvent.change(threshold, { target: { value: '6000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const message = await within(form).findByText('must be below the next level (5000)');
    expect(threshold.getAttribute('aria-invalid')).toBe('true');
    expect(threshold.getAttribute('aria-describedby')).toBe(message.id);
    expect(within(form).queryByRole('alert')).toBeNull();

    fireEvent.change(threshold, { target: { value: '2000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByTestId('level-form')).toBeNull());
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET')).toHaveLength(2));

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts.map((p) => p.url.pathname)).toEqual([
      '/ops/engagement/levels',
      '/ops/engagement/levels',
    ]);
    expect(posts[1]!.body).toEqual({
      id: 1,
      code: 'silver',
      nameEn: 'SILVER',
      nameTh: 'ระดับ silver',
      rank: 0,
      thresholdKind: 'deposits',
      threshold: '2000',
      periodDays: 30,
      rebateBasisPoints: 50,
      withdrawDailyMax: null,
      withdrawDailyCount: 5,
      birthdayReward: '100',
      levelUpReward: '50',
      rewardKind: 'bonus',
      bonusTurnoverMultiple: 3,
      active: true,
    });
    expect(saveMemberLevelBody.safeParse(posts[1]!.body).success).toBe(true);
    expect(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
  });

  it('shows a refusal that names no field above the fields', async () => {
    stubOps((r) =>
      r.method === 'POST'
        ? new Response(
            JSON.stringify({ success: false, code: 'CONFLICT', message: 'code is taken' }),
            { status: 409, headers: { 'content-type': 'application/json' } },
          )
        : { list: [silver] },
    );
    renderConsole(<MemberLevelsPage />, undefined, 'owner');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('level-form');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('code is taken');
  });

  it('offers no editing to a role that only reads levels', async () => {
    stubOps(() => ({ list: [silver] }));
    renderConsole(<MemberLevelsPage />, undefined, 'support');
    await screen.findByText('SILVER / ระดับ silver');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New level' })).toBeNull();
  });
});
