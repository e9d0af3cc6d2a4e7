import { describe, expect, it } from 'vitest';
import { ageAndTermsErrors, ageFrom } from './age-and-terms';

describe('age confirmation and terms (issue 21, §5)', () => {
  const today = new Date(2026, 10, 25);
  it('counts full years', () => {
    expect(ageFrom('2008-11-25', today)).toBe(18);
    expect(ageFrom('2008-11-26', today)).toBe(17);
    expect(ageFrom('2008-02-30', today)).toBeNull();
  });
  it('names each field that is missing or under the age', () => {
    expect(ageAndTermsErrors({ birthDate: '', agreeTerms: false }, 18, today)).toEqual({
      birthDate: 'register.birth_date_required',
      agreeTerms: 'register.agree_required',
    });
    expect(ageAndTermsErrors({ birthDate: '2006-01-01', agreeTerms: true }, 21, today)).toEqual({
      birthDate: 'register.too_young',
    });
    expect(ageAndTermsErrors({ birthDate: '2030-01-01', agreeTerms: true }, 18, today)).toEqual({
      birthDate: 'register.birth_date_format',
    });
    expect(ageAndTermsErrors({ birthDate: '2000-01-01', agreeTerms: true }, 18, today)).toEqual({});
    expect(ageAndTermsErrors({ birthDate: '', agreeTerms: true }, 0, today)).toEqual({});
  });
});
