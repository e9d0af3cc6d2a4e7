import type { Language } from '@lotto/contract';

/**
 * The lotto-h5 pages are rendered by the server, outside the web app and its locale files, so
 * their few texts live here, in every language of the picker.
 */
export interface LottoH5Texts {
  currentDraw: string;
  closesIn: string;
  drawAt: string;
  lastResults: string;
  noResults: string;
  notOnSale: string;
  bettingNote: string;
  lobbyTitle: string;
  lobbyHint: string;
  notFound: string;
  everyMinutes: (n: number) => string;
  hourly: string;
  dailyAt: (time: string) => string;
}

export const lottoH5Texts: Readonly<Record<Language, LottoH5Texts>> = {
  th: {
    currentDraw: 'งวดปัจจุบัน',
    closesIn: 'ปิดรับแทงใน',
    drawAt: 'ออกผลเวลา',
    lastResults: 'ผล 10 งวดล่าสุด',
    noResults: 'ยังไม่มีผลรางวัล',
    notOnSale: 'ปิดรับแทง',
    bettingNote: 'การแทงหวยทำผ่านระบบหวยของผู้ให้บริการ ซึ่งยังไม่เปิดในหน้านี้ หน้านี้แสดงงวดและผลรางวัลเท่านั้น',
    lobbyTitle: 'ล็อบบี้หวย',
    lobbyHint: 'เลือกหวยเพื่อดูงวดปัจจุบันและผลรางวัล',
    notFound: 'ไม่พบหวยนี้',
    everyMinutes: (n) => `ออกผลทุก ${n} นาที`,
    hourly: 'ออกผลทุกชั่วโมง',
    dailyAt: (time) => `ออกผลทุกวัน เวลา ${time}`,
  },
  en: {
    currentDraw: 'Current draw',
    closesIn: 'Betting closes in',
    drawAt: 'Draw at',
    lastResults: 'Last 10 results',
    noResults: 'No results yet',
    notOnSale: 'Closed',
    bettingNote:
      "Betting runs on the lottery vendor's engine, which is not available on this page: it shows the draws and their results only.",
    lobbyTitle: 'Lottery lobby',
    lobbyHint: 'Choose a lottery to see its current draw and results',
    notFound: 'This lottery does not exist',
    everyMinutes: (n) => (n === 1 ? 'A draw every minute' : `A draw every ${n} minutes`),
    hourly: 'A draw every hour',
    dailyAt: (time) => `A draw every day at ${time}`,
  },
  cn: {
    currentDraw: '当前期号',
    closesIn: '距离封盘',
    drawAt: '开奖时间',
    lastResults: '最近10期开奖',
    noResults: '暂无开奖结果',
    notOnSale: '已封盘',
    bettingNote: '投注由彩票供应商的系统处理，本页面暂不提供投注，仅显示期号和开奖结果。',
    lobbyTitle: '彩票大厅',
    lobbyHint: '选择彩票查看当前期号和开奖结果',
    notFound: '该彩票不存在',
    everyMinutes: (n) => `每${n}分钟开奖`,
    hourly: '每小时开奖',
    dailyAt: (time) => `每天 ${time} 开奖`,
  },
  ja: {
    currentDraw: '現在の回',
    closesIn: '締切まで',
    drawAt: '抽選時刻',
    lastResults: '直近10回の結果',
    noResults: 'まだ結果はありません',
    notOnSale: '受付終了',
    bettingNote:
      'ベットは宝くじ提供元のシステムで行われ、このページでは利用できません。抽選回と結果のみを表示します。',
    lobbyTitle: '宝くじロビー',
    lobbyHint: '宝くじを選ぶと現在の回と結果が表示されます',
    notFound: 'この宝くじは存在しません',
    everyMinutes: (n) => `${n}分ごとに抽選`,
    hourly: '1時間ごとに抽選',
    dailyAt: (time) => `毎日 ${time} に抽選`,
  },
  vi: {
    currentDraw: 'Kỳ hiện tại',
    closesIn: 'Đóng cược sau',
    drawAt: 'Quay số lúc',
    lastResults: '10 kết quả gần nhất',
    noResults: 'Chưa có kết quả',
    notOnSale: 'Đã đóng',
    bettingNote:
      'Việc đặt cược do hệ thống xổ số của nhà cung cấp xử lý và chưa có trên trang này; trang chỉ hiển thị kỳ quay và kết quả.',
    lobbyTitle: 'Sảnh xổ số',
    lobbyHint: 'Chọn một loại xổ số để xem kỳ hiện tại và kết quả',
    notFound: 'Không tìm thấy loại xổ số này',
    everyMinutes: (n) => `Quay mỗi ${n} phút`,
    hourly: 'Quay mỗi giờ',
    dailyAt: (time) => `Quay hằng ngày lúc ${time}`,
  },
  id: {
    currentDraw: 'Periode saat ini',
    closesIn: 'Taruhan ditutup dalam',
    drawAt: 'Diundi pada',
    lastResults: '10 hasil terakhir',
    noResults: 'Belum ada hasil',
    notOnSale: 'Ditutup',
    bettingNote:
      'Taruhan dijalankan oleh sistem lotre penyedia dan belum tersedia di halaman ini; halaman ini hanya menampilkan periode dan hasilnya.',
    lobbyTitle: 'Lobi lotre',
    lobbyHint: 'Pilih lotre untuk melihat periode saat ini dan hasilnya',
    notFound: 'Lotre ini tidak ada',
    everyMinutes: (n) => `Diundi setiap ${n} menit`,
    hourly: 'Diundi setiap jam',
    dailyAt: (time) => `Diundi setiap hari pukul ${time}`,
  },
};
