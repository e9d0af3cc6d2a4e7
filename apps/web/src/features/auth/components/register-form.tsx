import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@/lib/use-translation';
import { AFFILIATE_ERROR_TOAST_MS, ErrorCode } from '@lotto/contract';
import type { LoginValue, RegisterFieldName, RegisterSettings } from '@lotto/contract';
import { showToast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/error-texts';
import { activeLanguage } from '@/lib/i18n';
import { checkAffiliateCode } from '../api/check-affiliate';
import { registerByMobile, registerByUsername } from '../api/register';
import { useAgeAndTerms } from '../hooks/use-age-and-terms';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useCaptcha } from '../hooks/use-captcha';
import { useDialingCode } from '../hooks/use-dialing-code';
import { useRevalidateOnLanguageChange } from '../hooks/use-revalidate-on-language-change';
import { useSmsRequest } from '../hooks/use-sms-request';
import { askForSmsCode } from '../utils/ask-for-sms-code';
import { recommenderFromSearch, type RegisterTab } from '../utils/register-method';
import { buildRegisterPayload } from '../utils/register-payload';
import { buildRegisterSchema, registerFormFields } from '../utils/register-schema';
import type { RegisterFormValues } from '../utils/register-schema';
import { refusedAgeOrTerms } from '../utils/error-text';
import { MOBILE_DIGITS_KEY } from '../utils/field-issue-text';
import { AgeAndTermsFields } from './age-and-terms-fields';
import { AltchaBox } from './altcha-box';
import type { AltchaHandle } from './altcha-box';
import { CaptchaImage } from './captcha-image';
import { MobileInput } from './mobile-input';
import { SmsCodeButton } from './sms-code-button';
import { TextField } from './text-field';
import { SubmitButton } from '@/components/ui/submit-button';

/** How each field is typed on a phone: password managers and keyboards follow these. */
const inputProps: Partial<
  Record<
    RegisterFieldName,
    Pick<Parameters<typeof TextField>[0], 'type' | 'autoComplete' | 'inputMode'>
  >
> = {
  username: { autoComplete: 'username' },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password' },
  paymentPassword: { type: 'password', autoComplete: 'off', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  nickname: { autoComplete: 'nickname' },
  payeeName: { autoComplete: 'name' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  qqNum: { inputMode: 'numeric' },
  captcha: { autoComplete: 'off' },
};

interface RegisterFormProps {
  settings: RegisterSettings;
  tab: RegisterTab;
  /** §4: the typed number carries across a method switch. */
  carriedMobile: string;
  onMobileChange: (mobile: string) => void;
  /** §2.5 the affiliate code from the link, and whether the server accepted it. */
  linkAffiliate: { code: string; valid: boolean } | null;
  onRegistered: (value: LoginValue) => void;
}

/** §2.5, §4, §5 the registration form of one method, built from the server's field rules. */
export const RegisterForm = ({
  settings,
  tab,
  carriedMobile,
  onMobileChange,
  linkAffiliate,
  onRegistered,
}: RegisterFormProps) => {
  const { t } = useTranslation();
  const altcha = useRef<AltchaHandle>(null);
  const dialing = useDialingCode();
  const sms = useSmsRequest(altcha);
  const captcha = useCaptcha(settings.captcha);
  const hideAffiliate = linkAffiliate?.valid === true;
  const [recommender] = useState(() => recommenderFromSearch(location.search));
  const fields = useMemo(
    () => registerFormFields(settings, { tab, hideAffiliate }),
    [settings, tab, hideAffiliate],
  );
  const schema = useMemo(() => buildRegisterSchema(fields), [fields]);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: {
      ...Object.fromEntries(fields.map((f) => [f.name, ''])),
      mobileNum: carriedMobile,
      ...(linkAffiliate && !linkAffiliate.valid ? { affiliateCode: linkAffiliate.code } : {}),
      ...(recommender ? { recommenderId: recommender } : {}),
    },
  });
  const { register, formState, setError, setFocus, getValues, trigger } = form;
  useRevalidateOnLanguageChange(form);
  const formatKeys = useMemo(
    () => Object.fromEntries(fields.map((f) => [f.name, f.rule.messageKey])),
    [fields],
  );
  const { submitting, submit } = useAuthSubmit({
    form,
    formatKeys,
    altcha,
    ...(settings.captcha ? { captcha: { state: captcha, field: 'captcha' as const } } : {}),
  });
  const { refresh: refreshCaptcha } = captcha;
  // A field the player fixes loses its message; the other keeps its own until the next submit.
  const ageTerms = useAgeAndTerms(settings.minimumAge, { clearOnFix: true });

  useEffect(() => {
    if (settings.captcha) void refreshCaptcha();
  }, [settings.captcha, refreshCaptcha]);

  // §8: an invalid invitation code shows its error for 1 s and takes focus.
  const refuseAffiliateCode = useCallback(() => {
    showToast(
      'error',
      errorMessage(ErrorCode.INVALID_INVITATION_CODE, activeLanguage()),
      AFFILIATE_ERROR_TOAST_MS,
    );
    setError('affiliateCode', { message: 'validation.invitation_code' });
    setFocus('affiliateCode');
  }, [setError, setFocus]);

  // The code from the link, as soon as it is known to be invalid.
  useEffect(() => {
    if (linkAffiliate && !linkAffiliate.valid) refuseAffiliateCode();
  }, [linkAffiliate, refuseAffiliateCode]);

  const requestCode = () => askForSmsCode(form, dialing, sms.request, 'verificationCode');

  const onSubmit = async (values: RegisterFormValues) => {
    // §5: the age and the agreement before anything is sent.
    if (!(await ageTerms.check())) return;
    const altchaPayload = await (altcha.current as AltchaHandle).solve();
    const affiliateCode = hideAffiliate ? linkAffiliate?.code : values.affiliateCode?.trim();
    // §4, §5: an entered code is verified before registering.
    if (
      affiliateCode &&
      !hideAffiliate &&
      !(await checkAffiliateCode(affiliateCode, location.hostname))
    ) {
      refuseAffiliateCode();
      return;
    }
    const payload = buildRegisterPayload({
      values: { ...values, ...(affiliateCode ? { affiliateCode } : {}) },
      fields: fields.map((f) => f.name),
      altcha: altchaPayload,
      captchaId: captcha.captcha?.captchaId,
      countryDialingCode: dialing.dialingCode,
    });
    const { birthDate, agreeTerms } = ageTerms.values;
    const agreed = { ...(birthDate ? { birthDate } : {}), agreeTerms };
    const value = await (
      tab === 'mobileNum'
        ? registerByMobile({
            ...payload,
            ...agreed,
            mobileNum: payload.mobileNum ?? '',
            countryDialingCode: dialing.dialingCode,
            verificationCode: payload.verificationCode ?? '',
          })
        : registerByUsername({
            ...payload,
            ...agreed,
            username: payload.username ?? '',
            password: payload.password ?? '',
            confirmPassword: payload.confirmPassword ?? '',
          })
    ).catch((error: unknown) => {
      // The server's own check (the merchant's calendar) names these two fields too.
      const refused = refusedAgeOrTerms(error);
      if (refused.birthDate)
        refused.birthDate = birthDate ? 'register.too_young' : 'register.birth_date_required';
      ageTerms.refuse(refused);
      throw error;
    });
    onRegistered(value);
  };

  return (
    <form
      className="auth-form"
      // Rendered by the server for a visitor: see login-username-form.tsx.
      method="dialog"
      noValidate
      onSubmit={(e) => void submit(onSubmit)(e)}
      data-testid={`register-form-${tab}`}
    >
      {fields.map(({ name, rule }) => {
        const message = formState.errors[name]?.message;
        // §5 the merchant's digit count goes into its message.
        const error =
          message === MOBILE_DIGITS_KEY ? t(message, { digits: rule.digits ?? '' }) : message;
        const registration = register(name, {
          onChange:
            name === 'password'
              ? () => {
                  // §5: the password field re-checks the confirmation too.
                  if (getValues('confirmPassword')) void trigger('confirmPassword');
                }
              : name === 'mobileNum'
                ? (e: { target: { value: string } }) => onMobileChange(e.target.value)
                : undefined,
        });
        if (name === 'mobileNum')
          return (
            <MobileInput
              key={name}
              dialing={dialing}
              registration={registration}
              error={error}
              required={rule.required}
              testId="register-mobileNum"
            />
          );
        return (
          <TextField
            key={name}
            label={t(`register.field_${name}`)}
            registration={registration}
            required={rule.required}
            error={error}
            maxLength={rule.maxLength}
            testId={`register-${name}`}
            {...inputProps[name]}
            trailing={
              name === 'verificationCode' ? (
                <SmsCodeButton
                  seconds={sms.seconds}
                  busy={sms.busy || dialing.loading}
                  onRequest={() => void requestCode()}
                />
              ) : name === 'captcha' ? (
                <CaptchaImage captcha={captcha.captcha} onRefresh={() => void refreshCaptcha()} />
              ) : undefined
            }
          />
        );
      })}
      <AgeAndTermsFields
        values={ageTerms.values}
        errors={ageTerms.errors}
        minimumAge={settings.minimumAge}
        onChange={ageTerms.change}
      />
      <AltchaBox handleRef={altcha} />
      <SubmitButton pending={submitting} testId="register-submit">
        {submitting ? t('register.submitting') : t('register.submit')}
      </SubmitButton>
    </form>
  );
};
