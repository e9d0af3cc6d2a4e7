import { bannerImageUrl, promotionImageUrl, teamImageUrl } from '../../lib/media-urls';
import type { Db } from '../client';
import { announcements, hotMatches, promotionCategories } from '../schema';
import type { LocalizedText } from '../schema';
import { isNull } from 'drizzle-orm';
import { excludedSet } from './upsert';
import { demoBannerTitles } from './demo-banner-titles';

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

/** The demo's texts in every language of the picker (§1), as a player of each would read them. */
type Texts = Required<LocalizedText>;

const demoPromotionCategories: readonly { code: string; name: Texts }[] = [
  {
    code: 'welcome',
    name: {
      en: 'Welcome',
      th: 'ต้อนรับสมาชิกใหม่',
      vi: 'Chào mừng',
      cn: '新人专享',
      ja: 'ウェルカム',
      id: 'Sambutan',
    },
  },
  {
    code: 'daily',
    name: {
      en: 'Daily rewards',
      th: 'รางวัลรายวัน',
      vi: 'Thưởng hằng ngày',
      cn: '每日奖励',
      ja: 'デイリー特典',
      id: 'Hadiah harian',
    },
  },
  {
    code: 'events',
    name: { en: 'Events', th: 'กิจกรรม', vi: 'Sự kiện', cn: '活动', ja: 'イベント', id: 'Acara' },
  },
];

const bannerLinks: readonly (readonly [name: string, linkUrl: string])[] = [
  ['welcome-bonus', '/m/activity'],
  ['lucky-lottery', '/m/lottery'],
  ['live-casino', '/m/gameList?gameType=LIVE'],
  ['sports-weekend', '/m/sports'],
];

const banners: DemoAnnouncement[] = bannerLinks.map(([name, linkUrl], i) => ({
  slug: `banner-home-${name}`,
  type: 'B' as const,
  groupName: 'm_home',
  title: { ...demoBannerTitles[name]! },
  image: bannerImageUrl(name),
  linkUrl,
  startDays: -30 + i,
}));

const noticeTexts: readonly { title: Texts; body: Texts }[] = [
  {
    title: {
      en: 'Scheduled maintenance on Tuesday 03:00-05:00',
      th: 'ปิดปรับปรุงระบบวันอังคาร 03:00-05:00 น.',
      vi: 'Bảo trì định kỳ thứ Ba 03:00-05:00',
      cn: '周二 03:00-05:00 系统维护',
      ja: '火曜 03:00〜05:00 定期メンテナンス',
      id: 'Pemeliharaan terjadwal Selasa 03:00-05:00',
    },
    body: {
      en: 'Some games pause during the upgrade.',
      th: 'บางเกมจะหยุดให้บริการชั่วคราวระหว่างการปรับปรุง',
      vi: 'Một số trò chơi tạm dừng trong lúc nâng cấp.',
      cn: '升级期间部分游戏暂停服务。',
      ja: 'アップグレード中は一部のゲームを休止します。',
      id: 'Beberapa permainan berhenti sementara selama pembaruan.',
    },
  },
  {
    title: {
      en: 'Twenty new slot games this week',
      th: 'เกมสล็อตใหม่ 20 เกมในสัปดาห์นี้',
      vi: '20 trò slot mới trong tuần này',
      cn: '本周新增 20 款老虎机',
      ja: '今週、新作スロット20タイトル登場',
      id: '20 game slot baru minggu ini',
    },
    body: {
      en: 'Find them under the New badge.',
      th: 'ดูได้จากป้าย ใหม่',
      vi: 'Tìm chúng qua nhãn Mới.',
      cn: '认准「新」标签即可找到。',
      ja: '「新着」マークが目印です。',
      id: 'Temukan lewat label Baru.',
    },
  },
  {
    title: {
      en: 'Faster lottery results',
      th: 'ผลหวยออกเร็วขึ้น',
      vi: 'Kết quả xổ số nhanh hơn',
      cn: '彩票开奖更快了',
      ja: '宝くじの結果がもっと早く',
      id: 'Hasil lotre lebih cepat',
    },
    body: {
      en: 'Draw results now appear within seconds.',
      th: 'ผลการออกรางวัลแสดงภายในไม่กี่วินาที',
      vi: 'Kết quả quay thưởng giờ hiển thị chỉ trong vài giây.',
      cn: '开奖结果现在数秒内即可公布。',
      ja: '抽選結果が数秒で表示されるようになりました。',
      id: 'Hasil undian kini tampil dalam hitungan detik.',
    },
  },
  {
    title: {
      en: 'Keep your account safe',
      th: 'รักษาบัญชีของคุณให้ปลอดภัย',
      vi: 'Giữ an toàn cho tài khoản',
      cn: '保护您的账户安全',
      ja: 'アカウントを安全に',
      id: 'Jaga keamanan akun Anda',
    },
    body: {
      en: 'We never ask for your password by phone or chat.',
      th: 'เราไม่เคยขอรหัสผ่านทางโทรศัพท์หรือแชท',
      vi: 'Chúng tôi không bao giờ hỏi mật khẩu qua điện thoại hay chat.',
      cn: '我们绝不会通过电话或聊天索要您的密码。',
      ja: '電話やチャットでパスワードをお尋ねすることは一切ありません。',
      id: 'Kami tidak pernah meminta kata sandi lewat telepon atau chat.',
    },
  },
  {
    title: {
      en: 'Play responsibly',
      th: 'เล่นอย่างรับผิดชอบ',
      vi: 'Chơi có trách nhiệm',
      cn: '理性游戏',
      ja: '責任あるプレイを',
      id: 'Bermain secara bertanggung jawab',
    },
    body: {
      en: 'Set a deposit limit in the security center at any time.',
      th: 'ตั้งวงเงินฝากได้ที่ศูนย์ความปลอดภัยได้ตลอดเวลา',
      vi: 'Bạn có thể đặt hạn mức nạp trong Trung tâm bảo mật bất cứ lúc nào.',
      cn: '您可随时在安全中心设置存款限额。',
      ja: 'セキュリティセンターでいつでも入金上限を設定できます。',
      id: 'Atur batas deposit di Pusat keamanan kapan saja.',
    },
  },
];

const eachLanguage = (texts: Texts, shape: (text: string) => string): Texts => ({
  en: shape(texts.en),
  th: shape(texts.th),
  vi: shape(texts.vi),
  cn: shape(texts.cn),
  ja: shape(texts.ja),
  id: shape(texts.id),
});

const notices: DemoAnnouncement[] = noticeTexts.map(({ title, body }, i) => ({
  slug: `notice-${i + 1}`,
  type: 'PL' as const,
  groupName: 'm_home',
  title,
  content: eachLanguage(body, (text) => `<p>${text}</p>`),
  startDays: -10 + i,
}));

/** How every demo promotion works, under its title, in each language. */
const promotionTerms: Record<keyof Texts, { heading: string; points: readonly string[] }> = {
  en: {
    heading: 'how it works.',
    points: [
      'Open to every member with a verified account.',
      'Turnover 10 times the bonus before withdrawal.',
      'One claim per member.',
    ],
  },
  th: {
    heading: 'รายละเอียด',
    points: [
      'สำหรับสมาชิกที่ยืนยันบัญชีแล้วทุกท่าน',
      'ทำยอดเทิร์นโอเวอร์ 10 เท่าของโบนัสก่อนถอน',
      'รับได้หนึ่งครั้งต่อสมาชิก',
    ],
  },
  vi: {
    heading: 'cách tham gia',
    points: [
      'Dành cho mọi thành viên đã xác minh tài khoản.',
      'Doanh thu cược gấp 10 lần tiền thưởng trước khi rút.',
      'Mỗi thành viên nhận một lần.',
    ],
  },
  cn: {
    heading: '活动说明',
    points: [
      '所有已验证账户的会员均可参加。',
      '提款前需完成红利 10 倍的流水。',
      '每位会员限领一次。',
    ],
  },
  ja: {
    heading: '詳細',
    points: [
      'アカウント認証済みのすべての会員が対象です。',
      '出金前にボーナスの10倍のターンオーバーが必要です。',
      'お一人様1回限り。',
    ],
  },
  id: {
    heading: 'cara kerjanya',
    points: [
      'Untuk semua anggota dengan akun terverifikasi.',
      'Turnover 10 kali bonus sebelum penarikan.',
      'Satu klaim per anggota.',
    ],
  },
};

const termsOf = (title: Texts): Texts => {
  const of = (language: keyof Texts) => {
    const { heading, points } = promotionTerms[language];
    const colon = language === 'cn' || language === 'ja' ? '：' : ': ';
    return html(`${title[language]}${colon}${heading}`, points);
  };
  return { en: of('en'), th: of('th'), vi: of('vi'), cn: of('cn'), ja: of('ja'), id: of('id') };
};

const promotionRows: readonly {
  slug: string;
  title: Texts;
  categories: readonly string[];
  startDays: number;
  endDays?: number;
}[] = [
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
    title: {
      en: 'Daily cashback 5%',
      th: 'คืนยอดเสียรายวัน 5%',
      vi: 'Hoàn trả hằng ngày 5%',
      cn: '每日返水 5%',
      ja: 'デイリーキャッシュバック 5%',
      id: 'Cashback harian 5%',
    },
    categories: ['daily'],
    startDays: -60,
  },
  {
    slug: 'promo-daily-check-in',
    title: {
      en: 'Daily check-in rewards',
      th: 'รางวัลเช็คอินรายวัน',
      vi: 'Thưởng điểm danh hằng ngày',
      cn: '每日签到奖励',
      ja: 'デイリーチェックイン特典',
      id: 'Hadiah check-in harian',
    },
    categories: ['daily', 'events'],
    startDays: -5,
    endDays: 25,
  },
  {
    slug: 'promo-lottery-week',
    title: {
      en: 'Lottery week double points',
      th: 'สัปดาห์หวยคะแนนสองเท่า',
      vi: 'Tuần lễ xổ số nhân đôi điểm',
      cn: '彩票周双倍积分',
      ja: '宝くじウィーク ポイント2倍',
      id: 'Pekan lotre poin ganda',
    },
    categories: ['events'],
    startDays: -2,
    endDays: 5,
  },
  {
    slug: 'promo-live-tournament',
    title: {
      en: 'Live table tournament',
      th: 'ทัวร์นาเมนต์โต๊ะสด',
      vi: 'Giải đấu bàn chơi trực tiếp',
      cn: '真人桌台锦标赛',
      ja: 'ライブテーブル・トーナメント',
      id: 'Turnamen meja langsung',
    },
    categories: ['events'],
    startDays: -1,
    endDays: 13,
  },
  {
    slug: 'promo-invite-friends',
    title: {
      en: 'Invite friends, share rewards',
      th: 'ชวนเพื่อน รับรางวัลร่วมกัน',
      vi: 'Mời bạn bè, cùng nhận thưởng',
      cn: '邀请好友，共享奖励',
      ja: '友達を招待して一緒に特典',
      id: 'Ajak teman, bagi hadiah',
    },
    categories: ['welcome', 'events'],
    startDays: -15,
    endDays: 75,
  },
];

const promotions: DemoAnnouncement[] = promotionRows.map((p) => ({
  ...p,
  type: 'PR' as const,
  groupName: null,
  image: promotionImageUrl(p.slug.replace(/^promo-/, '')),
  linkUrl: p.slug === 'promo-invite-friends' ? '/m/inviteFriends' : '/m/voucherCenter',
  content: termsOf(p.title),
}));

const others: DemoAnnouncement[] = [
  {
    slug: 'banner-reg-join-today',
    type: 'B',
    groupName: 'm_reg',
    title: { ...demoBannerTitles['join-today']! },
    image: bannerImageUrl('join-today'),
    startDays: -30,
  },
  {
    slug: 'popup-welcome',
    type: 'PU',
    groupName: 'm_home',
    title: {
      en: 'Welcome to the demo',
      th: 'ยินดีต้อนรับสู่เดโม',
      vi: 'Chào mừng đến với bản demo',
      cn: '欢迎体验演示版',
      ja: 'デモへようこそ',
      id: 'Selamat datang di demo',
    },
    content: {
      en: '<p>Everything here is play money. <strong>Have fun!</strong></p>',
      th: '<p>ทุกอย่างในเดโมนี้ใช้เงินจำลอง <strong>ขอให้สนุก!</strong></p>',
      vi: '<p>Mọi thứ ở đây đều là tiền chơi thử. <strong>Chúc bạn vui!</strong></p>',
      cn: '<p>这里的一切都使用游戏币。<strong>祝您玩得开心！</strong></p>',
      ja: '<p>ここではすべて練習用のお金を使います。<strong>お楽しみください！</strong></p>',
      id: '<p>Semua di sini memakai uang mainan. <strong>Selamat bersenang-senang!</strong></p>',
    },
    image: promotionImageUrl('welcome-popup'),
    linkUrl: '/m/activity',
    startDays: -30,
  },
  {
    slug: 'agent-commission',
    type: 'A',
    groupName: null,
    title: {
      en: 'New commission table',
      th: 'ตารางค่าคอมมิชชั่นใหม่',
      vi: 'Bảng hoa hồng mới',
      cn: '新佣金表',
      ja: '新しいコミッション表',
      id: 'Tabel komisi baru',
    },
    content: {
      en: '<p>The monthly commission table changes on the 1st.</p>',
      th: '<p>ตารางค่าคอมมิชชั่นรายเดือนเปลี่ยนในวันที่ 1</p>',
      vi: '<p>Bảng hoa hồng hằng tháng thay đổi vào ngày 1.</p>',
      cn: '<p>每月佣金表将于 1 日更新。</p>',
      ja: '<p>月間コミッション表は毎月1日に変わります。</p>',
      id: '<p>Tabel komisi bulanan berubah setiap tanggal 1.</p>',
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

/** The promotion categories upserted; their ids by code. */
async function upsertCategories(db: Db, merchantCode: string): Promise<Map<string, number>> {
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
  return new Map(categoryRows.map((r) => [r.code, r.id]));
}

/** The announcements and promotions upserted, dated from today (an operator's edit kept). */
async function upsertAnnouncements(
  db: Db,
  merchantCode: string,
  now: Date,
  categoryIds: Map<string, number>,
): Promise<void> {
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
}

/** The hot matches upserted, kicking off over the next three days; their count. */
async function upsertHotMatches(db: Db, merchantCode: string, now: Date): Promise<number> {
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
  return matches.length;
}

export async function seedContent(
  db: Db,
  merchantCode: string,
  now: Date,
): Promise<{ announcements: number; promotionCategories: number; hotMatches: number }> {
  const categoryIds = await upsertCategories(db, merchantCode);
  await upsertAnnouncements(db, merchantCode, now, categoryIds);
  const hotMatchCount = await upsertHotMatches(db, merchantCode, now);
  return {
    announcements: demoAnnouncements.length,
    promotionCategories: categoryIds.size,
    hotMatches: hotMatchCount,
  };
}
