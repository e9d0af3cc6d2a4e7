import type { Language } from '@lotto/contract';

/**
 * The demo game page is rendered by the server, outside the web app and its locale files, so its
 * few texts live here, in every language of the picker (the page follows the player's language).
 */
export interface DemoPageTexts {
  backHome: string;
  home: string;
  balance: string;
  playMoney: string;
  choose: string;
  bet: string;
  spin: string;
  note: string;
  spinning: string;
  spinFailed: string;
  win: string;
  noWin: string;
  networkError: string;
  expiredTitle: string;
  expiredHint: string;
}

export const demoPageTexts: Readonly<Record<Language, DemoPageTexts>> = {
  th: {
    backHome: 'กลับหน้าแรก',
    home: 'หน้าแรก',
    balance: 'ยอดเงิน',
    playMoney: 'เงินทดลอง',
    choose: 'เลือกเดิมพันแล้วกดหมุน',
    bet: 'เดิมพัน',
    spin: 'หมุน',
    note: 'ผู้ให้บริการเดโม: การเดิมพันและเงินรางวัลผ่านกระเป๋าเงินของแพลตฟอร์ม อัตราคืนผู้เล่น 96%',
    spinning: 'กำลังหมุน…',
    spinFailed: 'หมุนไม่สำเร็จ',
    win: 'คุณชนะ {win}!',
    noWin: 'รอบนี้ไม่ได้รางวัล',
    networkError: 'เครือข่ายขัดข้อง กรุณาลองใหม่',
    expiredTitle: 'ลิงก์เกมนี้หมดอายุหรือถูกใช้ไปแล้ว',
    expiredHint: 'กลับไปแล้วเปิดเกมอีกครั้ง',
  },
  en: {
    backHome: 'Back to home',
    home: 'Home',
    balance: 'Balance',
    playMoney: 'play money',
    choose: 'Choose a bet and spin.',
    bet: 'Bet',
    spin: 'Spin',
    note: 'Demo vendor: bets and wins go through the platform wallet. Return to player 96%.',
    spinning: 'Spinning…',
    spinFailed: 'The spin failed',
    win: 'You win {win}!',
    noWin: 'No win this time.',
    networkError: 'Network error, please try again',
    expiredTitle: 'This game link has expired or was already used',
    expiredHint: 'Go back and launch the game again.',
  },
  cn: {
    backHome: '返回首页',
    home: '首页',
    balance: '余额',
    playMoney: '试玩金',
    choose: '选择投注额后旋转。',
    bet: '投注',
    spin: '旋转',
    note: '演示供应商：投注和派彩通过平台钱包进行。返还率 96%。',
    spinning: '旋转中…',
    spinFailed: '旋转失败',
    win: '您赢得 {win}！',
    noWin: '本次未中奖。',
    networkError: '网络错误，请重试',
    expiredTitle: '此游戏链接已过期或已被使用',
    expiredHint: '请返回并重新启动游戏。',
  },
  ja: {
    backHome: 'ホームに戻る',
    home: 'ホーム',
    balance: '残高',
    playMoney: 'お試しマネー',
    choose: 'ベット額を選んでスピンしてください。',
    bet: 'ベット',
    spin: 'スピン',
    note: 'デモプロバイダー：ベットと配当はプラットフォームのウォレットを通ります。還元率 96%。',
    spinning: 'スピン中…',
    spinFailed: 'スピンに失敗しました',
    win: '{win} の勝ち！',
    noWin: '今回は当たりなし。',
    networkError: 'ネットワークエラーです。もう一度お試しください',
    expiredTitle: 'このゲームリンクは期限切れか、すでに使用されています',
    expiredHint: '戻ってもう一度ゲームを起動してください。',
  },
  vi: {
    backHome: 'Về trang chủ',
    home: 'Trang chủ',
    balance: 'Số dư',
    playMoney: 'tiền chơi thử',
    choose: 'Chọn mức cược rồi quay.',
    bet: 'Cược',
    spin: 'Quay',
    note: 'Nhà cung cấp demo: tiền cược và tiền thắng đi qua ví của nền tảng. Tỷ lệ trả thưởng 96%.',
    spinning: 'Đang quay…',
    spinFailed: 'Quay không thành công',
    win: 'Bạn thắng {win}!',
    noWin: 'Lượt này không trúng.',
    networkError: 'Lỗi mạng, vui lòng thử lại',
    expiredTitle: 'Liên kết trò chơi này đã hết hạn hoặc đã được dùng',
    expiredHint: 'Hãy quay lại và mở trò chơi lần nữa.',
  },
  id: {
    backHome: 'Kembali ke beranda',
    home: 'Beranda',
    balance: 'Saldo',
    playMoney: 'uang main',
    choose: 'Pilih taruhan lalu putar.',
    bet: 'Taruhan',
    spin: 'Putar',
    note: 'Vendor demo: taruhan dan kemenangan melalui dompet platform. Pengembalian ke pemain 96%.',
    spinning: 'Memutar…',
    spinFailed: 'Putaran gagal',
    win: 'Anda menang {win}!',
    noWin: 'Belum menang kali ini.',
    networkError: 'Kesalahan jaringan, silakan coba lagi',
    expiredTitle: 'Tautan permainan ini sudah kedaluwarsa atau sudah dipakai',
    expiredHint: 'Kembali dan buka permainan lagi.',
  },
};
