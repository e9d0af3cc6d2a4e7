import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import {
  ErrorCode,
  FieldIssueCode,
  opsMemberDetail,
  opsMemberSetPayeeName,
  opsUpdateMerchantSettings,
} from '@lotto/contract';
import en from '../locales/en.json';
import th from '../locales/th.json';
import { stubOps } from '../testing/render-console';
import { i18nProvider } from './i18n-provider';
import { opsCall } from './ops-client';
import { messageOf } from './ops-list';

/** The server's refusal as the envelope it sends. */
const refusal = (status: number, body: unknown) =>
  stubOps(
    () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );

const failure = async (call: Promise<unknown>) => {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
};

afterEach(() => i18nProvider.changeLocale('en'));

describe("a server refusal in the operator's language (issue 31)", () => {
  it('reads a known code from the Thai locale, the server’s English kept beside it', async () => {
    await i18nProvider.changeLocale('th');
    refusal(404, { success: false, value: null, code: 'NOT_FOUND', message: 'No such member' });
    const err = await failure(opsCall(opsMemberDetail, { query: { id: 9 } }));
    expect(err.message).toBe(th.console.errors.codes.NOT_FOUND);
    expect(messageOf(err)).toBe('ไม่พบข้อมูล อาจถูกลบไปแล้ว');
    expect((err.body as { serverMessage?: string }).serverMessage).toBe('No such member');
  });

  it("words each refused field by its issue code, with the issue's figures", async () => {
    await i18nProvider.changeLocale('th');
    refusal(400, {
      success: false,
      code: 'BAD_REQUEST',
      message: 'Please check the highlighted fields (payeeName, memberId)',
      value: {
        fields: { payeeName: 'Too big: expected string to have <=64 characters', memberId: 'x' },
        fieldCodes: {
          payeeName: { code: 'too_long', params: { max: 64 } },
          memberId: { code: 'required' },
        },
      },
    });
    const err = await failure(
      opsCall(opsMemberSetPayeeName, { body: { memberId: 1, payeeName: 'x'.repeat(65) } }),
    );
    expect(err.body.errors).toEqual({
      payeeName: 'ยาวได้ไม่เกิน 64 ตัวอักษร',
      memberId: 'กรุณากรอกช่องนี้',
    });
    expect(err.message).toBe(th.console.errors.codes.BAD_REQUEST);
  });

  it("words each refused field in the console's English, not zod's default words", async () => {
    refusal(400, {
      success: false,
      code: 'BAD_REQUEST',
      message: 'Please check the highlighted fields (payeeName, memberId)',
      value: {
        fields: {
          payeeName: 'Too big: expected string to have <=64 characters',
          memberId: 'Invalid input: expected number, received undefined',
        },
        fieldCodes: {
          payeeName: { code: 'too_long', params: { max: 64 } },
          memberId: { code: 'required' },
        },
      },
    });
    const err = await failure(
      opsCall(opsMemberSetPayeeName, { body: { memberId: 1, payeeName: 'x'.repeat(65) } }),
    );
    expect(err.body.errors).toEqual({
      payeeName: 'At most 64 characters',
      memberId: 'Required',
    });
  });

  it("words a service's refusal by its own issue code, and a generic one by the refusal's code", async () => {
    await i18nProvider.changeLocale('th');
    refusal(400, {
      success: false,
      code: 'BAD_REQUEST',
      message: 'username: is not an agent of this merchant',
      value: {
        fields: { username: 'is not an agent of this merchant' },
        fieldCodes: { username: { code: FieldIssueCode.not_agent } },
      },
    });
    const notAgent = await failure(opsCall(opsMemberDetail, { query: { id: 9 } }));
    expect(notAgent.body.errors).toEqual({ username: 'สมาชิกนี้ไม่ใช่ตัวแทน' });
    refusal(404, {
      success: false,
      code: 'NOT_FOUND',
      message: 'id: no such level',
      value: { fields: { id: 'no such level' }, fieldCodes: { id: { code: 'invalid' } } },
    });
    const missing = await failure(opsCall(opsMemberDetail, { query: { id: 9 } }));
    expect(missing.body.errors).toEqual({ id: 'ไม่พบข้อมูล อาจถูกลบไปแล้ว' });
  });

  it("keeps the server's own English words for an English operator", async () => {
    refusal(404, { success: false, value: null, code: 'NOT_FOUND', message: 'No such member' });
    const err = await failure(opsCall(opsMemberDetail, { query: { id: 9 } }));
    expect(err.message).toBe('No such member');
  });

  it("falls back to the server's message for a code the console does not know", async () => {
    await i18nProvider.changeLocale('th');
    refusal(418, { success: false, value: null, code: 'TEAPOT', message: 'I am a teapot' });
    const err = await failure(opsCall(opsMemberDetail, { query: { id: 9 } }));
    expect(err.message).toBe('I am a teapot');
  });

  it('never shows a body that is not an envelope', async () => {
    await i18nProvider.changeLocale('th');
    stubOps(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const err = await failure(opsCall(opsMemberDetail, { query: { id: 9 } }));
    expect(err.message).toBe('ทำรายการไม่สำเร็จ (502)');
  });

  it('has an English and a Thai text for every error code of the contract', () => {
    const codes = Object.values(ErrorCode);
    const english = en.console.errors.codes as Record<string, string>;
    const thai = th.console.errors.codes as Record<string, string>;
    expect(codes.filter((code) => !english[code] || !thai[code])).toEqual([]);
    expect(codes.filter((code) => thai[code] === english[code])).toEqual([]);
  });

  it('has an English and a Thai text for every field issue code of the contract', () => {
    const codes = Object.values(FieldIssueCode);
    const english = en.console.errors.fields as Record<string, string>;
    const thai = th.console.errors.fields as Record<string, string>;
    expect(codes.filter((code) => !english[code] || !thai[code])).toEqual([]);
  });

  it("words a setting's range, address and choice in Thai, not as a value that is not valid", async () => {
    await i18nProvider.changeLocale('th');
    refusal(400, {
      success: false,
      code: 'BAD_REQUEST',
      message: 'Please check the highlighted fields',
      value: {
        fields: {
          'config.money.withdraw.dailyCount': 'Too big: expected number to be <=100',
          'config.links.help': 'Invalid URL',
          'config.region.unknown': 'Invalid option: expected one of "allow"|"block"',
          'config.register.minimumAge': 'Too small: expected number to be >0',
        },
        fieldCodes: {
          'config.money.withdraw.dailyCount': { code: 'max_value', params: { max: 100 } },
          'config.links.help': { code: 'url' },
          'config.region.unknown': { code: 'choice' },
          'config.register.minimumAge': { code: 'more_than', params: { min: 0 } },
        },
      },
    });
    const err = await failure(
      opsCall(opsUpdateMerchantSettings, { body: { version: 1, config: {} as never } }),
    );
    expect(err.body.errors).toEqual({
      'config.money.withdraw.dailyCount': 'ต้องไม่เกิน 100',
      'config.links.help': 'ต้องเป็นที่อยู่เว็บ (https://…)',
      'config.region.unknown': 'ต้องเลือกจากตัวเลือกที่มี',
      'config.register.minimumAge': 'ต้องมากกว่า 0',
    });
  });
});
