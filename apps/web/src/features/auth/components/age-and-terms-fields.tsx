import { useId } from 'react';
import { paths } from '@/config/paths';
import { Link } from '@/lib/router';
import { useTranslation } from '@/lib/use-translation';
import type { AgeAndTermsErrors, AgeAndTermsValues } from '../utils/age-and-terms';
import '../messages';

interface Props {
  values: AgeAndTermsValues;
  errors: AgeAndTermsErrors;
  minimumAge: number;
  onChange: (values: AgeAndTermsValues) => void;
}

/** §5: the birth date (where the merchant asks an age) and agreeing to the terms. */
export const AgeAndTermsFields = ({ values, errors, minimumAge, onChange }: Props) => {
  const { t } = useTranslation();
  const id = useId();
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      {minimumAge > 0 ? (
        <div className={`field ${errors.birthDate ? 'field--error' : ''}`}>
          <label className="field__label" htmlFor={`${id}-birth`}>
            {t('register.birth_date')}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </label>
          <div className="field__control">
            <input
              id={`${id}-birth`}
              className="field__input"
              type="date"
              required
              max={today}
              autoComplete="bday"
              value={values.birthDate}
              onChange={(e) => onChange({ ...values, birthDate: e.currentTarget.value })}
              aria-invalid={errors.birthDate ? true : undefined}
              aria-describedby={errors.birthDate ? `${id}-birth-error` : undefined}
              data-testid="register-birthDate"
            />
          </div>
          {errors.birthDate ? (
            <p
              className="field__error"
              id={`${id}-birth-error`}
              data-testid="register-birthDate-error"
            >
              {t(errors.birthDate, { age: minimumAge })}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={`field ${errors.agreeTerms ? 'field--error' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.agreeTerms}
            onChange={(e) => onChange({ ...values, agreeTerms: e.currentTarget.checked })}
            aria-invalid={errors.agreeTerms ? true : undefined}
            aria-describedby={errors.agreeTerms ? `${id}-terms-error` : undefined}
            data-testid="register-agreeTerms"
          />
          <span>{t('register.agree_terms')}</span>
        </label>
        <p className="auth-form__hint">
          <Link className="text-link" to={paths.userAgreement} data-testid="register-terms-link">
            {t('register.terms_link')}
          </Link>
        </p>
        {errors.agreeTerms ? (
          <p
            className="field__error"
            id={`${id}-terms-error`}
            data-testid="register-agreeTerms-error"
          >
            {t(errors.agreeTerms)}
          </p>
        ) : null}
      </div>
    </>
  );
};
