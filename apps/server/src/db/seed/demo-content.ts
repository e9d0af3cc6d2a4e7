import { bannerImageUrl, promotionImageUrl, teamImageUrl } from '../../lib/media-urls';
import type { Db } from '../client';
import { announcements, hotMatches, promotionCategories } from '../schema';
import type { LocalizedText } from '../schema';
import { isNull } from 'drizzle-orm';
import { excludedSet } from './upsert';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'A';

interface DemoAnnouncement {
  slug: string;
  type: AnnouncementType;
  groupName: string | null;
  title: LocalizedText;
  content?: LocalizedText;
  image?: string;
  linkUrl?: string;
  /** Days from now; negative is in the past. */
  startDays: number;
  /** Days from now; undefined means no expiry. */
  endDays?: number;
  categories?: readonly string[];
}

/** Simple, fixed HTML: a paragraph and a list, nothing that runs or loads. */
const html = (intro: string, points: readonly string[]): string =>
  `<p>${intro}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul>`;

const demoPromotionCategories: readonly { code: string; name: LocalizedText }[] = [
  { code: 'welcome', name: { en: 'Welcome', th: 'ต้อนรับสมาชิกใหม่' } },
  { code: 'daily', name: { en: 'Daily rewards', th: 'รางวัลรายวัน' } },
  { code: 'events', name: { en: 'Events', th: 'กิจกรรม' } },
];

const banners: DemoAnnouncement[] = [
  ['welcome-bonus', 'Welcome bonus', 'โบนัสต้อนรับ', '/m/activity'],
  ['lucky-lottery', 'Lucky lottery nights', 'ค่ำคืนหวยนำโชค', '/m/lottery'],
  ['live-casino', 'Live tables all night', 'คาสิโนสดตลอดคืน', '/m/gameList?gameType=LIVE'],
  ['sports-weekend', 'Big match weekend', 'สุดสัปดาห์บิ๊กแมตช์', '/m/sports'],
].map(([name = '', en, th, linkUrl], i) => ({
  slug: `banner-home-${name}`,
  type: 'B' as const,
  groupName: 'm_home',
  title: { en, th },
  image: bannerImageUrl(name),
  linkUrl,
  startDays: -30 + i,
}));

const notices: DemoAnnouncement[] = [
  [
    'Scheduled maintenance on Tuesday 03:00-05:00',
    'ปิดปรับปรุงระบบวันอังคาร 03:00-05:00 น.',
    'Some games pause during the upgrade.',
    'บางเกมจะหยุดให้บริการชั่วคราวระหว่างการปรับปรุง',
  ],
  [
    'Twenty new slot games this week',
    'เกมสล็อตใหม่ 20 เกมในสัปดาห์นี้',
    'Find them under the New badge.',
    'ดูได้จากป้าย ใหม่',
  ],
  [
    'Faster lottery results',
    'ผลหวยออกเร็วขึ้น',
    'Draw results now appear within seconds.',
    'ผลการออกรางวัลแสดงภายในไม่กี่วินาที',
  ],
  [
    'Keep your account safe',
    'รักษาบัญชีของคุณให้ปลอดภัย',
    'We never ask for your password by phone or chat.',
    'เราไม่เคยขอรหัสผ่านทางโทรศัพท์หรือแชท',
  ],
  [
    'Play responsibly',
    'เล่นอย่างรับผิดชอบ',
    'Set a deposit limit in the security center at any time.',
    'ตั้งวงเงินฝากได้ที่ศูนย์ความปลอดภัยได้ตลอดเวลา',
  ],
].map(([en = '', th = '', bodyEn = '', bodyTh = ''], i) => ({
  slug: `notice-${i + 1}`,
  type: 'PL' as const,
  groupName: 'm_home',
  title: { en, th },
  content: { en: `<p>${bodyEn}</p>`, th: `<p>${bodyTh}</p>` },
  startDays: -10 + i,
}));

const promotions: DemoAnnouncement[] = [
  {
    slug: 'promo-first-deposit',
    title: {
      en: 'First deposit bonus 100%',
      th: 'โบนัสฝากครั้งแรก 100%',
      vi: 'Thưởng nạp lần đầu 100%',
      cn: '首存红利 100%',
      ja: '初回入金ボーナス 100%',
      id: 'Bonus setoran pertama 100%',
    },
    categories: ['welcome'],
    startDays: -20,
    endDays: 40,
  },
  {
    slug: 'promo-second-deposit',
    title: {
      en: 'Second deposit bonus 50%',
      th: 'โบนัสฝากครั้งที่สอง 50%',
      vi: 'Thưởng nạp lần hai 50%',
      cn: '二存红利 50%',
      ja: '2回目入金ボーナス 50%',
      id: 'Bonus setoran kedua 50%',
    },
    categories: ['welcome'],
    startDays: -20,
    endDays: 40,
  },
  {
    slug: 'promo-daily-cashback',
    title: { en: 'Daily cashback 5%', th: 'คืนยอดเสียรายวัน 5%' },
    categories: ['daily'],
    startDays: -60,
  },
  {
    slug: 'promo-daily-check-in',
    title: { en: 'Daily check-in rewards', th: 'รางวัลเช็คอินรายวัน' },
    categories: ['daily', 'events'],
    startDays: -5,
    endDays: 25,
  },
  {
    slug: 'promo-lottery-week',
    title: { en: 'Lottery week double points', th: 'สัปดาห์หวยคะแนนสองเท่า' },
    categories: ['events'],
    startDays: -2,
    endDays: 5,
  },
  {
    slug: 'promo-live-tournament',
    title: { en: 'Live table tournament', th: 'ทัวร์นาเมนต์โต๊ะสด' },
    categories: ['events'],
    startDays: -1,
    endDays: 13,
  },
  {
    slug: 'promo-invite-friends',
    title: { en: 'Invite friends, share rewards', th: 'ชวนเพื่อน รับรางวัลร่วมกัน' },
    categories: ['welcome', 'events'],
    startDays: -15,
    endDays: 75,
  },
].map((p) => ({
  ...p,
  type: 'PR' as const,
  groupName: null,
  image: promotionImageUrl(p.slug.replace(/^promo-/, '')),
  linkUrl: p.slug === 'promo-invite-friends' ? '/m/inviteFriends' : '/m/voucherCenter',
  content: {
    en: html(`${p.title.en}: how it works.`, [
      'Open to every member with a verified account.',
      'Turnover 10 times the bonus before withdrawal.',
      'One claim per member.',
    ]),
    th: html(`${p.title.th}: รายละเอียด`, [
      'สำหรับสมาชิกที่ยืนยันบัญชีแล้วทุกท่าน',
      'ทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัสก่อนถอน',
      'รับได้หนึ่งครั้งต่อสมาชิก',
    ]),
  },
}));

const others: DemoAnnouncement[] = [
  {
    slug: 'banner-reg-join-today',
    type: 'B',
    groupName: 'm_reg',
    title: { en: 'Join today', th: 'สมัครวันนี้' },
    image: bannerImageUrl('join-today'),
    startDays: -30,
  },
  {
    slug: 'popup-welcome',
    type: 'PU',
    groupName: 'm_home',
    title: { en: 'Welcome to the demo', th: 'ยินดีต้อนรับสู่เดโม' },
    content: {
      en: '<p>Everything here is play money. <strong>Have fun!</strong></p>',
      th: '<p>ทุกอย่างในเดโมนี้ใช้เงินจำลอง <strong>ขอให้สนุก!</strong></p>',
    },
    image: promotionImageUrl('welcome-popup'),
    linkUrl: '/m/activity',
    startDays: -30,
  },
  {
    slug: 'agent-commission',
    type: 'A',
    groupName: null,
    title: { en: 'New commission table', th: 'ตารางค่าคอมมิชชั่นใหม่' },
    content: {
      en: '<p>The monthly commission table changes on the 1st.</p>',
      th: '<p>ตารางค่าคอมมิชชั่นรายเดือนเปลี่ยนในวันที่ 1</p>',
    },
    startDays: -3,
  },
];

export const demoAnnouncements: readonly DemoAnnouncement[] = [
  ...banners,
  ...others,
  ...notices,
  ...promotions,
];

const teams = [
  'Bangkok Tuskers',
  'Chiang Mai Hornbills',
  'Mekong Otters',
  'Andaman Sharks',
  'Isan Thunder',
  'Saigon Rivermen',
  'Hanoi Red Kites',
  'Penang Tigers',
  'Java Volcanoes',
  'Manila Mantas',
  'Phuket Waves',
  'Vientiane Buffaloes',
] as const;
const leagues = ['Mekong Cup', 'Andaman League', 'Golden Peninsula Cup'] as const;

const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export async function seedContent(
  db: Db,
  merchantCode: string,
  now: Date,
): Promise<{ announcements: number; promotionCategories: number; hotMatches: number }> {
  const categoryRows = await db
    .insert(promotionCategories)
    .values(
      demoPromotionCategories.map((c, i) => ({
        merchantCode,
        code: c.code,
        name: c.name,
        sortOrder: (i + 1) * 10,
      })),
    )
    .onConflictDoUpdate({
      target: [promotionCategories.merchantCode, promotionCategories.code],
      set: excludedSet(promotionCategories, ['name', 'sortOrder']),
    })
    .returning({ id: promotionCategories.id, code: promotionCategories.code });
  const categoryIds = new Map(categoryRows.map((r) => [r.code, r.id]));

  // Whole days from the start of today (UTC), so re-seeding within a day writes the same dates.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = (offset: number): Date => new Date(today + offset * DAY_MS);
  await db
    .insert(announcements)
    .values(
      demoAnnouncements.map((a, i) => ({
        merchantCode,
        slug: a.slug,
        type: a.type,
        groupName: a.groupName,
        title: a.title,
        content: a.content ?? {},
        imageUrl: a.image ?? null,
        linkUrl: a.linkUrl ?? null,
        startAt: day(a.startDays),
        endAt: a.endDays === undefined ? null : day(a.endDays),
        noExpiry: a.endDays === undefined,
        sortOrder: (i + 1) * 10,
        categoryIds: (a.categories ?? []).map((code) => {
          const id = categoryIds.get(code);
          if (id === undefined) throw new Error(`unknown promotion category ${code}`);
          return id;
        }),
        images:
          a.type === 'PR' && a.image
            ? [
                { url: a.image, sequence: 1 },
                { url: bannerImageUrl(a.slug), sequence: 2 },
              ]
            : [],
        enabled: true,
      })),
    )
    .onConflictDoUpdate({
      target: [announcements.merchantCode, announcements.slug],
      set: excludedSet(announcements, [
        'type',
        'groupName',
        'title',
        'content',
        'imageUrl',
        'linkUrl',
        'startAt',
        'endAt',
        'noExpiry',
        'sortOrder',
        'categoryIds',
        'images',
        'enabled',
      ]),
      // A row an operator edited in the console is theirs: a restart never undoes it.
      setWhere: isNull(announcements.editedAt),
    });

  // Kick-offs on the hour, spread over the next three days.
  const nextHour = Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS;
  const kickOffHours = [2, 5, 20, 26, 44, 50];
  const matches = kickOffHours.map((h, i) => {
    const home = teams[(i * 2) % teams.length] ?? teams[0];
    const away = teams[(i * 2 + 1) % teams.length] ?? teams[1];
    return {
      merchantCode,
      slug: `match-${i + 1}`,
      vendorCode: i % 3 === 2 ? 'SABA' : 'SBO',
      roomId: String(7001 + i),
      nodeId: 9001 + i,
      matchTime: new Date(nextHour + h * HOUR_MS),
      homeTeam: home,
      awayTeam: away,
      homeTeamImageUrl: teamImageUrl(slugOf(home)),
      awayTeamImageUrl: teamImageUrl(slugOf(away)),
      league: leagues[i % leagues.length] ?? leagues[0],
      enabled: true,
    };
  });
  await db
    .insert(hotMatches)
    .values(matches)
    .onConflictDoUpdate({
      target: [hotMatches.merchantCode, hotMatches.slug],
      set: excludedSet(hotMatches, [
        'vendorCode',
        'roomId',
        'nodeId',
        'matchTime',
        'homeTeam',
        'awayTeam',
        'homeTeamImageUrl',
        'awayTeamImageUrl',
        'league',
        'enabled',
      ]),
      setWhere: isNull(hotMatches.editedAt),
    });

  return {
    announcements: demoAnnouncements.length,
    promotionCategories: categoryRows.length,
    hotMatches: matches.length,
  };
}
