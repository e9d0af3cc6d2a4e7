import type { ErrorCode } from './errors';
import type { Language } from './enums';

type Catalogue = Partial<Record<ErrorCode, string>>;

/**
 * The §8 catalogue texts the server puts in `message`, in the caller's language (th and en in
 * full; other languages fall back to en). The client shows `message` as it is (§8 error tip).
 */
const en: Catalogue = {
  BAD_REQUEST: 'Please check the highlighted fields',
  UNAUTHORIZED: 'Not logged in, please log in first',
  SESSION_EXPIRED: 'Your account was logged out, please log in again',
  FORBIDDEN: 'Your account has no permission, or this feature is temporarily unavailable',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many attempts, please try again later',
  MAINTENANCE: 'The platform is under maintenance',
  REGION_RESTRICTED: 'Access is restricted in your location or network',
  BUSY: 'The system is upgrading or busy, please try again later',
  INTERNAL: 'Unknown error',
  WRONG_CREDENTIALS: 'Account or password is wrong',
  CAPTCHA_REQUIRED: 'Please enter the captcha',
  CAPTCHA_WRONG: 'The captcha is wrong, please try again',
  CAPTCHA_EXPIRED: 'The captcha has expired, please enter the new one',
  HUMAN_VERIFICATION_FAILED: 'Human verification failed, please try again',
  VERIFICATION_CODE_WRONG: 'The verification code is wrong',
  SMS_TOO_SOON: 'A code was just sent, please wait before asking again',
  SMS_DAILY_LIMIT: 'Too many codes today, please try again tomorrow',
  USER_DISABLED: 'The user does not exist or is disabled',
  USERNAME_EXISTS: 'The username already exists',
  MOBILE_EXISTS: 'This mobile number is already registered',
  INVALID_INVITATION_CODE: 'Invalid invitation code',
  WEAK_PASSWORD: 'This password is too common or too short, please choose another',
  SAME_PASSWORD: 'The new password must differ from the old one',
  NON_MEMBER: 'Non-member accounts cannot log in here',
  NOT_AGENT: 'Not an agent',
  TRIAL_NOT_ALLOWED: 'Please login an actual account to use this function',
  FIRST_LOGIN: 'First login or password expired, please set a new password',
};

const th: Catalogue = {
  BAD_REQUEST: 'กรุณาตรวจสอบข้อมูลที่ระบุ',
  UNAUTHORIZED: 'ยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบก่อน',
  SESSION_EXPIRED: 'บัญชีของคุณออกจากระบบแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  FORBIDDEN: 'บัญชีไม่มีสิทธิ์ หรือฟังก์ชันนี้ไม่พร้อมใช้งานชั่วคราว',
  NOT_FOUND: 'ไม่พบข้อมูล',
  RATE_LIMITED: 'ลองหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  MAINTENANCE: 'แพลตฟอร์มอยู่ระหว่างปรับปรุง',
  REGION_RESTRICTED: 'การเข้าถึงถูกจำกัดในพื้นที่หรือเครือข่ายของคุณ',
  BUSY: 'ระบบกำลังอัปเกรดหรือไม่ว่าง กรุณาลองใหม่ภายหลัง',
  INTERNAL: 'เกิดข้อผิดพลาดที่ไม่รู้จัก',
  WRONG_CREDENTIALS: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
  CAPTCHA_REQUIRED: 'กรุณากรอกรหัสยืนยันจากภาพ',
  CAPTCHA_WRONG: 'รหัสยืนยันจากภาพไม่ถูกต้อง กรุณาลองใหม่',
  CAPTCHA_EXPIRED: 'รหัสยืนยันจากภาพหมดอายุแล้ว กรุณากรอกรหัสใหม่',
  HUMAN_VERIFICATION_FAILED: 'การยืนยันตัวตนไม่ผ่าน กรุณาลองใหม่',
  VERIFICATION_CODE_WRONG: 'รหัสยืนยันไม่ถูกต้อง',
  SMS_TOO_SOON: 'เพิ่งส่งรหัสไปแล้ว กรุณารอสักครู่ก่อนขอใหม่',
  SMS_DAILY_LIMIT: 'ขอรหัสครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
  USER_DISABLED: 'ไม่พบผู้ใช้หรือบัญชีถูกระงับ',
  USERNAME_EXISTS: 'ชื่อผู้ใช้นี้มีอยู่แล้ว',
  MOBILE_EXISTS: 'หมายเลขโทรศัพท์นี้ลงทะเบียนแล้ว',
  INVALID_INVITATION_CODE: 'รหัสเชิญไม่ถูกต้อง',
  WEAK_PASSWORD: 'รหัสผ่านนี้ง่ายหรือสั้นเกินไป กรุณาเลือกใหม่',
  SAME_PASSWORD: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านเดิม',
  NON_MEMBER: 'บัญชีที่ไม่ใช่สมาชิกไม่สามารถเข้าสู่ระบบที่นี่ได้',
  NOT_AGENT: 'ไม่ใช่ตัวแทน',
  TRIAL_NOT_ALLOWED: 'กรุณาเข้าสู่ระบบด้วยบัญชีจริงเพื่อใช้ฟังก์ชันนี้',
  FIRST_LOGIN: 'เข้าสู่ระบบครั้งแรกหรือรหัสผ่านหมดอายุ กรุณาตั้งรหัสผ่านใหม่',
};

const catalogues: Partial<Record<Language, Catalogue>> = { en, th };

export const errorMessage = (code: ErrorCode, language: Language): string =>
  catalogues[language]?.[code] ?? en[code] ?? code;
