import { describe, expect, it } from 'vitest';
import type { MemberInfoValue } from '@lotto/contract';
import { offersLiveChat } from './live-chat';

const info = (type: number, labels: string[] = []): MemberInfoValue =>
  ({ type, memberLabel: labels.map((labelName) => ({ labelName })) }) as MemberInfoValue;

describe('the live chat gate (§2.12)', () => {
  it('needs CBS3, a member type other than 4 and no nochat label', () => {
    expect(offersLiveChat(true, info(0))).toBe(true);
    expect(offersLiveChat(false, info(0))).toBe(false);
    expect(offersLiveChat(true, info(4))).toBe(false);
    expect(offersLiveChat(true, info(1, ['vip', 'nochat']))).toBe(false);
    expect(offersLiveChat(true, undefined)).toBe(false);
  });
});
