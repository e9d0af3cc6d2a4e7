import type { Language } from '@lotto/contract';

/** The reality check's words, as the app's (web protection locales): {hours} {minutes} {amount} {currency}. */
export interface RealityCheckWords {
  title: string;
  played: string;
  net: string;
  keepPlaying: string;
  history: string;
  logOut: string;
}

/** Issue 34: the reality check shown over a running game, in the player's language. */
export const realityCheckWords: Record<Language, RealityCheckWords> = {
  th: {
    title: 'แจ้งเตือนเวลาเล่น',
    played: 'เวลาที่เล่นตั้งแต่เข้าสู่ระบบ: {hours} ชม. {minutes} นาที',
    net: 'ผลได้เสียสุทธิตั้งแต่เข้าสู่ระบบ: {amount} {currency}',
    keepPlaying: 'เล่นต่อ',
    history: 'ดูประวัติของฉัน',
    logOut: 'ออกจากระบบ',
  },
  en: {
    title: 'Reality check',
    played: 'Time played since you logged in: {hours} h {minutes} min',
    net: 'Net result since you logged in: {amount} {currency}',
    keepPlaying: 'Keep playing',
    history: 'See my history',
    logOut: 'Log out',
  },
  cn: {
    title: '游戏时间提醒',
    played: '自登录以来的游戏时长：{hours} 小时 {minutes} 分钟',
    net: '自登录以来的净输赢：{amount} {currency}',
    keepPlaying: '继续游戏',
    history: '查看我的记录',
    logOut: '退出登录',
  },
  ja: {
    title: 'リアリティチェック',
    played: 'ログインしてからのプレイ時間：{hours} 時間 {minutes} 分',
    net: 'ログインしてからの収支：{amount} {currency}',
    keepPlaying: 'プレイを続ける',
    history: '履歴を見る',
    logOut: 'ログアウト',
  },
  vi: {
    title: 'Nhắc nhở thời gian chơi',
    played: 'Thời gian chơi kể từ khi đăng nhập: {hours} giờ {minutes} phút',
    net: 'Thắng thua ròng kể từ khi đăng nhập: {amount} {currency}',
    keepPlaying: 'Tiếp tục chơi',
    history: 'Xem lịch sử của tôi',
    logOut: 'Đăng xuất',
  },
  id: {
    title: 'Pengingat waktu bermain',
    played: 'Lama bermain sejak login: {hours} jam {minutes} menit',
    net: 'Hasil bersih sejak login: {amount} {currency}',
    keepPlaying: 'Lanjut bermain',
    history: 'Lihat riwayat saya',
    logOut: 'Keluar',
  },
};
