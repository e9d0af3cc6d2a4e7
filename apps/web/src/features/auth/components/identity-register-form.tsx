import type { IdentityRegistrationValue, LoginValue } from '@lotto/contract';
import { SubmitButton } from '@/components/ui/submit-button';
import { showToast } from '@/components/ui/toast-store';
import { activeLanguage } from '@/lib/i18n';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { useTranslation } from '@/lib/use-translation';
import { registerByIdentity } from '../api/identity-sign-in';
import { useAgeAndTerms } from '../hooks/use-age-and-terms';
import { apiErrorText, refusedAgeOrTerms } from '../utils/error-text';
import { AgeAndTermsFields } from './age-and-terms-fields';

interface Props {
  pending: IdentityRegistrationValue;
  onRegistered: (value: LoginValue) => void;
}

/**
 * A first sign-in by an identity provider: the merchant's registration rules still ask the age
 * and the terms (§5) before the member is created.
 */
export const IdentityRegisterForm = ({ pending, onRegistered }: Props) => {
  const { t } = useTranslation();
  const ageTerms = useAgeAndTerms(pending.minimumAge);
  const { pending: submitting, guard } = useSingleSubmit();

  const onSubmit = guard(async () => {
    if (!(await ageTerms.check())) return;
    const { values } = ageTerms;
    try {
      onRegistered(
        await registerByIdentity({
          registration: pending.registration,
          agreeTerms: values.agreeTerms,
          ...(values.birthDate ? { birthDate: values.birthDate } : {}),
        }),
      );
    } catch (error) {
      const text = await apiErrorText(error, activeLanguage(), t('error.unknown'));
      ageTerms.refuse(refusedAgeOrTerms(error));
      showToast('error', text);
    }
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      data-testid="identity-register-form"
    >
      <h2 className="auth-page__subtitle">{t('identity.register_title')}</h2>
      <p className="auth-form__hint">{t('identity.register_hint')}</p>
      <AgeAndTermsFields
        values={ageTerms.values}
        errors={ageTerms.errors}
        minimumAge={pending.minimumAge}
        onChange={ageTerms.change}
      />
      <SubmitButton pending={submitting} testId="identity-register-submit">
        {t('identity.register_submit')}
      </SubmitButton>
    </form>
  );
};
