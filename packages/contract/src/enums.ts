/** Enums as `as const` objects with a derived union (STYLE). Section numbers point into the spec. */
type ValueOf<T> = T[keyof T];

/**
 * §1, §9 game categories. COCKFIGHT is §1's "cockfighting is also named among the games" (Thai
 * players' ไก่ชน): the spec gives it no code, this is ours; it lists single games like LIVE.
 */
export const GameCategory = {
  RNG: 'RNG',
  LIVE: 'LIVE',
  FISH: 'FISH',
  PVP: 'PVP',
  SPORTS: 'SPORTS',
  ESPORTS: 'ESPORTS',
  ELOTT: 'ELOTT',
  LOTT: 'LOTT',
  COCKFIGHT: 'COCKFIGHT',
} as const;
export type GameCategory = ValueOf<typeof GameCategory>;
export const gameCategories = Object.values(GameCategory) as GameCategory[];

/** §2.1 device header: OTHERS when running standalone (installed PWA). */
export const Device = { MOBILE: 'MOBILE', OTHERS: 'OTHERS' } as const;
export type Device = ValueOf<typeof Device>;

/**
 * §1, §9 languages of the picker, each with every text; th is the default, en the fallback. The
 * catalogue's other languages (language-catalogue.ts) read in one of these.
 */
export const Language = { th: 'th', en: 'en', cn: 'cn', ja: 'ja', vi: 'vi', id: 'id' } as const;
export type Language = ValueOf<typeof Language>;
export const languages = Object.values(Language) as Language[];
export const DEFAULT_LANGUAGE: Language = 'th';
export const FALLBACK_LANGUAGE: Language = 'en';

/** §4 system status: 0 normal, 1 maintenance, 2 region restriction only. */
export const SystemStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export type SystemStatus = ValueOf<typeof SystemStatus>;

/** §3 content types of announcements. */
export const ContentType = {
  AGENT: 'A',
  PLAYER: 'PL',
  BANNER: 'B',
  POPUP: 'PU',
  PROMOTION: 'PR',
  HOT: 'H',
} as const;
export type ContentType = ValueOf<typeof ContentType>;

/** §3 prize modes and play types. */
export const PrizeMode = { Lott: 'Lott', ZY: 'ZY', Elott: 'Elott', SEA: 'SEA' } as const;
export type PrizeMode = ValueOf<typeof PrizeMode>;
export const PlayType = { Tradition: 'Tradition', Entertainment: 'Entertainment' } as const;
export type PlayType = ValueOf<typeof PlayType>;

/** §3 gateway ids. */
export const Gateway = { WEB: 1, MOBILE: 3 } as const;

/** §3 download link resource types. */
export const ResourceType = {
  IOS: 'IOS',
  Android: 'Android',
  MOBILECONFIG: 'MOBILECONFIG',
  AppDownloadIcon: 'AppDownloadIcon',
  PARTNER: 'PARTNER',
  SpeedTest: 'SpeedTest',
  AFFILIATELINK: 'AFFILIATELINK',
  LOGOLINK: 'LOGOLINK',
} as const;
export type ResourceType = ValueOf<typeof ResourceType>;
export const resourceTypes = Object.values(ResourceType) as ResourceType[];

/** §3 registration method. */
export const RegisterMethod = { APP: 'APP', H5: 'H5', WEBCLIP: 'WEBCLIP', PWA: 'PWA' } as const;
export type RegisterMethod = ValueOf<typeof RegisterMethod>;

/** §3 login types. */
export const LoginType = { username: 'username', sms: 'sms', firebase: 'firebase' } as const;
export type LoginType = ValueOf<typeof LoginType>;

/** Every whitelabel flag the spec names (§2.2, §2.4, §2.12, §2.13, §6). */
export const WhitelabelFlag = {
  FREEPLAY3: 'FREEPLAY3',
  MOBILEVERCODELOGIN3: 'MOBILEVERCODELOGIN3',
  FACEBOOKLOGIN3: 'FACEBOOKLOGIN3',
  GOOGLELOGIN3: 'GOOGLELOGIN3',
  UPDATEMOBILEICC3: 'UPDATEMOBILEICC3',
  CBS3: 'CBS3',
  REGCEN: 'REGCEN',
  AGETEAMPNL3: 'AGETEAMPNL3',
  DOWNMAN: 'DOWNMAN',
  TEAMBETTING3: 'TEAMBETTING3',
  TRANSREC3: 'TRANSREC3',
  REWARDCENTER3: 'REWARDCENTER3',
  WEBCLIP: 'WEBCLIP',
} as const;
export type WhitelabelFlag = ValueOf<typeof WhitelabelFlag>;
export const whitelabelFlags = Object.values(WhitelabelFlag) as WhitelabelFlag[];

/** §6 member types: 0, 1, 2 may deposit and withdraw; 4 is special (no chat, no promo read). */
export const MemberType = {
  MEMBER: 0,
  TYPE_1: 1,
  TYPE_2: 2,
  TYPE_4: 4,
  AGENT_40: 40,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;

/** §2.8 game classify codes; the filter offers RNG codes for slots and LIVE codes for live games. */
export const GameClassify = {
  /** RNG: jackpot, scratch, video poker, PVP, arcade. */
  JP: 'JP',
  SC: 'SC',
  VP: 'VP',
  TG: 'TG',
  AC: 'AC',
  /** LIVE: baccarat, sicbo, roulette, dragon tiger, blackjack, hold'em, mahjong, 3-card poker,
   * Wenzhou pai gow, sedie, fan-tan, niuniu, fish-prawn-crab, zjh. */
  BAC: 'BAC',
  SIC: 'SIC',
  ROU: 'ROU',
  DAT: 'DAT',
  BJ: 'BJ',
  HE: 'HE',
  MT: 'MT',
  TCP: 'TCP',
  WZP: 'WZP',
  SD: 'SD',
  FT: 'FT',
  NN: 'NN',
  YSX: 'YSX',
  ZJH: 'ZJH',
} as const;
export type GameClassify = ValueOf<typeof GameClassify>;
export const gameClassifies = Object.values(GameClassify) as GameClassify[];
/** §2.8 which filter panel offers each code. */
export const RNG_CLASSIFIES = [
  'JP',
  'SC',
  'VP',
  'TG',
  'AC',
] as const satisfies readonly GameClassify[];
export const LIVE_CLASSIFIES = [
  'BAC',
  'SIC',
  'ROU',
  'DAT',
  'BJ',
  'HE',
  'MT',
  'TCP',
  'WZP',
  'SD',
  'FT',
  'NN',
  'YSX',
  'ZJH',
] as const satisfies readonly GameClassify[];
export const classifyCategory = (code: GameClassify): 'RNG' | 'LIVE' =>
  (RNG_CLASSIFIES as readonly GameClassify[]).includes(code) ? GameCategory.RNG : GameCategory.LIVE;

/** §2.11 promotion status labels; transitions between them are not in the spec. */
export const PromotionStatus = {
  join: 'join',
  claim: 'claim',
  applying: 'applying',
  close: 'close',
  rejected: 'rejected',
  issued: 'issued',
  claimed: 'claimed',
  process: 'process',
  joined: 'joined',
  coming_soon: 'coming_soon',
} as const;
export type PromotionStatus = ValueOf<typeof PromotionStatus>;
export const promotionStatuses = Object.values(PromotionStatus) as PromotionStatus[];

/** §7 lottery launch: the betting page of one game, or the lobby. */
export const LottoView = { betting: 'betting', lobby: 'lobby' } as const;
export type LottoView = ValueOf<typeof LottoView>;

/** §2.7 sports and e-sports tiles launch a Mobile or a Desktop view. */
export const LaunchView = { Mobile: 'Mobile', Desktop: 'Desktop' } as const;
export type LaunchView = ValueOf<typeof LaunchView>;

/** §2.6 the game center's entrance menu variants (a merchant template switch). */
export const entranceMenuVariants = ['horizontal', 'vertical'] as const;
export type EntranceMenuVariant = (typeof entranceMenuVariants)[number];
