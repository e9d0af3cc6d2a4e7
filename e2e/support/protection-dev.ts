import { expect, type Page } from '@playwright/test';
import type { ApiMember } from './session';

/** Issue 34's development routes: a member's protection clock moved without waiting. */
const devProtection = async (baseURL: string, m: ApiMember, path: string, body: object) => {
  const res = await fetch(`${baseURL}/dev/protection/${path}`, {
    method: 'POST',
    headers: {
      merchant: m.merchantCode,
      authorization: m.token,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.text()).toBe(200);
};

/** The session's login moved back (no 10 minutes of waiting for a reality check). */
export const loggedInFor = (baseURL: string, m: ApiMember, minutesAgo: number) =>
  devProtection(baseURL, m, 'sessionStart', { minutesAgo });

/** Today's time logged in (no 30 minutes of waiting for the session-time limit). */
export const useUpSessionTime = (baseURL: string, m: ApiMember, usedSeconds: number) =>
  devProtection(baseURL, m, 'sessionTime', { usedSeconds });

/** The reality check's words (web protection locales), which a game page outside the app shows too. */
export const realityCheckTexts = {
  th: { title: 'แจ้งเตือนเวลาเล่น', played: 'เวลาที่เล่นตั้งแต่เข้าสู่ระบบ: 0 ชม. 11 นาที' },
  en: { title: 'Reality check', played: 'Time played since you logged in: 0 h 11 min' },
} as const;

/** The page asks the server again when it comes back to the front (a phone woken up). */
export const backToFront = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
