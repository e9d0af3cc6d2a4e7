import type { Language } from '@lotto/contract';

/** Issue 33: a reminder's kind: a draw about to close, or a draw's results out. */
export type ReminderKind = 'close' | 'results';

interface Texts {
  closeTitle: string;
  closeBody: string;
  resultsTitle: string;
  resultsBody: string;
}

/**
 * The reminders' words in the six languages; {lottery}, {minutes}, {numero} and {time} are filled
 * in. A test fails when a language lacks one.
 */
export const REMINDER_TEXTS: Readonly<Record<Language, Texts>> = {
  th: {
    closeTitle: '{lottery} ปิดรับใน {minutes} นาที',
    closeBody: 'งวด {numero} ปิดรับเวลา {time} แตะเพื่อแทงก่อนปิด',
    resultsTitle: '{lottery} ผลออกแล้ว',
    resultsBody: 'ผลงวด {numero} ออกแล้ว แตะเพื่อดูผล',
  },
  en: {
    closeTitle: '{lottery} closes in {minutes} min',
    closeBody: 'Draw {numero} closes at {time}. Tap to place your numbers before it does.',
    resultsTitle: '{lottery} results are out',
    resultsBody: 'The results of draw {numero} are out. Tap to see them.',
  },
  cn: {
    closeTitle: '{lottery} {minutes} 分钟后截止',
    closeBody: '第 {numero} 期将于 {time} 截止投注，点击立即投注。',
    resultsTitle: '{lottery} 已开奖',
    resultsBody: '第 {numero} 期开奖结果已公布，点击查看。',
  },
  ja: {
    closeTitle: '{lottery} の締め切りまであと {minutes} 分',
    closeBody: '第 {numero} 回は {time} に締め切られます。タップして締め切り前に購入しましょう。',
    resultsTitle: '{lottery} の結果が出ました',
    resultsBody: '第 {numero} 回の結果が出ました。タップして確認してください。',
  },
  vi: {
    closeTitle: '{lottery} đóng cược sau {minutes} phút',
    closeBody: 'Kỳ {numero} đóng cược lúc {time}. Chạm để đặt số trước khi đóng.',
    resultsTitle: '{lottery} đã có kết quả',
    resultsBody: 'Kỳ {numero} đã có kết quả. Chạm để xem.',
  },
  id: {
    closeTitle: '{lottery} ditutup dalam {minutes} menit',
    closeBody: 'Undian {numero} ditutup pukul {time}. Ketuk untuk memasang angka sebelum ditutup.',
    resultsTitle: 'Hasil {lottery} sudah keluar',
    resultsBody: 'Hasil undian {numero} sudah keluar. Ketuk untuk melihatnya.',
  },
};

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (m, key: string) => params[key] ?? m);

/** The title and body of one reminder in `language`. */
export function reminderText(
  kind: ReminderKind,
  language: Language,
  params: { lottery: string; numero: string; minutes?: number; time?: string },
): { title: string; body: string } {
  const texts = REMINDER_TEXTS[language];
  const values = {
    lottery: params.lottery,
    numero: params.numero,
    minutes: String(params.minutes ?? ''),
    time: params.time ?? '',
  };
  return kind === 'close'
    ? { title: fill(texts.closeTitle, values), body: fill(texts.closeBody, values) }
    : { title: fill(texts.resultsTitle, values), body: fill(texts.resultsBody, values) };
}
