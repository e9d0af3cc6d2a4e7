/** Full years from a YYYY-MM-DD birth date to `today` (the birthday itself counts), or null. */
export const ageFrom = (birthDate: string, today: Date): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const at = new Date(Date.UTC(y, mo - 1, d));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d)
    return null;
  const [ty, tm, td] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return ty - y - (tm < mo || (tm === mo && td < d) ? 1 : 0);
};

export interface AgeAndTermsValues {
  birthDate: string;
  agreeTerms: boolean;
}

export type AgeAndTermsErrors = Partial<Record<keyof AgeAndTermsValues, string>>;

/**
 * §5: the birth date (when the merchant asks an age) and the agreement, checked before
 * the form is sent; the server checks both again in the merchant's calendar. Answers locale keys.
 */
export const ageAndTermsErrors = (
  values: AgeAndTermsValues,
  minimumAge: number,
  today = new Date(),
): AgeAndTermsErrors => {
  const errors: AgeAndTermsErrors = {};
  if (minimumAge > 0 || values.birthDate) {
    const age = values.birthDate ? ageFrom(values.birthDate, today) : null;
    if (!values.birthDate) errors.birthDate = 'register.birth_date_required';
    else if (age === null || age < 0) errors.birthDate = 'register.birth_date_format';
    else if (age < minimumAge) errors.birthDate = 'register.too_young';
  }
  if (!values.agreeTerms) errors.agreeTerms = 'register.agree_required';
  return errors;
};
