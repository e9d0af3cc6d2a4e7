import type { Language } from '@lotto/contract';
import { VERIFICATION_CODE_TTL_MINUTES as MINUTES } from './verification-codes.service';

/** The texts of the codes the platform sends, in the player's language (all six of §2). */
export const smsCodeText: Record<Language, (code: string, site: string) => string> = {
  th: (code, site) => `${site}: รหัสยืนยันของคุณคือ ${code} ใช้ได้ ${MINUTES} นาที ห้ามบอกรหัสนี้กับผู้อื่น`,
  en: (code, site) =>
    `${site}: your verification code is ${code}. It expires in ${MINUTES} minutes. Never share it.`,
  cn: (code, site) => `${site}：您的验证码是 ${code}，${MINUTES} 分钟内有效。请勿告诉他人。`,
  ja: (code, site) =>
    `${site}：認証コードは ${code} です。有効期限は${MINUTES}分です。他の人に教えないでください。`,
  vi: (code, site) =>
    `${site}: mã xác minh của bạn là ${code}. Mã có hiệu lực trong ${MINUTES} phút. Không chia sẻ mã này với bất kỳ ai.`,
  id: (code, site) =>
    `${site}: kode verifikasi Anda adalah ${code}. Berlaku ${MINUTES} menit. Jangan berikan kode ini kepada siapa pun.`,
};

interface ResetEmailText {
  subject: (site: string) => string;
  /** One line per account the address holds. */
  line: (username: string, code: string) => string;
  closing: (link: string) => string;
}

export const resetEmailText: Record<Language, ResetEmailText> = {
  th: {
    subject: (site) => `${site}: รหัสสำหรับตั้งรหัสผ่านใหม่`,
    line: (username, code) => `รหัสสำหรับตั้งรหัสผ่านใหม่ของ ${username} คือ ${code}`,
    closing: (link) =>
      `รหัสใช้ได้ ${MINUTES} นาทีและใช้ได้ครั้งเดียว รหัสที่ขอใหม่จะแทนที่รหัสนี้ กรอกรหัสได้ที่ ${link} หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้`,
  },
  en: {
    subject: (site) => `${site}: password reset code`,
    line: (username, code) => `Your password reset code for ${username} is ${code}.`,
    closing: (link) =>
      `It is valid for ${MINUTES} minutes and can be used once; a newer code replaces it. Enter it at ${link}. If you did not ask for it, ignore this e-mail.`,
  },
  cn: {
    subject: (site) => `${site}：密码重置验证码`,
    line: (username, code) => `${username} 的密码重置验证码是 ${code}。`,
    closing: (link) =>
      `验证码 ${MINUTES} 分钟内有效，仅可使用一次；新的验证码会使其失效。请在 ${link} 输入。如果这不是您本人的操作，请忽略此邮件。`,
  },
  ja: {
    subject: (site) => `${site}：パスワード再設定コード`,
    line: (username, code) => `${username} のパスワード再設定コードは ${code} です。`,
    closing: (link) =>
      `有効期限は${MINUTES}分で、1回のみ使用できます。新しいコードを発行すると、このコードは無効になります。${link} で入力してください。心当たりがない場合は、このメールを無視してください。`,
  },
  vi: {
    subject: (site) => `${site}: mã đặt lại mật khẩu`,
    line: (username, code) => `Mã đặt lại mật khẩu cho ${username} là ${code}.`,
    closing: (link) =>
      `Mã có hiệu lực trong ${MINUTES} phút và chỉ dùng được một lần; mã mới sẽ thay thế mã này. Nhập mã tại ${link}. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
  },
  id: {
    subject: (site) => `${site}: kode atur ulang kata sandi`,
    line: (username, code) => `Kode atur ulang kata sandi untuk ${username} adalah ${code}.`,
    closing: (link) =>
      `Kode berlaku ${MINUTES} menit dan hanya dapat digunakan sekali; kode yang lebih baru menggantikannya. Masukkan di ${link}. Jika Anda tidak memintanya, abaikan email ini.`,
  },
};

/** The e-mail that proves an address the member binds. */
export const bindEmailText: Record<
  Language,
  { subject: (site: string) => string; body: (code: string) => string }
> = {
  th: {
    subject: (site) => `${site}: รหัสยืนยันอีเมล`,
    body: (code) =>
      `รหัสยืนยันอีเมลของคุณคือ ${code} ใช้ได้ ${MINUTES} นาที หากคุณไม่ได้ขอรหัสนี้ โปรดเพิกเฉยต่ออีเมลนี้`,
  },
  en: {
    subject: (site) => `${site}: e-mail verification code`,
    body: (code) =>
      `Your e-mail verification code is ${code}. It is valid for ${MINUTES} minutes. If you did not ask for it, ignore this e-mail.`,
  },
  cn: {
    subject: (site) => `${site}：邮箱验证码`,
    body: (code) =>
      `您的邮箱验证码是 ${code}，${MINUTES} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。`,
  },
  ja: {
    subject: (site) => `${site}：メール認証コード`,
    body: (code) =>
      `メール認証コードは ${code} です。有効期限は${MINUTES}分です。心当たりがない場合は、このメールを無視してください。`,
  },
  vi: {
    subject: (site) => `${site}: mã xác minh email`,
    body: (code) =>
      `Mã xác minh email của bạn là ${code}. Mã có hiệu lực trong ${MINUTES} phút. Nếu bạn không yêu cầu, hãy bỏ qua email này.`,
  },
  id: {
    subject: (site) => `${site}: kode verifikasi email`,
    body: (code) =>
      `Kode verifikasi email Anda adalah ${code}. Berlaku ${MINUTES} menit. Jika Anda tidak memintanya, abaikan email ini.`,
  },
};
