import { expect, type Page } from '@playwright/test';

/** A Thai national number (0812345678) as the server stores and addresses it (+66812345678). */
export const e164 = (national: string) => `+66${national.replace(/^0/, '')}`;

/** The newest SMS code sent to a number (other than `previous`), from the development outbox. */
export const smsCode = async (page: Page, national: string, previous = ''): Promise<string> => {
  let code = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(
        `/dev/outbox?channel=sms&recipient=${encodeURIComponent(e164(national))}`,
      );
      const body = (await res.json()) as { value: { body: string }[] };
      code = body.value[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code === previous ? '' : code;
    })
    .not.toBe('');
  return code;
};
