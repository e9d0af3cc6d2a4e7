import { useCallback, useEffect } from 'react';
import type { BaseSyntheticEvent, RefObject } from 'react';
import type { FieldErrors, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { ErrorCode } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { activeLanguage } from '@/lib/i18n';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import type { AltchaHandle } from '../components/altcha-box';
import { apiErrorText, apiFieldIssues, asksForCaptcha, isCaptchaError } from '../utils/error-text';
import { fieldIssueMessage } from '../utils/field-issue-text';
import { focusFirstInvalid } from '../utils/focus-first-invalid';
import type { useCaptcha } from './use-captcha';

interface AuthSubmitOptions<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** The form's own format message per field, for a server 'format' code. */
  formatKeys?: Partial<Record<Path<V>, string>>;
  /** §4: after a failure the human-verification challenge is reset (where one was sent). */
  altcha?: RefObject<AltchaHandle | null>;
  /** The captcha and its field: a new image empties the field (§4). */
  captcha?: { state: ReturnType<typeof useCaptcha>; field: Path<V> };
}

/**
 * The block every auth form shares (login by password and by SMS, register, forgot password by
 * SMS and by e-mail): one submit at a time, and after a failure the §8 error tip in the player's
 * language, each refused field's message under it in that language, the first of them focused in
 * view, the human verification reset, and a new captcha on any captcha error or when asked.
 */
export const useAuthSubmit = <V extends FieldValues>({
  form,
  formatKeys,
  altcha,
  captcha,
}: AuthSubmitOptions<V>) => {
  const { t } = useTranslation();
  const { pending: submitting, guard } = useSingleSubmit();
  const { setError, setValue, getValues } = form;
  const captchaId = captcha?.state.captcha?.captchaId;
  const captchaField = captcha?.field;

  useEffect(() => {
    if (captchaField && captchaId)
      setValue(captchaField, '' as PathValue<V, Path<V>>, { shouldValidate: false });
  }, [captchaId, captchaField, setValue]);

  const fail = useCallback(
    async (error: unknown, formElement: HTMLFormElement | null = null) => {
      const text = await apiErrorText(error, activeLanguage(), t('error.unknown'));
      showToast('error', text);
      // A refusal of its own (a taken username, an expired or a wrong captcha) reads as the
      // catalogue says under its field; bad input as the field's own rule.
      const refusal = error instanceof ApiError && error.code !== ErrorCode.BAD_REQUEST;
      const own = new Set(Object.keys(getValues()));
      const issues = Object.entries(apiFieldIssues(error)).filter(([field]) => own.has(field));
      for (const [field, issue] of issues)
        setError(field as Path<V>, {
          message: refusal ? text : fieldIssueMessage(t, issue, formatKeys?.[field as Path<V>]),
        });
      if (captcha && isCaptchaError(error)) setError(captcha.field, { message: text });
      if (issues.length > 0 || (captcha && isCaptchaError(error)))
        focusFirstInvalid(formElement, issues.map(([field]) => field).concat(captcha?.field ?? []));
      if (altcha) void altcha.current?.reset().catch(() => undefined);
      if (captcha && (asksForCaptcha(error) || isCaptchaError(error) || captcha.state.required))
        await captcha.state.requireCaptcha();
    },
    [t, getValues, setError, formatKeys, altcha, captcha],
  );

  /** The form's onSubmit: checks, then `action`; a throw goes to `fail`. */
  const submit = (action: (values: V) => Promise<void>) =>
    guard((event: BaseSyntheticEvent) => {
      const formElement =
        event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
      const onValid = async (values: V) => {
        try {
          await action(values);
        } catch (error) {
          await fail(error, formElement);
        }
      };
      const onInvalid = (errors: FieldErrors<V>) =>
        focusFirstInvalid(formElement, Object.keys(errors));
      return form.handleSubmit(onValid, onInvalid)(event);
    });

  return { submitting, submit, fail };
};
