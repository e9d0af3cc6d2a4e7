import type { Db } from '../client';
import { mallItems } from '../schema';

/** The demo points mall; an item already there keeps its stock and price. */
export const DEMO_MALL_ITEMS = [
  {
    code: 'free-spin-10',
    name: { en: '10 free spins', th: 'ฟรีสปิน 10 ครั้ง' },
    description: { en: 'Ten spins on a slot of the week', th: 'หมุนฟรี 10 ครั้งในสล็อตประจำสัปดาห์' },
    price: 30,
    stock: 500,
  },
  {
    code: 'lottery-ticket',
    name: { en: 'Lottery ticket', th: 'ตั๋วหวย' },
    description: { en: 'One ticket for the next draw', th: 'ตั๋วหนึ่งใบสำหรับงวดถัดไป' },
    price: 80,
    stock: 200,
  },
  {
    code: 'vip-badge',
    name: { en: 'VIP badge (one month)', th: 'ป้าย VIP (หนึ่งเดือน)' },
    description: { en: 'A badge beside your name', th: 'ป้ายข้างชื่อของคุณ' },
    price: 500,
    stock: 20,
  },
];

export async function seedDemoMall(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(mallItems)
    .values(DEMO_MALL_ITEMS.map((item, i) => ({ ...item, merchantCode, sortOrder: i })))
    .onConflictDoNothing();
}
