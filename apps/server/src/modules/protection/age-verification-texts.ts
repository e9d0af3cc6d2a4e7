import type { Language } from '@lotto/contract';

interface DecisionWords {
  verifiedTitle: string;
  verified: string;
  rejectedTitle: string;
  /** {reason}: the operator's words. */
  rejected: string;
}

/** Issue 34: the inbox message that tells a member support's decision on their ID document. */
export const ageDecisionWords: Record<Language, DecisionWords> = {
  en: {
    verifiedTitle: 'Your age is verified',
    verified:
      'Support has checked your ID document and verified your age. Deposits, withdrawals and real-money play are open to you.',
    rejectedTitle: 'Your ID document was not accepted',
    rejected:
      'Support could not verify your age from the document you sent. Reason: {reason}. Please send another document from the age verification page.',
  },
  th: {
    verifiedTitle: 'ยืนยันอายุของคุณแล้ว',
    verified: 'เจ้าหน้าที่ตรวจสอบเอกสารแสดงตนและยืนยันอายุของคุณแล้ว คุณฝาก ถอน และเล่นด้วยเงินจริงได้แล้ว',
    rejectedTitle: 'เอกสารแสดงตนของคุณไม่ผ่านการตรวจสอบ',
    rejected: 'เจ้าหน้าที่ยืนยันอายุจากเอกสารที่คุณส่งไม่ได้ เหตุผล: {reason} กรุณาส่งเอกสารใหม่ที่หน้ายืนยันอายุ',
  },
  cn: {
    verifiedTitle: '您的年龄已验证',
    verified: '客服已审核您的身份证件并验证了您的年龄。您现在可以存款、提款和进行真钱游戏。',
    rejectedTitle: '您的身份证件未通过审核',
    rejected:
      '客服无法根据您提交的证件验证您的年龄。原因：{reason}。请在年龄验证页面重新提交证件。',
  },
  ja: {
    verifiedTitle: '年齢確認が完了しました',
    verified:
      'サポートが身分証明書を確認し、年齢確認が完了しました。入金・出金・リアルマネーでのプレイができます。',
    rejectedTitle: '身分証明書を承認できませんでした',
    rejected:
      'お送りいただいた書類では年齢を確認できませんでした。理由：{reason}。年齢確認ページから別の書類をお送りください。',
  },
  vi: {
    verifiedTitle: 'Tuổi của bạn đã được xác minh',
    verified:
      'Bộ phận hỗ trợ đã kiểm tra giấy tờ tùy thân và xác minh tuổi của bạn. Bạn có thể nạp tiền, rút tiền và chơi bằng tiền thật.',
    rejectedTitle: 'Giấy tờ tùy thân của bạn không được chấp nhận',
    rejected:
      'Bộ phận hỗ trợ không thể xác minh tuổi từ giấy tờ bạn gửi. Lý do: {reason}. Vui lòng gửi giấy tờ khác ở trang xác minh tuổi.',
  },
  id: {
    verifiedTitle: 'Usia Anda telah diverifikasi',
    verified:
      'Tim dukungan telah memeriksa dokumen identitas Anda dan memverifikasi usia Anda. Deposit, penarikan, dan bermain dengan uang asli kini terbuka.',
    rejectedTitle: 'Dokumen identitas Anda tidak diterima',
    rejected:
      'Tim dukungan tidak dapat memverifikasi usia Anda dari dokumen yang dikirim. Alasan: {reason}. Silakan kirim dokumen lain dari halaman verifikasi usia.',
  },
};
