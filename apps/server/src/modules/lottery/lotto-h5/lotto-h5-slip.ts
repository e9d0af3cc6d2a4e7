import {
  DEFAULT_LOTTERY_SETTINGS,
  LOTTERY_BET_TYPES,
  formatOf,
  oddsOf,
  type Language,
  type LotterySettings,
  type MerchantConfig,
} from '@lotto/contract';
import type { LotteryGameRow } from '../../../db/schema';
import {
  slipTextsCn,
  slipTextsId,
  slipTextsJa,
  slipTextsVi,
  type SlipTexts,
} from './lotto-h5-slip-texts';
import { escapeHtml } from '../../../lib/html-page';

/** The bet slip's script, served beside lotto-h5.js. */
export const LOTTO_H5_SLIP_SCRIPT = '/m/lotto-h5/assets/lotto-h5-slip.js';

const en: SlipTexts = {
  slip: 'Bet slip',
  balance: 'Balance',
  signInToBet: 'Open this lottery from the app while signed in to bet.',
  betType: 'Bet type',
  numbers: (d) => `Numbers (${d} ${d === 1 ? 'digit' : 'digits'} each, separated by spaces)`,
  numbersHint: 'Quick pick adds a random number.',
  quickPick: 'Quick pick',
  stakePerUnit: 'Stake per unit',
  draws: 'Draws to follow',
  addBet: 'Add to slip',
  remove: 'Remove',
  units: 'Units',
  totalStake: 'Total stake',
  possibleWin: 'Possible win',
  possibleWinHint: 'if one number of each bet hits, in every draw',
  place: 'Place bet',
  placing: 'Placing…',
  placed: 'Bet placed',
  emptySlip: 'Add a bet to the slip first.',
  myOrders: 'My orders',
  noOrders: 'No orders in this lottery yet',
  cancelDraw: 'Cancel this draw',
  cancelled: 'Cancelled: the stake is back in your balance',
  liveStake: 'Stake',
  returned: 'returned',
  refresh: 'Refresh',
  odds: 'Odds',
  result: 'Result',
  win: 'Win',
  verify: 'Verify the draws',
  status: {
    open: 'Waiting',
    won: 'Won',
    lost: 'Lost',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  },
  errors: {
    DRAW_LOCKED: 'Betting on this draw has closed. Try the next draw.',
    DRAW_CLOSED: 'This draw has closed. The slip moved to the next draw: check it and place again.',
    INSUFFICIENT_FUNDS: 'Your balance is too low for this slip.',
    numbers: 'Check the numbers: each must have the digits the bet type asks for.',
    stake: 'Check the stake per unit.',
    stakeDecimals: 'The stake can have at most {decimals} decimal places.',
    stakeWhole: 'The stake must be a whole number.',
    generic: 'The bet could not be placed. Try again.',
  },
  betTypes: {
    th_3top: '3 top straight',
    th_3top_any: '3 top any order',
    th_2top: '2 top',
    th_2bottom: '2 bottom',
    th_run_top: 'Running top',
    th_run_bottom: 'Running bottom',
    vn_de: 'Đề: last 2 of the special prize',
    vn_lo: 'Lô: 2 digits on any prize',
    vn_3cang: '3 càng: last 3 of the special prize',
  },
};

const th: SlipTexts = {
  slip: 'โพยแทงหวย',
  balance: 'ยอดเงิน',
  signInToBet: 'เปิดหวยนี้จากแอปขณะเข้าสู่ระบบเพื่อแทง',
  betType: 'ประเภทการแทง',
  numbers: (d) => `ตัวเลข (${d} หลัก คั่นด้วยช่องว่าง)`,
  numbersHint: 'สุ่มเลขจะเพิ่มเลขแบบสุ่มหนึ่งชุด',
  quickPick: 'สุ่มเลข',
  stakePerUnit: 'ราคาต่อหน่วย',
  draws: 'จำนวนงวดที่แทงต่อเนื่อง',
  addBet: 'เพิ่มลงโพย',
  remove: 'ลบ',
  units: 'จำนวนหน่วย',
  totalStake: 'ยอดแทงรวม',
  possibleWin: 'เงินรางวัลที่อาจได้',
  possibleWinHint: 'หากถูกหนึ่งเลขของทุกรายการ ในทุกงวด',
  place: 'ยืนยันการแทง',
  placing: 'กำลังส่งโพย…',
  placed: 'แทงสำเร็จ',
  emptySlip: 'กรุณาเพิ่มรายการลงโพยก่อน',
  myOrders: 'โพยของฉัน',
  noOrders: 'ยังไม่มีโพยในหวยนี้',
  cancelDraw: 'ยกเลิกงวดนี้',
  cancelled: 'ยกเลิกแล้ว คืนยอดแทงเข้ายอดเงินของคุณ',
  liveStake: 'ยอดแทง',
  returned: 'คืนแล้ว',
  refresh: 'รีเฟรช',
  odds: 'อัตราจ่าย',
  result: 'ผลรางวัล',
  win: 'ได้รับ',
  verify: 'ตรวจสอบผลการออกรางวัล',
  status: {
    open: 'รอผล',
    won: 'ถูกรางวัล',
    lost: 'ไม่ถูกรางวัล',
    cancelled: 'ยกเลิก',
    refunded: 'คืนเงิน',
  },
  errors: {
    DRAW_LOCKED: 'ปิดรับแทงงวดนี้แล้ว กรุณาแทงงวดถัดไป',
    DRAW_CLOSED: 'งวดนี้ปิดแล้ว โพยย้ายไปงวดถัดไป กรุณาตรวจสอบแล้วแทงอีกครั้ง',
    INSUFFICIENT_FUNDS: 'ยอดเงินไม่พอสำหรับโพยนี้',
    numbers: 'กรุณาตรวจสอบตัวเลขให้ครบตามจำนวนหลักของประเภทการแทง',
    stake: 'กรุณาตรวจสอบราคาต่อหน่วย',
    stakeDecimals: 'ราคาต่อหน่วยมีทศนิยมได้ไม่เกิน {decimals} ตำแหน่ง',
    stakeWhole: 'ราคาต่อหน่วยต้องเป็นจำนวนเต็ม',
    generic: 'แทงไม่สำเร็จ กรุณาลองใหม่',
  },
  betTypes: {
    th_3top: '3 ตัวบน',
    th_3top_any: '3 ตัวบนกลับเลข',
    th_2top: '2 ตัวบน',
    th_2bottom: '2 ตัวล่าง',
    th_run_top: 'วิ่งบน',
    th_run_bottom: 'วิ่งล่าง',
    vn_de: '2 ตัวท้ายรางวัลพิเศษ',
    vn_lo: '2 ตัวท้ายทุกรางวัล (นับทุกรางวัลที่ถูก)',
    vn_3cang: '3 ตัวท้ายรางวัลพิเศษ',
  },
};

/** The slip in each language of the picker (the lotto-h5 test checks all six). */
export const slipTexts: Readonly<Record<Language, SlipTexts>> = {
  en,
  th,
  cn: slipTextsCn,
  ja: slipTextsJa,
  vi: slipTextsVi,
  id: slipTextsId,
};

const slipTextsOf = (language: Language): SlipTexts => slipTexts[language] ?? en;

/** A merchant row stored before the lottery settings existed has no `lottery` block: the defaults apply. */
const settingsOf = (merchant: MerchantConfig): LotterySettings => ({
  ...DEFAULT_LOTTERY_SETTINGS,
  ...(merchant.lottery as Partial<LotterySettings> | undefined),
});

/** The slip and the member's orders (lotto-h5-slip.js makes them work; it needs the page session). */
export function renderSlip(input: {
  game: LotteryGameRow;
  merchant: MerchantConfig;
  language: Language;
  numero: string;
  verifyHref: string;
}): string {
  const t = slipTextsOf(input.language);
  const settings = settingsOf(input.merchant);
  const types = LOTTERY_BET_TYPES[formatOf(input.game)].map((type) => ({
    code: type.code,
    digits: type.digits,
    expand: type.expand,
    odds: oddsOf(type, settings.odds),
    name: t.betTypes[type.code],
  }));
  const config = {
    gameCode: input.game.gameCode,
    numero: input.numero,
    decimals: input.merchant.currency.decimals,
    currency: input.merchant.currency.code,
    minStake: settings.minStakePerUnit,
    maxDraws: settings.maxFollowDraws,
    betTypes: types,
    texts: { ...t, numbers: types.map((x) => t.numbers(x.digits)) },
  };
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const radios = types
    .map(
      (
        x,
        i,
      ) => `<label class="lh5-chip"><input type="radio" name="lh5-bet-type" value="${x.code}"${i === 0 ? ' checked' : ''}>
<span>${escapeHtml(x.name)} <span class="lh5-chip__odds">×${escapeHtml(x.odds)}</span></span></label>`,
    )
    .join('\n');
  const first = types[0];
  return `<section class="lh5-card lh5-slip" aria-labelledby="lh5-slip-heading" data-testid="lh5-slip">
<h2 id="lh5-slip-heading" class="lh5-label">${escapeHtml(t.slip)}</h2>
<div class="lh5-row"><span class="lh5-muted">${escapeHtml(t.balance)}</span>
<span class="lh5-balance" data-testid="lh5-balance">—</span></div>
<p class="lh5-muted" data-testid="lh5-sign-in" hidden>${escapeHtml(t.signInToBet)}</p>
<fieldset class="lh5-types"><legend class="lh5-muted">${escapeHtml(t.betType)}</legend>
${radios}
</fieldset>
<label class="lh5-field" for="lh5-numbers"><span class="lh5-muted" id="lh5-numbers-label">${escapeHtml(t.numbers(first?.digits ?? 2))}</span>
<input id="lh5-numbers" class="lh5-input" inputmode="numeric" autocomplete="off" aria-describedby="lh5-numbers-hint" data-testid="lh5-numbers"></label>
<p id="lh5-numbers-hint" class="lh5-muted lh5-small">${escapeHtml(t.numbersHint)}</p>
<div class="lh5-actions"><button type="button" class="lh5-button lh5-button--ghost" data-action="quick-pick">${escapeHtml(t.quickPick)}</button></div>
<div class="lh5-grid">
<label class="lh5-field" for="lh5-stake"><span class="lh5-muted">${escapeHtml(t.stakePerUnit)} (${escapeHtml(input.merchant.currency.code)})</span>
<input id="lh5-stake" class="lh5-input" inputmode="decimal" autocomplete="off" value="${escapeHtml(settings.minStakePerUnit)}" data-testid="lh5-stake"></label>
<label class="lh5-field" for="lh5-draws"><span class="lh5-muted">${escapeHtml(t.draws)}</span>
<input id="lh5-draws" class="lh5-input" type="number" min="1" max="${settings.maxFollowDraws}" value="1" data-testid="lh5-draws"></label>
</div>
<p id="lh5-stake-error" class="lh5-field-error" role="alert" data-testid="lh5-stake-error" hidden></p>
<div class="lh5-actions"><button type="button" class="lh5-button lh5-button--ghost" data-action="add-bet" data-testid="lh5-add-bet">${escapeHtml(t.addBet)}</button></div>
<ul class="lh5-slip-bets" data-testid="lh5-slip-bets"></ul>
<dl class="lh5-summary">
<div><dt>${escapeHtml(t.units)}</dt><dd data-testid="lh5-units">0</dd></div>
<div><dt>${escapeHtml(t.totalStake)}</dt><dd data-testid="lh5-total">0</dd></div>
<div><dt>${escapeHtml(t.possibleWin)}</dt><dd data-testid="lh5-possible-win">0</dd></div>
</dl>
<p class="lh5-muted lh5-small">${escapeHtml(t.possibleWin)}: ${escapeHtml(t.possibleWinHint)}</p>
<p class="lh5-message" role="status" aria-live="polite" data-testid="lh5-slip-message"></p>
<button type="button" class="lh5-button" data-action="place" data-testid="lh5-place">${escapeHtml(t.place)}</button>
</section>
<section class="lh5-card" aria-labelledby="lh5-orders-heading">
<div class="lh5-row"><h2 id="lh5-orders-heading" class="lh5-label">${escapeHtml(t.myOrders)}</h2>
<button type="button" class="lh5-link" data-action="refresh-orders">${escapeHtml(t.refresh)}</button></div>
<ol class="lh5-orders" data-testid="lh5-orders"></ol>
<p class="lh5-muted lh5-orders-empty">${escapeHtml(t.noOrders)}</p>
</section>
<p class="lh5-note"><a class="lh5-link" href="${escapeHtml(input.verifyHref)}" data-testid="lh5-verify-link">${escapeHtml(t.verify)}</a></p>
<script type="application/json" id="lh5-slip-config">${json}</script>
<script src="${LOTTO_H5_SLIP_SCRIPT}" defer></script>`;
}
