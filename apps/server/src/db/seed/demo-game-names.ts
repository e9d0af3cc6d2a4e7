import type { LocalizedText } from '../schema';

/** Invented words, [en, th]; combined they make titles that belong to no real game. */
type Word = readonly [en: string, th: string];

const slotModifiers: readonly Word[] = [
  ['Lucky', 'นำโชค'],
  ['Golden', 'ทองคำ'],
  ['Jade', 'หยก'],
  ['Thunder', 'สายฟ้า'],
  ['Coral', 'ปะการัง'],
  ['Mystic', 'มหัศจรรย์'],
  ['Crimson', 'สีชาด'],
  ['Royal', 'หลวง'],
  ['Silver', 'สีเงิน'],
  ['Neon', 'นีออน'],
  ['Ancient', 'โบราณ'],
  ['Starlight', 'แสงดาว'],
  ['Tropical', 'เมืองร้อน'],
  ['Monsoon', 'มรสุม'],
  ['Emerald', 'มรกต'],
  ['Midnight', 'เที่ยงคืน'],
  ['Sunrise', 'ยามเช้า'],
  ['Amber', 'อำพัน'],
  ['Cosmic', 'แห่งจักรวาล'],
  ['Wild', 'ป่า'],
  ['Spicy', 'แซ่บ'],
  ['Happy', 'สุขสันต์'],
  ['Frozen', 'เยือกแข็ง'],
  ['Secret', 'ลับ'],
];

const slotSubjects: readonly Word[] = [
  ['Elephant', 'ช้าง'],
  ['Temple', 'วิหาร'],
  ['Koi', 'ปลาคาร์ป'],
  ['Phoenix', 'หงส์ไฟ'],
  ['Tuk-Tuk', 'ตุ๊กตุ๊ก'],
  ['Mango', 'มะม่วง'],
  ['Orchid', 'กล้วยไม้'],
  ['River', 'แม่น้ำ'],
  ['Lantern', 'โคมไฟ'],
  ['Monkey', 'ลิง'],
  ['Treasure', 'สมบัติ'],
  ['Garden', 'สวน'],
  ['Market', 'ตลาด'],
  ['Festival', 'เทศกาล'],
  ['Island', 'เกาะ'],
  ['Kingdom', 'อาณาจักร'],
  ['Pearl', 'ไข่มุก'],
  ['Buffalo', 'ควาย'],
  ['Kite', 'ว่าว'],
  ['Drum', 'กลอง'],
  ['Noodle', 'ก๋วยเตี๋ยว'],
  ['Firefly', 'หิ่งห้อย'],
  ['Gecko', 'ตุ๊กแก'],
  ['Peacock', 'นกยูง'],
  ['Comet', 'ดาวหาง'],
];

const fishModifiers: readonly Word[] = [
  ['Ocean', 'มหาสมุทร'],
  ['Deep Sea', 'ทะเลลึก'],
  ['Golden', 'ทองคำ'],
  ['Mermaid', 'นางเงือก'],
  ['Dragon', 'มังกร'],
  ['Shark', 'ฉลาม'],
  ['Reef', 'แนวปะการัง'],
  ['Lagoon', 'ลากูน'],
];

const fishSubjects: readonly Word[] = [
  ['Hunter', 'นักล่า'],
  ['Fishing', 'ตกปลา'],
  ['Catch', 'จับปลา'],
  ['Blast', 'ระเบิด'],
  ['Party', 'ปาร์ตี้'],
];

const cardGames: readonly Word[] = [
  ['Pok Deng', 'ป๊อกเด้ง'],
  ['Kaeng', 'แคง'],
  ['Dummy', 'ดัมมี่'],
  ['Teen Patti', 'ทีนพัตติ'],
  ['Rummy', 'รัมมี่'],
  ['Blackjack', 'แบล็คแจ็ค'],
  ['Texas Poker', 'เท็กซัสโป๊กเกอร์'],
  ['Niu Niu', 'หนิวหนิว'],
  ['Sam Gong', 'สามกอง'],
  ['Pai Kao', 'ไพ่เก้า'],
];

const cardVariants: readonly Word[] = [
  ['Classic', 'คลาสสิก'],
  ['Turbo', 'เทอร์โบ'],
  ['Pro', 'โปร'],
  ['Lite', 'ไลท์'],
  ['Royal', 'รอยัล'],
];

/** §2.8 LIVE classify codes with the table game each names. */
export const liveClassifyNames: Readonly<Record<string, Word>> = {
  BAC: ['Baccarat', 'บาคาร่า'],
  SIC: ['Sic Bo', 'ไฮโล'],
  ROU: ['Roulette', 'รูเล็ต'],
  DAT: ['Dragon Tiger', 'เสือมังกร'],
  BJ: ['Blackjack', 'แบล็คแจ็ค'],
  HE: ["Hold'em", 'โฮลเด็ม'],
  MT: ['Mahjong Tiles', 'ไพ่นกกระจอก'],
  TCP: ['3-Card Poker', 'โป๊กเกอร์สามใบ'],
  WZP: ['Wenzhou Pai Gow', 'ไผ่โกวเวินโจว'],
  SD: ['Sedie', 'เซดี้'],
  FT: ['Fan-Tan', 'ฝานทาน'],
  NN: ['Niu Niu', 'หนิวหนิว'],
  YSX: ['Fish Prawn Crab', 'น้ำเต้าปูปลา'],
  ZJH: ['Zha Jin Hua', 'ซาจินหัว'],
};

const roman = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII', ' IX', ' X'];
const edition = (round: number): string => roman[round] ?? ` ${round + 1}`;

/**
 * The n-th name of a word grid: a stride coprime with the grid size visits every cell once
 * before any repeats, and the vendor's offset keeps vendors from starting on the same title.
 */
function gridName(
  first: readonly Word[],
  second: readonly Word[],
  index: number,
  offset: number,
  thOrder: 'first-second' | 'second-first',
  joinTh = '',
): LocalizedText {
  const size = first.length * second.length;
  const stride = coprimeStride(size);
  const cell = (offset + index * stride) % size;
  const a = first[cell % first.length];
  const b = second[Math.floor(cell / first.length)];
  if (!a || !b) throw new Error('word grid out of range');
  const suffix = edition(Math.floor(index / size));
  const th = thOrder === 'first-second' ? `${a[1]}${joinTh}${b[1]}` : `${b[1]}${joinTh}${a[1]}`;
  return { en: `${a[0]} ${b[0]}${suffix}`, th: `${th}${suffix}` };
}

function coprimeStride(size: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  let stride = Math.max(1, Math.floor(size * 0.618));
  while (gcd(stride, size) !== 1) stride++;
  return stride;
}

export const slotName = (index: number, offset: number): LocalizedText =>
  gridName(slotModifiers, slotSubjects, index, offset, 'second-first');

export const fishName = (index: number, offset: number): LocalizedText =>
  gridName(fishModifiers, fishSubjects, index, offset, 'second-first');

export const cardName = (index: number, offset: number): LocalizedText =>
  gridName(cardGames, cardVariants, index, offset, 'first-second', ' ');

export function liveName(classify: string, tableNo: number, speed: boolean): LocalizedText {
  const [en, th] = liveClassifyNames[classify] ?? ['Live Table', 'โต๊ะสด'];
  return speed
    ? { en: `Speed ${en} ${tableNo}`, th: `${th}สปีด ${tableNo}` }
    : { en: `${en} ${tableNo}`, th: `${th} ${tableNo}` };
}

/** A cockfighting arena's name in the six languages (Thai players' ไก่ชน). */
export const cockfightName = (arenaNo: number): LocalizedText => ({
  en: `Cockfight Arena ${arenaNo}`,
  th: `สนามไก่ชน ${arenaNo}`,
  cn: `斗鸡场 ${arenaNo}`,
  ja: `闘鶏アリーナ ${arenaNo}`,
  vi: `Trường gà ${arenaNo}`,
  id: `Arena Sabung Ayam ${arenaNo}`,
});
