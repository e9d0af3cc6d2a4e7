import { describe, expect, it } from 'vitest';
import type { RegisterSettings } from '@lotto/contract';
import { buildRegisterSchema, registerFormFields } from './register-schema';

const settings: RegisterSettings = {
  usernameRegistration: true,
  mobileRegistration: true,
  captcha: true,
  minimumAge: 18,
  fields: {
    username: {
      enabled: true,
      required: true,
      pattern: '^[a-z][a-z0-9]{5,15}$',
      messageKey: 'validation.account_format',
    },
    password: {
      enabled: true,
      required: true,
      minLength: 8,
      maxLength: 64,
      messageKey: 'validation.password_format',
    },
    confirmPassword: { enabled: true, required: true, messageKey: 'validation.confirm_mismatch' },
    mobileNum: {
      enabled: true,
      required: false,
      pattern: '^[0-9]{8,11}$',
      messageKey: 'validation.mobile_format',
    },
    verificationCode: {
      enabled: true,
      required: true,
      pattern: '^[0-9]{6}$',
      messageKey: 'validation.verification_code',
    },
    email: {
      enabled: true,
      required: false,
      maxLength: 255,
      messageKey: 'validation.email_format',
    },
    payeeName: {
      enabled: true,
      required: false,
      maxLength: 50,
      messageKey: 'validation.payee_name_format',
    },
    nickname: { enabled: false, required: true, messageKey: 'validation.name_format' },
    affiliateCode: {
      enabled: true,
      required: false,
      pattern: '^[A-Za-z0-9]{4,16}$',
      messageKey: 'validation.invitation_code',
    },
  },
};

const issues = (schema: ReturnType<typeof buildRegisterSchema>, values: Record<string, string>) => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const good = {
  username: 'lucky77',
  password: 'Secret-pass-1',
  confirmPassword: 'Secret-pass-1',
  mobileNum: '',
  email: '',
  payeeName: '',
  affiliateCode: '',
  captcha: 'ab12',
};

describe('register form from the server rules (§2.5, §5)', () => {
  it('puts enabled fields on the username form, never disabled ones or the SMS code', () => {
    const names = registerFormFields(settings, { tab: 'username', hideAffiliate: false }).map(
      (f) => f.name,
    );
    expect(names).toEqual([
      'username',
      'mobileNum',
      'password',
      'confirmPassword',
      'email',
      'payeeName',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('mobile method: number and code required, no username; a valid link code hides the field', () => {
    const fields = registerFormFields(settings, { tab: 'mobileNum', hideAffiliate: true });
    expect(fields.map((f) => f.name)).toEqual([
      'mobileNum',
      'verificationCode',
      'password',
      'confirmPassword',
      'email',
      'payeeName',
      'captcha',
    ]);
    expect(fields.find((f) => f.name === 'mobileNum')?.rule.required).toBe(true);
  });

  it('accepts a valid form and skips empty optional fields', () => {
    const schema = buildRegisterSchema(
      registerFormFields(settings, { tab: 'username', hideAffiliate: false }),
    );
    expect(issues(schema, good)).toEqual({});
  });

  it("gives each failing field its rule's message, and 'required' for an empty required one", () => {
    const schema = buildRegisterSchema(
      registerFormFields(settings, { tab: 'username', hideAffiliate: false }),
    );
    expect(
      issues(schema, {
        ...good,
        username: '7bad',
        mobileNum: '12',
        email: 'x'.repeat(256),
        affiliateCode: 'no!',
        captcha: '',
      }),
    ).toEqual({
      username: 'validation.account_format',
      mobileNum: 'validation.mobile_format',
      email: 'validation.email_format',
      affiliateCode: 'validation.invitation_code',
      captcha: 'validation.required',
    });
  });

  it('§5 a merchant with a digit count says "phone numbers of {0} digits"', () => {
    const withDigits: RegisterSettings = {
      ...settings,
      fields: {
        ...settings.fields,
        mobileNum: { ...settings.fields.mobileNum!, digits: 10 },
      },
    };
    const schema = buildRegisterSchema(
      registerFormFields(withDigits, { tab: 'username', hideAffiliate: false }),
    );
    expect(issues(schema, { ...good, mobileNum: '081234567' })).toEqual({
      mobileNum: 'validation.mobile_digits',
    });
    expect(issues(schema, { ...good, mobileNum: '08123456789' })).toEqual({
      mobileNum: 'validation.mobile_digits',
    });
    expect(issues(schema, { ...good, mobileNum: '0812345678' })).toEqual({});
  });

  it('checks the e-mail and payee real name formats in the app too (issue 16 defects 2, 11)', () => {
    const schema = buildRegisterSchema(
      registerFormFields(settings, { tab: 'username', hideAffiliate: false }),
    );
    expect(
      issues(schema, { ...good, email: 'not-an-address', payeeName: '<b>Bob</b>😀 OR 1=1' }),
    ).toEqual({
      email: 'validation.email_format',
      payeeName: 'validation.payee_name_format',
    });
    expect(issues(schema, { ...good, email: 'a@example.com', payeeName: 'สมชาย ใจดี' })).toEqual({});
  });

  it('keeps the server floor of 8 characters under a looser merchant rule', () => {
    const loose = {
      ...settings,
      fields: { ...settings.fields, password: { ...settings.fields.password!, minLength: 4 } },
    };
    const schema = buildRegisterSchema(
      registerFormFields(loose, { tab: 'username', hideAffiliate: false }),
    );
    expect(issues(schema, { ...good, password: 'abc12', confirmPassword: 'abc12' })).toEqual({
      password: 'validation.password_format',
    });
  });

  it('§5 confirm password: required says "incorrect password", then it must be equal', () => {
    const schema = buildRegisterSchema(
      registerFormFields(settings, { tab: 'username', hideAffiliate: false }),
    );
    expect(issues(schema, { ...good, confirmPassword: '' })).toEqual({
      confirmPassword: 'validation.incorrect_password',
    });
    expect(issues(schema, { ...good, confirmPassword: 'Secret-pass-2' })).toEqual({
      confirmPassword: 'validation.confirm_mismatch',
    });
  });
});
