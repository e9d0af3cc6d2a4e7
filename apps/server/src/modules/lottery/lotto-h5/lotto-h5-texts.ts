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
  verifyTitle: string;
  verifyIntro: string;
  commitment: string;
  seed: string;
  seedHidden: string;
  result: string;
  back: string;
}

const verifyEn = {
  verifyTitle: 'Verify the draws',
  verifyIntro:
    "Before each draw the server publishes the SHA-256 of a random seed; at the draw it reveals the seed, and the result follows from it by this rule, so no one can choose a result. Check any draw with the README's script.",
  commitment: 'Commitment (SHA-256 of the seed)',
  seed: 'Seed',
  seedHidden: 'revealed at the draw',
  result: 'Result',
  back: 'Back to the game',
};

export const lottoH5Texts: Readonly<Record<Language, LottoH5Texts>> = {
  th: {
    currentDraw: 'งวดปัจจุบัน',
    closesIn: 'ปิดรับแทงใน',
    drawAt: 'ออกผลเวลา',
    lastResults: 'ผล 10 งวดล่าสุด',
    noResults: 'ยังไม่มีผลรางวัล',
    notOnSale: 'ปิดรับแทง',
    bettingNote:
      'ปิดรับแทงตามเวลาปิดก่อนออกผลแต่ละงวดตามนาฬิกาของเซิร์ฟเวอร์ ผลรางวัลทุกงวดมาจากค่าสุ่มที่เผยแพร่ค่าแฮชไว้ก่อนออกผล ใครก็ตรวจสอบได้',
    lobbyTitle: 'ล็อบบี้หวย',
    lobbyHint: 'เลือกหวยเพื่อดูงวดปัจจุบันและผลรางวัล',
    notFound: 'ไม่พบหวยนี้',
    everyMinutes: (n) => `ออกผลทุก ${n} นาที`,
    hourly: 'ออกผลทุกชั่วโมง',
    dailyAt: (time) => `ออกผลทุกวัน เวลา ${time}`,
    verifyTitle: 'ตรวจสอบผลการออกรางวัล',
    verifyIntro:
      'ก่อนออกผลแต่ละงวด เซิร์ฟเวอร์เผยแพร่ค่า SHA-256 ของค่าสุ่ม (seed) เมื่อออกผลจะเปิดเผย seed และผลรางวัลคำนวณจาก seed ตามกฎนี้ จึงไม่มีใครเลือกผลได้ ตรวจสอบงวดใดก็ได้ด้วยสคริปต์ใน README',
    commitment: 'ค่าผูกมัด (SHA-256 ของ seed)',
    seed: 'Seed',
    seedHidden: 'เปิดเผยเมื่อออกผล',
    result: 'ผลรางวัล',
    back: 'กลับไปที่เกม',
  },
  en: {
    currentDraw: 'Current draw',
    closesIn: 'Betting closes in',
    drawAt: 'Draw at',
    lastResults: 'Last 10 results',
    noResults: 'No results yet',
    notOnSale: 'Closed',
    bettingNote:
      "Bets close at the lock time before each draw, by the server's clock. Each result comes from a seed committed before the draw: anyone can verify it.",
    lobbyTitle: 'Lottery lobby',
    lobbyHint: 'Choose a lottery to see its current draw and results',
    notFound: 'This lottery does not exist',
    everyMinutes: (n) => (n === 1 ? 'A draw every minute' : `A draw every ${n} minutes`),
    hourly: 'A draw every hour',
    dailyAt: (time) => `A draw every day at ${time}`,
    ...verifyEn,
  },
  cn: {
    currentDraw: '当前期号',
    closesIn: '距离封盘',
    drawAt: '开奖时间',
    lastResults: '最近10期开奖',
    noResults: '暂无开奖结果',
    notOnSale: '已封盘',
    bettingNote:
      "Bets close at the lock time before each draw, by the server's clock. Each result comes from a seed committed before the draw: anyone can verify it.",
    lobbyTitle: '彩票大厅',
    lobbyHint: '选择彩票查看当前期号和开奖结果',
    notFound: '该彩票不存在',
    everyMinutes: (n) => `每${n}分钟开奖`,
    hourly: '每小时开奖',
    dailyAt: (time) => `每天 ${time} 开奖`,
    ...verifyEn,
  },
  ja: {
    currentDraw: '現在の回',
    closesIn: '締切まで',
    drawAt: '抽選時刻',
    lastResults: '直近10回の結果',
    noResults: 'まだ結果はありません',
    notOnSale: '受付終了',
    bettingNote:
      "Bets close at the lock time before each draw, by the server's clock. Each result comes from a seed committed before the draw: anyone can verify it.",
    lobbyTitle: '宝くじロビー',
    lobbyHint: '宝くじを選ぶと現在の回と結果が表示されます',
    notFound: 'この宝くじは存在しません',
    everyMinutes: (n) => `${n}分ごとに抽選`,
    hourly: '1時間ごとに抽選',
    dailyAt: (time) => `毎日 ${time} に抽選`,
    ...verifyEn,
  },
  vi: {
    currentDraw: 'Kỳ hiện tại',
    closesIn: 'Đóng cược sau',
    drawAt: 'Quay số lúc',
    lastResults: '10 kết quả gần nhất',
    noResults: 'Chưa có kết quả',
    notOnSale: 'Đã đóng',
    bettingNote:
      "Bets close at the lock time before each draw, by the server's clock. Each result comes from a seed committed before the draw: anyone can verify it.",
    lobbyTitle: 'Sảnh xổ số',
    lobbyHint: 'Chọn một loại xổ số để xem kỳ hiện tại và kết quả',
    notFound: 'Không tìm thấy loại xổ số này',
    everyMinutes: (n) => `Quay mỗi ${n} phút`,
    hourly: 'Quay mỗi giờ',
    dailyAt: (time) => `Quay hằng ngày lúc ${time}`,
    ...verifyEn,
  },
  id: {
    currentDraw: 'Periode saat ini',
    closesIn: 'Taruhan ditutup dalam',
    drawAt: 'Diundi pada',
    lastResults: '10 hasil terakhir',
    noResults: 'Belum ada hasil',
    notOnSale: 'Ditutup',
    bettingNote:
      "Bets close at the lock time before each draw, by the server's clock. Each result comes from a seed committed before the draw: anyone can verify it.",
    lobbyTitle: 'Lobi lotre',
    lobbyHint: 'Pilih lotre untuk melihat periode saat ini dan hasilnya',
    notFound: 'Lotre ini tidak ada',
    everyMinutes: (n) => `Diundi setiap ${n} menit`,
    hourly: 'Diundi setiap jam',
    dailyAt: (time) => `Diundi setiap hari pukul ${time}`,
    ...verifyEn,
  },
};
