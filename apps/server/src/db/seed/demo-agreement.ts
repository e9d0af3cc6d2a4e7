import type { Db } from '../client';
import { merchantDocuments } from '../schema';

const section = (title: string, items: string[]) =>
  `<h2>${title}</h2><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

/** The demo merchant's user agreement (§2.1): written once; an operator's edit is kept. */
const demoAgreement = {
  en: [
    '<p>These terms apply to every account on this demo site. By registering you accept them.</p>',
    section('Accounts', [
      'You must be at least 18 years old (or the age your country sets) to register.',
      'One account per person. Keep your password to yourself; you are responsible for what is done with your account.',
      'We may ask you to confirm who you are before a withdrawal.',
    ]),
    section('Money and bonuses', [
      'Everything on this demo is play money: nothing can be paid out.',
      'A bonus asks a turnover (the stakes you place) before it can be withdrawn; each promotion shows its own rules.',
      'We may cancel a bonus gained by abusing a promotion.',
    ]),
    section('Play responsibly', [
      'Set yourself limits and take breaks. Contact customer service if you want your account closed for a while.',
    ]),
  ].join(''),
  th: [
    '<p>ข้อตกลงนี้ใช้กับทุกบัญชีบนเว็บไซต์เดโมนี้ เมื่อสมัครสมาชิกถือว่าท่านยอมรับข้อตกลงนี้</p>',
    section('บัญชีผู้ใช้', [
      'ผู้สมัครต้องมีอายุอย่างน้อย 18 ปี (หรือตามที่กฎหมายในประเทศของท่านกำหนด)',
      'หนึ่งบัญชีต่อหนึ่งคน โปรดเก็บรหัสผ่านเป็นความลับ ท่านต้องรับผิดชอบต่อการใช้งานบัญชีของท่าน',
      'เราอาจขอให้ท่านยืนยันตัวตนก่อนการถอนเงิน',
    ]),
    section('เงินและโบนัส', [
      'ทุกอย่างในเดโมนี้ใช้เงินจำลอง ไม่สามารถถอนออกเป็นเงินจริงได้',
      'โบนัสต้องทำยอดเทิร์นโอเวอร์ (ยอดเดิมพัน) ก่อนถอน แต่ละโปรโมชั่นแสดงเงื่อนไขของตนเอง',
      'เราอาจยกเลิกโบนัสที่ได้มาจากการใช้โปรโมชั่นโดยมิชอบ',
    ]),
    section('เล่นอย่างรับผิดชอบ', [
      'กำหนดขีดจำกัดให้ตนเองและพักเป็นระยะ ติดต่อฝ่ายบริการลูกค้าหากต้องการปิดบัญชีชั่วคราว',
    ]),
  ].join(''),
};

export async function seedUserAgreement(db: Db, merchantCode: string): Promise<void> {
  await db
    .insert(merchantDocuments)
    .values({ merchantCode, kind: 'user_agreement', content: demoAgreement })
    .onConflictDoNothing();
}
