import type { ErrorCode } from './errors';
import type { Language } from './enums';

// The th and en texts, and how any language's texts are worded. The other four languages' texts
// are in error-texts-*.ts: the server has them all (error-catalogues.ts), the web loads each with
// its language (error-text-loaders.ts), so the shell carries only these two.

export type ErrorCatalogue = Partial<Record<ErrorCode, string>>;
type Catalogue = ErrorCatalogue;

/** One language's catalogue texts and refusal reasons. */
export interface ErrorTexts {
  codes: Catalogue;
  reasons: Record<string, string>;
}

/**
 * The §8 catalogue texts the server puts in `message`, in the caller's language: every code a
 * player can meet in all six languages of the picker (the gateway's callback codes, met only by
 * a payment provider, in en). The client shows `message` as it is (§8 error tip).
 */
const en: Catalogue = {
  BAD_REQUEST: 'Please check the highlighted fields',
  UNAUTHORIZED: 'Not logged in, please log in first',
  SESSION_EXPIRED: 'Your account was logged out, please log in again',
  FORBIDDEN: 'Your account has no permission, or this feature is temporarily unavailable',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This has changed in the meantime, please refresh and try again',
  NOT_IMPLEMENTED: 'This function is not available yet',
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
  NOT_IN_TEAM: 'This member is not in your team',
  REBATE_QUOTA_EXCEEDED: 'No quota left to open a downline at this rebate rate',
  QUOTA_ABOVE_UPLINE: 'The quota is more than you have left at this rebate rate',
  QUOTA_RATE_ABOVE_OWN: "The rate is above the sub-agent's own rebate rate in this game type",
  REFERRAL_LINK_ERROR: 'Referrer or proxy link error',
  EMPTY_REQUEST_URL: 'The request address is empty, please try again later',
  EMAIL_CODE_SENT:
    'If the address belongs to an account, the verification code has been sent to it by e-mail',
  TRIAL_NOT_ALLOWED: 'Please login an actual account to use this function',
  FIRST_LOGIN: 'First login or password expired, please set a new password',
  // Deposit and withdraw.
  FREE_REJECT: 'This function is not available for your account type',
  PAYMENT_PASSWORD_NOT_SET: 'Please set a payment password first',
  PAYMENT_PASSWORD_WRONG: 'The payment password is wrong',
  PAYMENT_PASSWORD_LOCKED: 'Too many wrong payment passwords, please try again in 15 minutes',
  TWO_FACTOR_LOCKED:
    'Too many wrong verification codes, two-factor sign-in is locked for 15 minutes',
  PAYMENT_PASSWORD_SAME_AS_LOGIN: 'The payment password must differ from the login password',
  PAYEE_NAME_ALREADY_SET: 'The payee real name is already set and cannot be changed',
  PAYEE_NAME_NOT_SET: 'Please set your payee real name first',
  PAYEE_NAME_MISMATCH: 'The account holder name must be the same as your payee real name',
  UNKNOWN_BANK: 'Unknown bank',
  ACCOUNT_NUMBER_LENGTH: 'The account number has the wrong number of digits for this bank',
  BANK_CARD_EXISTS: 'This bank account is already added',
  AMOUNT_DECIMALS: 'The amount has more decimals than the currency allows',
  AMOUNT_BELOW_MIN: 'The amount is below the minimum',
  AMOUNT_ABOVE_MAX: 'The amount is above the maximum',
  DAILY_LIMIT: 'This would pass the daily limit',
  METHOD_UNAVAILABLE: 'This method is not available',
  INSUFFICIENT_BALANCE: 'Insufficient balance',
  TURNOVER_REQUIRED: 'The turnover requirement is not met yet',
  WRONG_STATE: 'This request has already been handled',
  IDEMPOTENCY_KEY_REUSED: 'This request was already sent with other details, please start again',
  IDEMPOTENCY_IN_PROGRESS: 'Your earlier request is still being processed, please wait a moment',
  GATEWAY_SIGNATURE: 'The callback signature is missing or wrong',
  GATEWAY_STALE: 'The callback timestamp is outside the allowed window',
  GATEWAY_REPLAY: 'The callback nonce was already used',
  GATEWAY_MISMATCH: 'The callback amount or currency differs from the payment',
  // Member uploads.
  IMAGE_UNREADABLE: 'The image could not be read, please choose a png or jpg picture',
  PENDING_DEPOSITS_LIMIT:
    'You already have bank transfers waiting for approval, please wait until they are handled',
  UPLOAD_DAILY_LIMIT: 'You have uploaded the most images allowed today, please try again tomorrow',
  FEEDBACK_DAILY_LIMIT: 'You have sent the most feedback allowed today, please try again tomorrow',
  PROTECTION_LIMIT: 'This would pass a limit you set',
  PROTECTION_EXCLUDED: 'You have taken a break from play; this is not possible until it ends',
  PROTECTION_NOT_YET: 'This change can be confirmed only after 24 hours',
  AGE_NOT_VERIFIED:
    'Please verify your age with an ID document first; deposits, withdrawals and real-money play wait until support has checked it',
  DOB_MISMATCH: 'The date of birth on the document is not the one given at registration',
  SESSION_TIME_LIMIT:
    'You have reached your daily session-time limit; you can log in again tomorrow',
  IDENTITY_SIGN_IN_FAILED: 'Sign-in with this account did not succeed, please try again',
  IDENTITY_SIGN_IN_EXPIRED: 'This sign-in has expired or was already used, please start again',
};

const th: Catalogue = {
  BAD_REQUEST: 'กรุณาตรวจสอบข้อมูลที่ระบุ',
  UNAUTHORIZED: 'ยังไม่ได้เข้าสู่ระบบ กรุณาเข้าสู่ระบบก่อน',
  SESSION_EXPIRED: 'บัญชีของคุณออกจากระบบแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  FORBIDDEN: 'บัญชีไม่มีสิทธิ์ หรือฟังก์ชันนี้ไม่พร้อมใช้งานชั่วคราว',
  NOT_FOUND: 'ไม่พบข้อมูล',
  CONFLICT: 'ข้อมูลมีการเปลี่ยนแปลงแล้ว กรุณารีเฟรชแล้วลองอีกครั้ง',
  NOT_IMPLEMENTED: 'ฟังก์ชันนี้ยังไม่เปิดให้บริการ',
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
  NOT_IN_TEAM: 'สมาชิกนี้ไม่ได้อยู่ในทีมของคุณ',
  REBATE_QUOTA_EXCEEDED: 'ไม่มีโควตาเหลือสำหรับเปิดบัญชีใต้สายด้วยอัตราเงินคืนระดับนี้',
  QUOTA_ABOVE_UPLINE: 'โควตาที่กำหนดมากกว่าโควตาที่คุณเหลืออยู่ในอัตราเงินคืนนี้',
  QUOTA_RATE_ABOVE_OWN: 'อัตรานี้สูงกว่าอัตราเงินคืนของตัวแทนย่อยในประเภทเกมนี้',
  REFERRAL_LINK_ERROR: 'ลิงก์ผู้แนะนำหรือลิงก์ตัวแทนไม่ถูกต้อง',
  EMPTY_REQUEST_URL: 'ที่อยู่ของคำขอว่างเปล่า กรุณาลองใหม่ภายหลัง',
  EMAIL_CODE_SENT: 'หากอีเมลนี้เป็นของบัญชีใด รหัสยืนยันถูกส่งไปทางอีเมลแล้ว',
  TRIAL_NOT_ALLOWED: 'กรุณาเข้าสู่ระบบด้วยบัญชีจริงเพื่อใช้ฟังก์ชันนี้',
  FIRST_LOGIN: 'เข้าสู่ระบบครั้งแรกหรือรหัสผ่านหมดอายุ กรุณาตั้งรหัสผ่านใหม่',
  // Deposit and withdraw.
  FREE_REJECT: 'บัญชีประเภทนี้ไม่สามารถใช้ฟังก์ชันนี้ได้',
  PAYMENT_PASSWORD_NOT_SET: 'กรุณาตั้งรหัสผ่านการเงินก่อน',
  PAYMENT_PASSWORD_WRONG: 'รหัสผ่านการเงินไม่ถูกต้อง',
  PAYMENT_PASSWORD_LOCKED: 'ใส่รหัสผ่านการเงินผิดหลายครั้งเกินไป กรุณาลองใหม่ในอีก 15 นาที',
  TWO_FACTOR_LOCKED: 'ใส่รหัสยืนยันผิดหลายครั้งเกินไป การเข้าสู่ระบบสองขั้นตอนถูกล็อก 15 นาที',
  PAYMENT_PASSWORD_SAME_AS_LOGIN: 'รหัสผ่านการเงินต้องไม่ซ้ำกับรหัสผ่านเข้าสู่ระบบ',
  PAYEE_NAME_ALREADY_SET: 'ตั้งชื่อจริงผู้รับเงินแล้ว ไม่สามารถเปลี่ยนได้',
  PAYEE_NAME_NOT_SET: 'กรุณาตั้งชื่อจริงผู้รับเงินก่อน',
  PAYEE_NAME_MISMATCH: 'ชื่อบัญชีต้องตรงกับชื่อจริงผู้รับเงินของคุณ',
  UNKNOWN_BANK: 'ไม่พบธนาคารนี้',
  ACCOUNT_NUMBER_LENGTH: 'จำนวนหลักของเลขบัญชีไม่ถูกต้องสำหรับธนาคารนี้',
  BANK_CARD_EXISTS: 'เพิ่มบัญชีธนาคารนี้แล้ว',
  AMOUNT_DECIMALS: 'จำนวนเงินมีทศนิยมเกินกว่าที่สกุลเงินกำหนด',
  AMOUNT_BELOW_MIN: 'จำนวนเงินต่ำกว่าขั้นต่ำ',
  AMOUNT_ABOVE_MAX: 'จำนวนเงินสูงกว่าสูงสุด',
  DAILY_LIMIT: 'เกินวงเงินต่อวัน',
  METHOD_UNAVAILABLE: 'ช่องทางนี้ไม่เปิดให้บริการ',
  INSUFFICIENT_BALANCE: 'ยอดเงินไม่เพียงพอ',
  TURNOVER_REQUIRED: 'ยังทำยอดเทิร์นโอเวอร์ไม่ครบ',
  WRONG_STATE: 'รายการนี้ได้รับการดำเนินการแล้ว',
  IDEMPOTENCY_KEY_REUSED: 'คำขอนี้ถูกส่งไปแล้วด้วยข้อมูลอื่น กรุณาเริ่มใหม่อีกครั้ง',
  IDEMPOTENCY_IN_PROGRESS: 'คำขอก่อนหน้ายังดำเนินการอยู่ กรุณารอสักครู่',
  IMAGE_UNREADABLE: 'ไม่สามารถอ่านรูปภาพได้ กรุณาเลือกรูปภาพ png หรือ jpg',
  PENDING_DEPOSITS_LIMIT: 'คุณมีรายการโอนเงินที่รอการอนุมัติอยู่แล้ว กรุณารอให้ดำเนินการเสร็จก่อน',
  UPLOAD_DAILY_LIMIT: 'คุณอัปโหลดรูปภาพครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
  FEEDBACK_DAILY_LIMIT: 'คุณส่งความคิดเห็นครบจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
  PROTECTION_LIMIT: 'รายการนี้จะเกินวงเงินที่คุณตั้งไว้',
  PROTECTION_EXCLUDED: 'คุณได้พักการเล่นไว้ ทำรายการนี้ไม่ได้จนกว่าจะครบกำหนด',
  PROTECTION_NOT_YET: 'ยืนยันการเปลี่ยนแปลงนี้ได้หลังครบ 24 ชั่วโมงเท่านั้น',
  AGE_NOT_VERIFIED:
    'กรุณายืนยันอายุด้วยเอกสารแสดงตนก่อน การฝาก ถอน และการเล่นด้วยเงินจริงจะทำได้หลังเจ้าหน้าที่ตรวจสอบแล้ว',
  DOB_MISMATCH: 'วันเกิดในเอกสารไม่ตรงกับวันเกิดที่ให้ไว้ตอนสมัครสมาชิก',
  SESSION_TIME_LIMIT: 'คุณใช้เวลาเล่นครบตามที่จำกัดไว้ต่อวันแล้ว เข้าสู่ระบบได้อีกครั้งพรุ่งนี้',
  IDENTITY_SIGN_IN_FAILED: 'เข้าสู่ระบบด้วยบัญชีนี้ไม่สำเร็จ กรุณาลองอีกครั้ง',
  IDENTITY_SIGN_IN_EXPIRED: 'การเข้าสู่ระบบนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเริ่มใหม่',
};

/**
 * Why a call was refused, when the envelope's value carries a `reason` (a lottery slip
 * or cancel, the ledger's INSUFFICIENT_FUNDS met there): the player's text in their language,
 * `{name}` taken from value.params. The server's error handler sends it as `message` and as the
 * text of each field named, in each of the six languages.
 */
const reasonsEn: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'Insufficient funds: your balance is {balance}',
  UNKNOWN_LOTTERY: 'No such lottery',
  DRAW_CLOSED: 'Betting on this draw has closed',
  DRAW_LOCKED: 'Betting on this draw is closed until the next one opens',
  NOT_OPEN_DRAW: 'This is not the open draw of this lottery',
  TOO_MANY_DRAWS: 'A slip can follow at most {max} draws',
  UNKNOWN_BET_TYPE: 'This lottery has no such bet type',
  NUMBER_DIGITS: 'Each number must have {digits} digits',
  STAKE_DECIMALS: 'The stake can have at most {decimals} decimals',
  STAKE_BELOW_MIN: 'The stake per unit must be at least {min}',
  STAKE_ABOVE_BET_MAX: "The bet's stake {stake} is above the maximum {max}",
  STAKE_ABOVE_DRAW_MAX: 'Your stake on draw {numero} would be above the maximum {max}',
  UNKNOWN_ORDER: 'No such order',
  NOT_ORDER_SUBORDERS: 'These bets are not all in this order',
  NOT_OPEN: 'This bet is no longer open',
  TRANSFER_BELOW_MIN: 'A transfer must be at least {min}',
  TRANSFER_ABOVE_MAX: 'A transfer can be at most {max}',
  TRANSFER_DAILY_LIMIT: 'Your transfers today can total at most {max}; {left} is left',
};

const reasonsTh: Record<string, string> = {
  INSUFFICIENT_FUNDS: 'ยอดเงินไม่เพียงพอ ยอดคงเหลือของคุณคือ {balance}',
  UNKNOWN_LOTTERY: 'ไม่พบหวยนี้',
  DRAW_CLOSED: 'ปิดรับแทงงวดนี้แล้ว',
  DRAW_LOCKED: 'ปิดรับแทงงวดนี้แล้ว กรุณารองวดถัดไป',
  NOT_OPEN_DRAW: 'งวดนี้ไม่ใช่งวดที่เปิดรับแทงของหวยนี้',
  TOO_MANY_DRAWS: 'โพยหนึ่งใบแทงต่อเนื่องได้ไม่เกิน {max} งวด',
  UNKNOWN_BET_TYPE: 'หวยนี้ไม่มีประเภทการแทงนี้',
  NUMBER_DIGITS: 'แต่ละเลขต้องมี {digits} หลัก',
  STAKE_DECIMALS: 'เงินแทงมีทศนิยมได้ไม่เกิน {decimals} ตำแหน่ง',
  STAKE_BELOW_MIN: 'เงินแทงต่อหน่วยต้องไม่ต่ำกว่า {min}',
  STAKE_ABOVE_BET_MAX: 'เงินแทง {stake} ของรายการนี้เกินสูงสุด {max}',
  STAKE_ABOVE_DRAW_MAX: 'เงินแทงของคุณในงวด {numero} จะเกินสูงสุด {max}',
  UNKNOWN_ORDER: 'ไม่พบโพยนี้',
  NOT_ORDER_SUBORDERS: 'รายการแทงเหล่านี้ไม่ได้อยู่ในโพยนี้ทั้งหมด',
  NOT_OPEN: 'รายการแทงนี้ไม่ได้เปิดอยู่แล้ว',
  TRANSFER_BELOW_MIN: 'โอนได้ครั้งละไม่ต่ำกว่า {min}',
  TRANSFER_ABOVE_MAX: 'โอนได้ครั้งละไม่เกิน {max}',
  TRANSFER_DAILY_LIMIT: 'ยอดโอนรวมของวันนี้ต้องไม่เกิน {max} เหลือ {left}',
};

/** Issue 34: a refusal by one of the member's limits names it and what is left. */
const limitWords: Record<
  Language,
  {
    text: string;
    kind: Record<'deposit' | 'loss' | 'wager', string>;
    period: Record<'day' | 'week' | 'month', string>;
    timeout: string;
    excluded: string;
    /** A registration with the details of a self-excluded member. */
    registration: string;
    /** The daily session-time limit reached: the session ends, login again from {from}. */
    sessionTime: string;
  }
> = {
  en: {
    text: 'Your {kind} limit for {period} is {max}; {left} is left',
    kind: { deposit: 'deposit', loss: 'loss', wager: 'wager' },
    period: { day: '24 hours', week: '7 days', month: '30 days' },
    timeout: 'You are on a time-out until {until}; deposits and play are closed until then',
    excluded: 'You have excluded yourself until {until}; deposits and play are closed',
    registration:
      'These details belong to an account that is self-excluded: no new account can be opened with them until the exclusion ends',
    sessionTime:
      'You have reached your session-time limit of {max} minutes for today; you can log in again from {from}',
  },
  th: {
    text: 'วงเงิน{kind}ต่อ {period} ของคุณคือ {max} เหลือ {left}',
    kind: { deposit: 'ฝาก', loss: 'เสีย', wager: 'เดิมพัน' },
    period: { day: '24 ชั่วโมง', week: '7 วัน', month: '30 วัน' },
    timeout: 'คุณพักการเล่นถึง {until} ฝากเงินและเล่นไม่ได้จนถึงเวลานั้น',
    excluded: 'คุณได้ระงับตนเองถึง {until} ฝากเงินและเล่นไม่ได้',
    registration: 'ข้อมูลนี้เป็นของบัญชีที่ระงับตนเองอยู่ จึงสมัครบัญชีใหม่ด้วยข้อมูลนี้ไม่ได้จนกว่าจะครบกำหนด',
    sessionTime: 'คุณใช้เวลาครบตามวงเงินเวลาเล่น {max} นาทีของวันนี้แล้ว เข้าสู่ระบบได้อีกครั้งตั้งแต่ {from}',
  },
  cn: {
    text: '您的{period}{kind}限额为 {max}，剩余 {left}',
    kind: { deposit: '存款', loss: '亏损', wager: '投注' },
    period: { day: '24小时', week: '7天', month: '30天' },
    timeout: '您已暂停游戏至 {until}，在此之前无法存款或游戏',
    excluded: '您已自我禁入至 {until}，无法存款或游戏',
    registration: '这些资料属于一个正在自我禁入的账户，禁入结束前无法用其注册新账户',
    sessionTime: '您今天已达到 {max} 分钟的在线时长上限，{from} 起可再次登录',
  },
  ja: {
    text: '{period}の{kind}上限は {max}、残り {left} です',
    kind: { deposit: '入金', loss: '損失', wager: 'ベット' },
    period: { day: '24時間', week: '7日間', month: '30日間' },
    timeout: '{until} までタイムアウト中のため、入金とプレイはできません',
    excluded: '{until} まで自己排除中のため、入金とプレイはできません',
    registration:
      'この情報は自己排除中のアカウントのものです。期間が終わるまで新しいアカウントは作れません',
    sessionTime: '本日のセッション時間の上限 {max} 分に達しました。{from} から再びログインできます',
  },
  vi: {
    text: 'Hạn mức {kind} trong {period} của bạn là {max}; còn lại {left}',
    kind: { deposit: 'nạp tiền', loss: 'thua lỗ', wager: 'cược' },
    period: { day: '24 giờ', week: '7 ngày', month: '30 ngày' },
    timeout: 'Bạn đang tạm nghỉ đến {until}; không thể nạp tiền hoặc chơi',
    excluded: 'Bạn đã tự loại trừ đến {until}; không thể nạp tiền hoặc chơi',
    registration:
      'Thông tin này thuộc về một tài khoản đang tự loại trừ; không thể mở tài khoản mới với thông tin này cho đến khi hết hạn',
    sessionTime:
      'Bạn đã đạt giới hạn thời gian chơi {max} phút của hôm nay; có thể đăng nhập lại từ {from}',
  },
  id: {
    text: 'Batas {kind} Anda untuk {period} adalah {max}; sisa {left}',
    kind: { deposit: 'deposit', loss: 'kekalahan', wager: 'taruhan' },
    period: { day: '24 jam', week: '7 hari', month: '30 hari' },
    timeout: 'Anda sedang rehat hingga {until}; deposit dan bermain ditutup',
    excluded: 'Anda mengecualikan diri hingga {until}; deposit dan bermain ditutup',
    registration:
      'Data ini milik akun yang sedang mengecualikan diri; akun baru tidak bisa dibuka dengan data ini hingga masa itu berakhir',
    sessionTime:
      'Anda telah mencapai batas waktu sesi {max} menit untuk hari ini; Anda bisa masuk lagi mulai {from}',
  },
};

/** LIMIT_<KIND>_<PERIOD>, TIMED_OUT and SELF_EXCLUDED in a language's words. */
function protectionReasons(language: Language): Record<string, string> {
  const w = limitWords[language];
  const out: Record<string, string> = {
    TIMED_OUT: w.timeout,
    SELF_EXCLUDED: w.excluded,
    REGISTRATION_EXCLUDED: w.registration,
    SESSION_TIME_REACHED: w.sessionTime,
  };
  for (const [kind, kindWord] of Object.entries(w.kind))
    for (const [period, periodWord] of Object.entries(w.period))
      out[`LIMIT_${kind.toUpperCase()}_${period.toUpperCase()}`] = w.text
        .replace('{kind}', kindWord)
        .replace('{period}', periodWord);
  return out;
}

/** The shell's two languages: the default and the fallback. */
export const errorTextsEn: ErrorTexts = { codes: en, reasons: reasonsEn };
export const errorTextsTh: ErrorTexts = { codes: th, reasons: reasonsTh };

/** A language's catalogue and its refusal reasons, the protection limits' texts among them. */
export interface ErrorWording {
  codes: Catalogue;
  reasons: Record<string, string>;
}

export const wordingOf = (language: Language, texts: ErrorTexts): ErrorWording => ({
  codes: texts.codes,
  reasons: { ...texts.reasons, ...protectionReasons(language) },
});

/** The languages' wordings at hand: all six on the server, th, en and the loaded ones in the web. */
export type ErrorWordings = Partial<Record<Language, ErrorWording>>;

const english = wordingOf('en', errorTextsEn);

/** The code's text in the language; in English when the language has none, else the code. */
export const errorMessageIn = (
  wordings: ErrorWordings,
  code: ErrorCode,
  language: Language,
): string => wordings[language]?.codes[code] ?? en[code] ?? code;

/** The reason's text in the language, its `{name}`s filled from params; null for no such reason. */
export function reasonMessageIn(
  wordings: ErrorWordings,
  reason: string,
  language: Language,
  params: Record<string, unknown> = {},
): string | null {
  const text = wordings[language]?.reasons[reason] ?? english.reasons[reason];
  if (text === undefined) return null;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : whole;
  });
}
