import type { Language } from '@lotto/contract';

type Texts = Readonly<Record<Language, string>>;

/**
 * The words on the demo merchant's banner art, per language: the art is drawn in the page's
 * language (media.routes.ts), the same words as the banner's title.
 */
export const demoBannerTitles: Readonly<Record<string, Texts>> = {
  'welcome-bonus': {
    en: 'Welcome bonus',
    th: 'โบนัสต้อนรับ',
    vi: 'Thưởng chào mừng',
    cn: '新人欢迎红利',
    ja: 'ウェルカムボーナス',
    id: 'Bonus sambutan',
  },
  'lucky-lottery': {
    en: 'Lucky lottery nights',
    th: 'ค่ำคืนหวยนำโชค',
    vi: 'Đêm xổ số may mắn',
    cn: '幸运彩票之夜',
    ja: 'ラッキー宝くじナイト',
    id: 'Malam lotre keberuntungan',
  },
  'live-casino': {
    en: 'Live tables all night',
    th: 'คาสิโนสดตลอดคืน',
    vi: 'Bàn chơi trực tiếp suốt đêm',
    cn: '真人赌桌通宵开放',
    ja: 'ライブテーブルは一晩中',
    id: 'Meja langsung sepanjang malam',
  },
  'sports-weekend': {
    en: 'Big match weekend',
    th: 'สุดสัปดาห์บิ๊กแมตช์',
    vi: 'Cuối tuần đại chiến',
    cn: '焦点赛事周末',
    ja: 'ビッグマッチ・ウィークエンド',
    id: 'Akhir pekan laga besar',
  },
  'join-today': {
    en: 'Join today',
    th: 'สมัครวันนี้',
    vi: 'Tham gia ngay hôm nay',
    cn: '立即加入',
    ja: '今日から参加',
    id: 'Gabung hari ini',
  },
};

/** The tag under each banner's words: this is demo content. */
export const demoTag: Texts = {
  en: 'DEMO',
  th: 'เดโม',
  vi: 'DEMO',
  cn: '演示',
  ja: 'デモ',
  id: 'DEMO',
};
