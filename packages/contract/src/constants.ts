/** The business constants of §9 (and timings stated elsewhere), each with its section. */

/** §9 recent lottery count. */
export const RECENT_LOTTERY_COUNT = 100;
/** §9 game list page size on list screens. */
export const GAME_LIST_PAGE_SIZE = 15;
/** §9 page size on game-center tabs, fish and the lottery-side list. */
export const GAME_CENTER_PAGE_SIZE = 12;
/** §9 recent games page size. */
export const RECENT_GAMES_PAGE_SIZE = 10;
/** §9 favourite id fetch. */
export const FAVOURITE_IDS_PAGE_SIZE = 1000;
export const FAVOURITE_IDS_PAGE_NO = 1;
/** §5 minimum bet text: "1 baht and 25 lines" (the smallest stake a slot takes, in baht). */
export const MIN_BET_TEXT_BAHT = 1;
export const MIN_BET_TEXT_LINES = 25;
/** §2.8, §9 minimum bet filter options ('all' is no filter). */
export const MIN_BET_OPTIONS = ['0.01', '0.05', '0.1', '0.5', '0.75'] as const;
/** §2.3, §9 banner autoplay. */
export const BANNER_AUTOPLAY_MS = 15000;
/** §2.3, §9 hot match carousel. */
export const HOT_MATCH_AUTOPLAY_MS = 3000;
export const HOT_MATCH_SPEED_MS = 500;
/** §4, §9 SMS countdown start (seconds) and tick. */
export const SMS_COUNTDOWN_START_S = 60;
export const SMS_COUNTDOWN_TICK_MS = 500;
/** §9 loading toasts. */
export const LOADING_TOAST_MS = 3000;
export const LOADING_TOAST_LONG_MS = 10000;
/** §2.3 home loading toast time-out, §9 logout. */
export const HOME_LOADING_TOAST_MS = 9999;
export const LOGOUT_LOADING_TOAST_MS = 9999;
/** §8, §9 info and offline toasts. */
export const INFO_TOAST_MS = 2000;
/** §9 success toasts 1 to 1.5 s; notification default 1.5 s. */
export const SUCCESS_TOAST_MS = 1000;
export const NOTIFICATION_MS = 1500;
/** §8 invalid affiliate code toast. */
export const AFFILIATE_ERROR_TOAST_MS = 1000;
/** §2.2, §9 page transition fade. */
export const PAGE_TRANSITION_MS = 300;
/** §2.12, §9 game list reload on language change. */
export const LANGUAGE_RELOAD_DEBOUNCE_MS = 250;
/** §4, §9 field re-validation on language change. */
export const REVALIDATE_DEBOUNCE_MS = 200;
/** §9 pull to refresh and load more. */
export const REFRESH_DELAY_MS = 50;
export const PULL_DOWN_THRESHOLD = 50;
export const PULL_DOWN_STOP = 100;
export const PULL_UP_THRESHOLD = -50;
export const LOAD_MORE_SETTLE_MS = 500;
export const SCROLL_BOUNCE_MS = 300;
/** §4 game list scroll arrow switches within this distance of the bottom. */
export const SCROLL_ARROW_BOTTOM_DISTANCE = 100;
/** §2.9, §9 lottery draw polling. */
export const LOTTERY_POLL_CAP_MS = 30000;
export const LOTTERY_POLL_FALLBACK_MS = 1000;
export const LOTTERY_POLL_DRAWS = 4;
/** §2.11, §9 activity scroll delay. */
export const ACTIVITY_SCROLL_DELAY_MS = 500;
/** §4, §9 Android minimum app version; §2.13 iOS minimum for the app. */
export const ANDROID_MIN_VERSION = '2.4.0';
export const IOS_MIN_VERSION = '12.4';
/** §4, §9 step guide slides; tab bar page size. */
export const STEP_GUIDE_SLIDES = 3;
export const TAB_BAR_PAGE_SIZE = 5;
/** §4 dialog ignores mask clicks this soon after opening. */
export const DIALOG_MASK_GUARD_MS = 300;
/** §9 hot platform id. */
export const HOT_PLATFORM_ID = 2;
/** §9 recent-games menu excludes these; a lottery tab is added. */
export const RECENT_MENU_EXCLUDED = ['LOTT', 'ELOTT', 'ESPORTS', 'HOT'] as const;
/** §2.10 the page that embeds a lottery game or lobby, where every lottery launch leads. */
export const START_LOTTERY_PATH = '/m/startLottery';
/** §9 special launch vendors. */
export const SPECIAL_LAUNCH_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT', 'ELOTT'] as const;
/** §2.6, §9 e-sports vendor codes, split out of sports. */
export const ESPORTS_VENDOR_CODES = ['AV', 'AI', 'IMES', 'TF', 'IA'] as const;
/** §5, §9 uploads. */
export const IMAGE_TYPES = ['png', 'jpg'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;
/** §5, §9 lengths. */
export const COMMENT_MAX_LENGTH = 140;
export const CAPTCHA_MIN_LENGTH = 1;
export const CAPTCHA_MAX_LENGTH = 16;
/**
 * A captcha's life on the server (docs/accounts-and-security.md; not in the spec). The app
 * fetches a new one before this runs out, so a player who waits for an SMS is not told "wrong".
 */
export const CAPTCHA_TTL_MS = 2 * 60_000;
export const EMAIL_MAX_LENGTH = 255;
/** §5, §9 age thresholds. */
export const AGE_THRESHOLDS = [18, 21] as const;
/** §3, §9 balance display. */
export const TOP_BAR_BALANCE_DECIMALS = 2;
export const BALANCE_DEFAULT_TEXT = '0.0000';
/** §9 date formats. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm';
export const HOT_MATCH_TIME_FORMAT = 'DD/MM HH:mm';
export const PROMOTION_DATE_FORMAT = 'DD/MM/YYYY';
/** §3, §4, §9 storage keys. */
export const StorageKey = {
  LOTTFAV: 'LOTTFAV',
  noupdateAndroid: 'noupdateAndroid',
  hideDownloadBar: 'hideDownloadBar',
  memberInfo: 'memberInfo',
  /** §3 session record, one key in session storage. */
  session: 'session',
  /** §3 site status cached in local storage. */
  siteStatus: 'siteStatus',
  language: 'language',
  WEBCLIP: 'WEBCLIP',
  autoLogin: 'autoLogin',
  firstVisitPopupClosed: 'firstVisitPopupClosed',
  /** Issue 33 (not in the spec): the user names whose draw reminders are on on this device. */
  drawReminders: 'drawReminders',
} as const;
/** §9 app rating shown; footer years. */
export const APP_RATING = '5.0';
export const FOOTER_YEARS = '2019-2025';
/** §2.1 every page lives under this prefix. */
export const APP_BASE_PATH = '/m/';
/** Password floor under every merchant's rule (accounts issue): 8 or more, up to 64 allowed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** §2.9 the Hot tab shows the lottery menu with this tag. */
export const HOT_LOTTERY_MENU_TAG = 'vietnam_rb_hot';
/** §3 lottoMode text containing Entertainment gives playType ent, otherwise trad. */
export const playTypeOf = (lottoMode: string | null | undefined): 'ent' | 'trad' =>
  lottoMode?.includes('Entertainment') ? 'ent' : 'trad';

// Deposit and withdraw.
/** §5: transfer slips are png or jpg, under 5 MB each, at most 3. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const SLIP_MAX_COUNT = 3;
/**
 * The PromptPay requests one member keeps pending at once; a further request replaces (expires)
 * the oldest. The deposit page warns before asking for the one that replaces.
 */
export const PROMPTPAY_PENDING_MAX = 3;

/** §7 info/nickname: 1-40 characters, as registration takes it. */
export const NICKNAME_MAX_LENGTH = 40;
/** §5: head icons are png or jpg, under 5 MB. Here, not in member-profile.ts: the web reads it. */
export const ICON_MAX_BYTES = 5 * 1024 * 1024;

/** Feedback (§5): its kinds, and content between FEEDBACK_WORDS_MIN and _MAX words. */
export const FEEDBACK_TYPES = [
  'suggestion',
  'complaint',
  'deposit',
  'withdrawal',
  'game',
  'other',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_WORDS_MIN = 5;
export const FEEDBACK_WORDS_MAX = 500;
/** The longest content in characters, whatever its words. */
export const FEEDBACK_CONTENT_MAX_LENGTH = 4000;
/** §5: png or jpg, under 5 MB each, at most 3. */
export const FEEDBACK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEEDBACK_IMAGE_MAX_COUNT = 3;

/**
 * Words as a reader counts them: Unicode word segments that hold a letter or digit. Thai has no
 * spaces between words; the segmenter's dictionary parts them.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const s of new Intl.Segmenter('th', { granularity: 'word' }).segment(text))
    if (s.isWordLike) n++;
  return n;
}
