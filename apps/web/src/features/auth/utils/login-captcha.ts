import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { useCaptcha } from '../hooks/use-captcha';

/**
 * The captcha part of a login request: nothing while the server does not ask for one, else the
 * typed answer and the captcha's id. Null when one is asked and the field is empty: the field is
 * marked and focused, and the request is not sent. Shared by both login forms, each with a
 * `captcha` field.
 */
export function loginCaptchaOf<V extends FieldValues>(
  form: UseFormReturn<V>,
  captcha: ReturnType<typeof useCaptcha>,
  typed: string,
): { captcha?: string; captchaId?: string } | null {
  const field = 'captcha' as Path<V>;
  const answer = typed.trim();
  if (captcha.required && !answer) {
    form.setError(field, { message: 'validation.captcha' });
    form.setFocus(field);
    return null;
  }
  return captcha.required && captcha.captcha
    ? { captcha: answer, captchaId: captcha.captcha.captchaId }
    : {};
}
