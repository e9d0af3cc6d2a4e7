import { expect, type Page } from '@playwright/test';

/** The answer of the captcha on screen (non-production /dev/captcha). */
export const captchaAnswer = async (page: Page): Promise<string> => {
  const image = page.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-captcha-id', /.+/);
  const id = await image.getAttribute('data-captcha-id');
  const res = await page.request.get(`/dev/captcha?captchaId=${id}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: { answer: string } }).value.answer;
};
