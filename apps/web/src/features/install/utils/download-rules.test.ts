import { describe, expect, it } from 'vitest';
import { detectPlatform } from '@/lib/platform';
import { downloadBarHiddenBy, downloadOptions, needsSafari } from './download-rules';
import type { DownloadLinks } from './download-rules';

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosSafari12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iosLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidApp:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 NativeApp/2.3.0',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

const ALL: DownloadLinks = {
  ios: 'https://apps.example.com/a.ipa',
  android: 'https://apps.example.com/a.apk',
  profile: 'https://apps.example.com/a.mobileconfig',
};
const clip = { getItem: (key: string) => (key === 'WEBCLIP' ? '1' : null) };

interface Row {
  name: string;
  ua: string;
  standalone?: boolean;
  webClip?: boolean;
  links?: DownloadLinks;
  closedBefore?: boolean;
  installPromptReady?: boolean;
  hiddenBy: ReturnType<typeof downloadBarHiddenBy>;
  options: ReturnType<typeof downloadOptions>;
  safari?: boolean;
}

const rows: Row[] = [
  {
    name: 'iOS Safari: home screen, iOS app and profile',
    ua: UA.iosSafari,
    hiddenBy: null,
    options: ['home-screen', 'ios-app', 'ios-profile'],
  },
  {
    name: 'iOS Safari with no link still offers the home screen',
    ua: UA.iosSafari,
    links: {},
    hiddenBy: null,
    options: ['home-screen'],
  },
  {
    name: 'iOS Chrome: no home screen; downloads need Safari',
    ua: UA.iosChrome,
    hiddenBy: null,
    options: ['ios-app', 'ios-profile'],
    safari: true,
  },
  {
    name: 'iOS Chrome with no iOS link nor profile: no bar',
    ua: UA.iosChrome,
    links: { android: ALL.android },
    hiddenBy: 'no-link-for-platform',
    options: [],
    safari: true,
  },
  {
    name: 'LINE on iOS needs Safari',
    ua: UA.iosLine,
    hiddenBy: null,
    options: ['ios-app', 'ios-profile'],
    safari: true,
  },
  {
    name: 'iOS installed PWA: always hidden',
    ua: UA.iosSafari,
    standalone: true,
    hiddenBy: 'installed-pwa',
    options: ['ios-app', 'ios-profile'],
  },
  {
    name: 'iOS web clip with an iOS link: shown, no home screen',
    ua: UA.iosSafari,
    standalone: true,
    webClip: true,
    hiddenBy: null,
    options: ['ios-app', 'ios-profile'],
  },
  {
    name: 'iOS web clip with no iOS link: hidden',
    ua: UA.iosSafari,
    standalone: true,
    webClip: true,
    links: { profile: ALL.profile },
    hiddenBy: 'web-clip-without-ios-link',
    options: ['ios-profile'],
  },
  {
    name: 'iOS 12.1 web clip: the iOS version cannot support it',
    ua: UA.iosSafari12_1,
    standalone: true,
    webClip: true,
    hiddenBy: 'ios-cannot-support-pwa',
    options: ['ios-app', 'ios-profile'],
  },
  {
    name: 'iOS 12.1 in Safari, not installed: shown',
    ua: UA.iosSafari12_1,
    hiddenBy: null,
    options: ['home-screen', 'ios-app', 'ios-profile'],
  },
  {
    name: 'Android Chrome: the Android app',
    ua: UA.androidChrome,
    hiddenBy: null,
    options: ['android-app'],
  },
  {
    name: 'Android Chrome offering its install prompt: add to home screen too',
    ua: UA.androidChrome,
    installPromptReady: true,
    hiddenBy: null,
    options: ['android-app', 'home-screen'],
  },
  {
    name: 'Android Chrome with no Android link: no bar',
    ua: UA.androidChrome,
    links: { ios: ALL.ios, profile: ALL.profile },
    hiddenBy: 'no-link-for-platform',
    options: [],
  },
  {
    name: 'Android installed PWA: always hidden',
    ua: UA.androidChrome,
    standalone: true,
    installPromptReady: true,
    hiddenBy: 'installed-pwa',
    options: ['android-app'],
  },
  {
    name: 'the native app: hidden, nothing offered',
    ua: UA.androidApp,
    hiddenBy: 'native-app',
    options: [],
  },
  {
    name: 'closed before: hidden',
    ua: UA.androidChrome,
    closedBefore: true,
    hiddenBy: 'closed',
    options: ['android-app'],
  },
  {
    name: 'a desktop: every configured link',
    ua: UA.desktop,
    hiddenBy: null,
    options: ['android-app', 'ios-app', 'ios-profile'],
  },
];

describe('§4 download bar and §2.13 popup options, per platform', () => {
  it.each(rows)('$name', (row) => {
    const platform = detectPlatform({
      userAgent: row.ua,
      standalone: row.standalone ?? false,
      storage: row.webClip ? clip : null,
    });
    const context = {
      platform,
      links: row.links ?? ALL,
      installPromptReady: row.installPromptReady ?? false,
    };
    expect(downloadOptions(context)).toEqual(row.options);
    expect(downloadBarHiddenBy({ ...context, closedBefore: row.closedBefore ?? false })).toBe(
      row.hiddenBy,
    );
    expect(needsSafari(platform)).toBe(row.safari ?? false);
  });
});
