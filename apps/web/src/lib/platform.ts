import { ANDROID_MIN_VERSION, IOS_MIN_VERSION, StorageKey } from '@lotto/contract';

/**
 * Where the app runs (§1, §2.13, §4): the download bar, its popup, the Android update prompt and
 * the add-to-home-screen guide decide from this one description.
 *
 * The native app is not specified beyond "inside a native app": it is recognised by the bridge
 * object its web view injects (`window.NativeApp.version()`) or, failing that, by the user-agent
 * token `NativeApp/<version>` (an assumption this module owns; change both here if the wrapper
 * names them otherwise).
 */
export interface Platform {
  os: 'ios' | 'android' | 'other';
  /** iOS version as [major, minor, patch], null off iOS. */
  iosVersion: [number, number, number] | null;
  /** Safari itself on iOS (Chrome, Firefox, Edge and in-app browsers on iOS are not). */
  iosSafari: boolean;
  inAppBrowser: 'line' | 'facebook' | 'instagram' | null;
  /** The native app's version, null when not in the native app. */
  nativeAppVersion: string | null;
  /** Installed as a PWA or an iOS web clip (display-mode standalone or navigator.standalone). */
  standalone: boolean;
  /** An iOS web clip: the WEBCLIP flag kept in local storage (§4). */
  webClip: boolean;
}

export interface PlatformInputs {
  userAgent: string;
  standalone: boolean;
  nativeVersion?: string | null;
  storage?: Pick<Storage, 'getItem'> | null;
  /** iPadOS 13+ reports itself as a Mac: touch points tell them apart. */
  maxTouchPoints?: number;
}

const NATIVE_TOKEN = /\bNativeApp\/(\d+(?:\.\d+){0,2})/;

const versionOf = (text: string | undefined): [number, number, number] => {
  const [a = 0, b = 0, c = 0] = (text ?? '').split(/[._]/).map((n) => Number.parseInt(n, 10) || 0);
  return [a, b, c];
};

/** -1, 0 or 1 as version `a` is below, equal to or above `b` ("2.4.0", "12.4"). */
export const compareVersions = (a: string, b: string): number => {
  const x = versionOf(a);
  const y = versionOf(b);
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i]! < y[i]! ? -1 : 1;
  return 0;
};

export function detectPlatform(inputs: PlatformInputs): Platform {
  const ua = inputs.userAgent;
  const iPadAsMac = /Macintosh/.test(ua) && (inputs.maxTouchPoints ?? 0) > 1;
  const ios = /iPhone|iPad|iPod/.test(ua) || iPadAsMac;
  const android = !ios && /Android/.test(ua);
  const iosMatch = /OS (\d+[._]\d+(?:[._]\d+)?) like Mac OS X/.exec(ua);
  const iosVersion = ios
    ? iosMatch
      ? versionOf(iosMatch[1])
      : versionOf(/Version\/(\d+(?:\.\d+){0,2})/.exec(ua)?.[1])
    : null;
  const inAppBrowser = /\bLine\//.test(ua)
    ? 'line'
    : /FBAN|FBAV|FB_IAB/.test(ua)
      ? 'facebook'
      : /Instagram/.test(ua)
        ? 'instagram'
        : null;
  const nativeAppVersion = inputs.nativeVersion ?? NATIVE_TOKEN.exec(ua)?.[1] ?? null;
  const otherIosBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|YaBrowser|GSA\//.test(ua);
  const iosSafari =
    ios && /Safari\//.test(ua) && !otherIosBrowser && !inAppBrowser && !nativeAppVersion;
  let webClip = false;
  try {
    webClip = ios && inputs.storage?.getItem(StorageKey.WEBCLIP) === '1';
  } catch {
    webClip = false;
  }
  return {
    os: ios ? 'ios' : android ? 'android' : 'other',
    iosVersion,
    iosSafari,
    inAppBrowser,
    nativeAppVersion,
    standalone: inputs.standalone,
    webClip,
  };
}

/** §4, §9: the Android update prompt shows only in the Android app below 2.4.0. */
export const needsAndroidUpdate = (p: Platform): boolean =>
  p.os === 'android' &&
  p.nativeAppVersion !== null &&
  compareVersions(p.nativeAppVersion, ANDROID_MIN_VERSION) < 0;

/** §2.13: iOS 12.4 or later is required for the app (and an installed PWA). */
export const iosSupportsApp = (p: Platform): boolean =>
  p.iosVersion !== null && compareVersions(p.iosVersion.join('.'), IOS_MIN_VERSION) >= 0;

/**
 * §4 "the iOS version cannot support PWA": the spec names no other iOS threshold than the app's
 * 12.4, so an installed copy on an older iOS counts as unsupported (an assumption this module owns).
 */
export const iosSupportsPwa = (p: Platform): boolean => iosSupportsApp(p);

/** An installed web app (not a web clip): the download bar is always hidden there (§4). */
export const isInstalledPwa = (p: Platform): boolean => p.standalone && !p.webClip;

/** §2.13 tips: iOS up to 11, and iOS 12.0 to 12.1, get text of their own. */
export type IosTipRange = 'ios-11' | 'ios-12.0' | null;
export const iosTipRange = (p: Platform): IosTipRange => {
  if (p.os !== 'ios' || p.iosVersion === null) return null;
  const [major, minor] = p.iosVersion;
  if (major <= 11) return 'ios-11';
  if (major === 12 && minor <= 1) return 'ios-12.0';
  return null;
};

/**
 * The address that leaves an in-app browser for the system one, where the platform allows it:
 * LINE honours `openExternalBrowser=1` on both systems; on Android an intent opens Chrome from
 * Facebook or Instagram. iOS gives those two no way out but their own menu (null).
 */
export const externalBrowserUrl = (p: Platform, href: string): string | null => {
  if (!p.inAppBrowser) return null;
  const url = new URL(href);
  if (p.inAppBrowser === 'line') {
    url.searchParams.set('openExternalBrowser', '1');
    return url.toString();
  }
  if (p.os === 'android') {
    const scheme = url.protocol.replace(':', '');
    return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;end`;
  }
  return null;
};

/** The query a web clip's address carries (the merchant's profile sets it): `?webclip=1`. */
export const WEBCLIP_QUERY = 'webclip';

/** §4 the WEBCLIP flag is kept in local storage: a web clip's first start records it. */
export const rememberWebClip = (search: string, storage: Pick<Storage, 'setItem'>): void => {
  if (new URLSearchParams(search).get(WEBCLIP_QUERY) !== '1') return;
  try {
    storage.setItem(StorageKey.WEBCLIP, '1');
  } catch {
    // Private mode may refuse storage: this visit then counts as a browser's.
  }
};

interface NativeBridge {
  version?: () => unknown;
}

/** The native app's version as its bridge reports it (§2.13), null in a browser. */
export const nativeBridgeVersion = (win: { NativeApp?: NativeBridge }): string | null => {
  try {
    const version = win.NativeApp?.version?.();
    return typeof version === 'string' && /^\d+(\.\d+){0,2}$/.test(version) ? version : null;
  } catch {
    return null;
  }
};

/** This browser's platform, read from the user agent, the bridge, display mode and storage. */
export const currentPlatform = (): Platform => {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const displayStandalone =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(display-mode: standalone)').matches;
  return detectPlatform({
    userAgent: navigator.userAgent,
    standalone: iosStandalone || displayStandalone,
    nativeVersion: nativeBridgeVersion(window as { NativeApp?: NativeBridge }),
    storage,
    maxTouchPoints: navigator.maxTouchPoints,
  });
};

/**
 * §4 the shell's question: the Android update prompt shows in the Android app below 2.4.0 until
 * the player closes it, which stores noupdateAndroid=1 for the session.
 */
export const showsAndroidUpdatePrompt = (): boolean => {
  if (!needsAndroidUpdate(currentPlatform())) return false;
  try {
    return sessionStorage.getItem(StorageKey.noupdateAndroid) !== '1';
  } catch {
    return true;
  }
};
