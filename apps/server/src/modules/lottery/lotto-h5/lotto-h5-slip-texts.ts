import type { LotteryBetTypeCode } from '@lotto/contract';

/** The texts of the lotto-h5 slip page; en and th live beside the page (lotto-h5-slip.ts). */
export interface SlipTexts {
  slip: string;
  balance: string;
  signInToBet: string;
  betType: string;
  numbers: (digits: number) => string;
  numbersHint: string;
  quickPick: string;
  stakePerUnit: string;
  draws: string;
  addBet: string;
  remove: string;
  units: string;
  totalStake: string;
  possibleWin: string;
  possibleWinHint: string;
  place: string;
  placing: string;
  placed: string;
  emptySlip: string;
  myOrders: string;
  noOrders: string;
  cancelDraw: string;
  cancelled: string;
  /** An order's stake still in play (cancelled and refunded sub-orders left out). */
  liveStake: string;
  /** Stake given back, by cancel or refund. */
  returned: string;
  refresh: string;
  odds: string;
  result: string;
  win: string;
  verify: string;
  status: Record<'open' | 'won' | 'lost' | 'cancelled' | 'refunded', string>;
  errors: Record<string, string>;
  betTypes: Record<LotteryBetTypeCode, string>;
}

export const slipTextsCn: SlipTexts = {
  slip: '投注单',
  balance: '余额',
  signInToBet: '请在登录状态下从应用内打开此彩票进行投注。',
  betType: '玩法',
  numbers: (d) => `号码（每个 ${d} 位，用空格分隔）`,
  numbersHint: '机选会随机添加一个号码。',
  quickPick: '机选',
  stakePerUnit: '单注金额',
  draws: '追号期数',
  addBet: '加入投注单',
  remove: '删除',
  units: '注数',
  totalStake: '总投注额',
  possibleWin: '可能中奖',
  possibleWinHint: '每注各中一个号码、每期都中时',
  place: '确认投注',
  placing: '提交中…',
  placed: '投注成功',
  emptySlip: '请先将投注加入投注单。',
  myOrders: '我的注单',
  noOrders: '该彩票暂无注单',
  cancelDraw: '撤销本期',
  cancelled: '已撤单：投注额已退回余额',
  liveStake: '投注额',
  returned: '已退回',
  refresh: '刷新',
  odds: '赔率',
  result: '开奖结果',
  win: '中奖',
  verify: '验证开奖',
  status: {
    open: '待开奖',
    won: '已中奖',
    lost: '未中奖',
    cancelled: '已撤单',
    refunded: '已退款',
  },
  errors: {
    DRAW_LOCKED: '本期已封盘，请投注下一期。',
    DRAW_CLOSED: '本期已截止，投注单已转到下一期：请核对后重新投注。',
    INSUFFICIENT_FUNDS: '余额不足，无法提交此投注单。',
    numbers: '请检查号码：每个号码的位数须符合该玩法的要求。',
    stake: '请检查单注金额。',
    stakeDecimals: '单注金额最多 {decimals} 位小数。',
    stakeWhole: '单注金额必须是整数。',
    generic: '投注失败，请重试。',
  },
  betTypes: {
    th_3top: '三位上（直选）',
    th_3top_any: '三位上（任意顺序）',
    th_2top: '二位上',
    th_2bottom: '二位下',
    th_run_top: '跑号上',
    th_run_bottom: '跑号下',
    vn_de: 'Đề：特等奖末两位',
    vn_lo: 'Lô：任意奖项两位',
    vn_3cang: '3 càng：特等奖末三位',
  },
};

export const slipTextsJa: SlipTexts = {
  slip: 'ベット票',
  balance: '残高',
  signInToBet: 'ベットするには、ログインした状態でアプリからこの宝くじを開いてください。',
  betType: 'ベットの種類',
  numbers: (d) => `番号（各 ${d} 桁、スペース区切り）`,
  numbersHint: 'クイックピックでランダムな番号を1つ追加します。',
  quickPick: 'クイックピック',
  stakePerUnit: '1口あたりの額',
  draws: '続けて買う回数',
  addBet: 'ベット票に追加',
  remove: '削除',
  units: '口数',
  totalStake: 'ベット総額',
  possibleWin: '見込み配当',
  possibleWinHint: '各ベットの番号が1つずつ、すべての回で当たった場合',
  place: 'ベットする',
  placing: '送信中…',
  placed: 'ベットしました',
  emptySlip: '先にベット票にベットを追加してください。',
  myOrders: 'マイベット票',
  noOrders: 'この宝くじのベット票はまだありません',
  cancelDraw: 'この回を取り消す',
  cancelled: '取り消しました：ベット額は残高に戻りました',
  liveStake: 'ベット額',
  returned: '返却済み',
  refresh: '更新',
  odds: 'オッズ',
  result: '抽選結果',
  win: '配当',
  verify: '抽選を検証する',
  status: {
    open: '結果待ち',
    won: '当選',
    lost: '落選',
    cancelled: '取消',
    refunded: '返金',
  },
  errors: {
    DRAW_LOCKED: 'この回のベットは締め切られました。次の回でお試しください。',
    DRAW_CLOSED:
      'この回は締め切られました。ベット票は次の回に移りました。内容を確認してもう一度ベットしてください。',
    INSUFFICIENT_FUNDS: 'このベット票には残高が足りません。',
    numbers: '番号を確認してください：ベットの種類が求める桁数が必要です。',
    stake: '1口あたりの額を確認してください。',
    stakeDecimals: '1口あたりの額の小数点以下は最大 {decimals} 桁です。',
    stakeWhole: '1口あたりの額は整数にしてください。',
    generic: 'ベットできませんでした。もう一度お試しください。',
  },
  betTypes: {
    th_3top: '上3桁 ストレート',
    th_3top_any: '上3桁 順不同',
    th_2top: '上2桁',
    th_2bottom: '下2桁',
    th_run_top: 'ランニング上',
    th_run_bottom: 'ランニング下',
    vn_de: 'Đề：特賞の下2桁',
    vn_lo: 'Lô：いずれかの賞の2桁',
    vn_3cang: '3 càng：特賞の下3桁',
  },
};

export const slipTextsVi: SlipTexts = {
  slip: 'Phiếu cược',
  balance: 'Số dư',
  signInToBet: 'Hãy mở xổ số này từ ứng dụng khi đã đăng nhập để đặt cược.',
  betType: 'Kiểu cược',
  numbers: (d) => `Các số (mỗi số ${d} chữ số, cách nhau bằng dấu cách)`,
  numbersHint: 'Chọn nhanh sẽ thêm một số ngẫu nhiên.',
  quickPick: 'Chọn nhanh',
  stakePerUnit: 'Tiền cược mỗi đơn vị',
  draws: 'Số kỳ nuôi',
  addBet: 'Thêm vào phiếu',
  remove: 'Xóa',
  units: 'Số đơn vị',
  totalStake: 'Tổng tiền cược',
  possibleWin: 'Tiền thắng dự kiến',
  possibleWinHint: 'nếu mỗi cược trúng một số, ở mọi kỳ',
  place: 'Đặt cược',
  placing: 'Đang đặt cược…',
  placed: 'Đặt cược thành công',
  emptySlip: 'Hãy thêm một cược vào phiếu trước.',
  myOrders: 'Phiếu cược của tôi',
  noOrders: 'Chưa có phiếu cược nào ở xổ số này',
  cancelDraw: 'Hủy kỳ này',
  cancelled: 'Đã hủy: tiền cược đã hoàn về số dư',
  liveStake: 'Tiền cược',
  returned: 'đã hoàn',
  refresh: 'Làm mới',
  odds: 'Tỷ lệ trả thưởng',
  result: 'Kết quả',
  win: 'Thắng',
  verify: 'Kiểm chứng kết quả quay số',
  status: {
    open: 'Chờ kết quả',
    won: 'Trúng',
    lost: 'Trượt',
    cancelled: 'Đã hủy',
    refunded: 'Đã hoàn tiền',
  },
  errors: {
    DRAW_LOCKED: 'Kỳ này đã khóa cược. Hãy cược kỳ tiếp theo.',
    DRAW_CLOSED: 'Kỳ này đã đóng. Phiếu đã chuyển sang kỳ tiếp theo: hãy kiểm tra và đặt lại.',
    INSUFFICIENT_FUNDS: 'Số dư không đủ cho phiếu cược này.',
    numbers: 'Hãy kiểm tra các số: mỗi số phải đủ chữ số mà kiểu cược yêu cầu.',
    stake: 'Hãy kiểm tra tiền cược mỗi đơn vị.',
    stakeDecimals: 'Tiền cược chỉ có tối đa {decimals} chữ số thập phân.',
    stakeWhole: 'Tiền cược phải là số nguyên.',
    generic: 'Không đặt được cược. Vui lòng thử lại.',
  },
  betTypes: {
    th_3top: '3 số trên (đúng thứ tự)',
    th_3top_any: '3 số trên (đảo số)',
    th_2top: '2 số trên',
    th_2bottom: '2 số dưới',
    th_run_top: 'Số chạy trên',
    th_run_bottom: 'Số chạy dưới',
    vn_de: 'Đề: 2 số cuối giải đặc biệt',
    vn_lo: 'Lô: 2 số ở mọi giải',
    vn_3cang: '3 càng: 3 số cuối giải đặc biệt',
  },
};

export const slipTextsId: SlipTexts = {
  slip: 'Slip taruhan',
  balance: 'Saldo',
  signInToBet: 'Buka lotre ini dari aplikasi dalam keadaan masuk untuk bertaruh.',
  betType: 'Jenis taruhan',
  numbers: (d) => `Nomor (masing-masing ${d} digit, dipisah spasi)`,
  numbersHint: 'Pilih acak menambahkan satu nomor acak.',
  quickPick: 'Pilih acak',
  stakePerUnit: 'Taruhan per unit',
  draws: 'Jumlah periode diikuti',
  addBet: 'Tambah ke slip',
  remove: 'Hapus',
  units: 'Unit',
  totalStake: 'Total taruhan',
  possibleWin: 'Kemungkinan menang',
  possibleWinHint: 'jika satu nomor dari setiap taruhan kena, di setiap periode',
  place: 'Pasang taruhan',
  placing: 'Memasang…',
  placed: 'Taruhan terpasang',
  emptySlip: 'Tambahkan taruhan ke slip terlebih dahulu.',
  myOrders: 'Slip saya',
  noOrders: 'Belum ada slip di lotre ini',
  cancelDraw: 'Batalkan periode ini',
  cancelled: 'Dibatalkan: taruhan sudah kembali ke saldo Anda',
  liveStake: 'Taruhan',
  returned: 'dikembalikan',
  refresh: 'Muat ulang',
  odds: 'Odds',
  result: 'Hasil',
  win: 'Menang',
  verify: 'Verifikasi undian',
  status: {
    open: 'Menunggu',
    won: 'Menang',
    lost: 'Kalah',
    cancelled: 'Dibatalkan',
    refunded: 'Dikembalikan',
  },
  errors: {
    DRAW_LOCKED: 'Taruhan untuk periode ini sudah ditutup. Coba periode berikutnya.',
    DRAW_CLOSED:
      'Periode ini sudah ditutup. Slip dipindah ke periode berikutnya: periksa lalu pasang lagi.',
    INSUFFICIENT_FUNDS: 'Saldo Anda tidak cukup untuk slip ini.',
    numbers: 'Periksa nomornya: setiap nomor harus punya jumlah digit sesuai jenis taruhan.',
    stake: 'Periksa taruhan per unit.',
    stakeDecimals: 'Taruhan paling banyak {decimals} angka desimal.',
    stakeWhole: 'Taruhan harus bilangan bulat.',
    generic: 'Taruhan gagal dipasang. Silakan coba lagi.',
  },
  betTypes: {
    th_3top: '3 atas urut',
    th_3top_any: '3 atas bolak-balik',
    th_2top: '2 atas',
    th_2bottom: '2 bawah',
    th_run_top: 'Running atas',
    th_run_bottom: 'Running bawah',
    vn_de: 'Đề: 2 angka terakhir hadiah spesial',
    vn_lo: 'Lô: 2 angka di hadiah mana pun',
    vn_3cang: '3 càng: 3 angka terakhir hadiah spesial',
  },
};
