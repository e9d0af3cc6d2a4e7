import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  detectPlatform,
  externalBrowserUrl,
  iosSupportsApp,
  iosTipRange,
  isInstalledPwa,
  nativeBridgeVersion,
  needsAndroidUpdate,
  rememberWebClip,
} from './platform';

const UA = {
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosSafari12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iosChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iosLine:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.20.0',
  iosFacebook:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/446.0.0.27.107;FBBV/1]',
  iPadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iosSafari11:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iosSafari12_3:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_3_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.1 Mobile/15E148 Safari/604.1',
  androidLine:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 Line/14.2.1/IAB',
  androidFacebook:
    'Mozilla/5.0 (Linux; Android 13; SM-A145F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/456.0.0.0;]',
  androidApp: (v: string) =>
    `Mozilla/5.0 (Linux; Android 13; SM-A145F; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36 NativeApp/${v}`,
};

const detect = (userAgent: string, extra: Partial<Parameters<typeof detectPlatform>[0]> = {}) =>
  detectPlatform({ userAgent, standalone: false, ...extra });

describe('platform detection', () => {
  it('reads iOS Safari and its version', () => {
    const p = detect(UA.iosSafari);
    expect(p).toMatchObject({
      os: 'ios',
      iosVersion: [17, 4, 1],
      iosSafari: true,
      inAppBrowser: null,
    });
    expect(iosSupportsApp(p)).toBe(true);
    expect(iosSupportsApp(detect(UA.iosSafari12_1))).toBe(false);
  });

  it('tells other iOS browsers and in-app browsers from Safari', () => {
    expect(detect(UA.iosChrome)).toMatchObject({ os: 'ios', iosSafari: false, inAppBrowser: null });
    expect(detect(UA.iosLine)).toMatchObject({ iosSafari: false, inAppBrowser: 'line' });
    expect(detect(UA.iosFacebook)).toMatchObject({ iosSafari: false, inAppBrowser: 'facebook' });
  });

  it('recognises an iPad that reports itself as a Mac by its touch points', () => {
    expect(detect(UA.iPadAsMac, { maxTouchPoints: 5 })).toMatchObject({
      os: 'ios',
      iosVersion: [17, 2, 0],
      iosSafari: true,
    });
    expect(detect(UA.iPadAsMac, { maxTouchPoints: 0 }).os).toBe('other');
  });

  it('asks Android app users below 2.4.0 to update, and no one else', () => {
    expect(needsAndroidUpdate(detect(UA.androidApp('2.3.9')))).toBe(true);
    expect(needsAndroidUpdate(detect(UA.androidApp('2.4.0')))).toBe(false);
    expect(needsAndroidUpdate(detect(UA.androidApp('10.0')))).toBe(false);
    expect(needsAndroidUpdate(detect(UA.androidChrome))).toBe(false);
    // The bridge's answer wins over the user agent.
    expect(needsAndroidUpdate(detect(UA.androidChrome, { nativeVersion: '2.1.0' }))).toBe(true);
  });

  it('knows an installed app and a web clip', () => {
    const clip = { getItem: (key: string) => (key === 'WEBCLIP' ? '1' : null) };
    expect(detect(UA.iosSafari, { standalone: true, storage: clip })).toMatchObject({
      standalone: true,
      webClip: true,
    });
    expect(detect(UA.androidChrome, { storage: clip }).webClip).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(detect(UA.iosSafari, { storage: broken }).webClip).toBe(false);
  });

  it('compares versions by number, not by text', () => {
    expect(compareVersions('2.10.0', '2.4.0')).toBe(1);
    expect(compareVersions('2.4', '2.4.0')).toBe(0);
    expect(compareVersions('12.3.9', '12.4')).toBe(-1);
  });

  it('reads the iOS tip range of §2.13: up to 11, and 12.0 to 12.1', () => {
    expect(iosTipRange(detect(UA.iosSafari11))).toBe('ios-11');
    expect(iosTipRange(detect(UA.iosSafari12_1))).toBe('ios-12.0');
    expect(iosTipRange(detect(UA.iosSafari12_3))).toBeNull();
    expect(iosTipRange(detect(UA.iosSafari))).toBeNull();
    expect(iosTipRange(detect(UA.androidChrome))).toBeNull();
    expect(iosSupportsApp(detect(UA.iosSafari12_3))).toBe(false);
  });

  it('tells an installed web app from a web clip', () => {
    const clip = { getItem: (key: string) => (key === 'WEBCLIP' ? '1' : null) };
    expect(isInstalledPwa(detect(UA.iosSafari, { standalone: true }))).toBe(true);
    expect(isInstalledPwa(detect(UA.iosSafari, { standalone: true, storage: clip }))).toBe(false);
    expect(isInstalledPwa(detect(UA.androidChrome))).toBe(false);
  });

  it('records the web clip flag from the clip address only', () => {
    const stored = new Map<string, string>();
    const storage = { setItem: (k: string, v: string) => void stored.set(k, v) };
    rememberWebClip('?language=th', storage);
    expect(stored.size).toBe(0);
    rememberWebClip('?webclip=1', storage);
    expect(stored.get('WEBCLIP')).toBe('1');
  });

  it('reads the native bridge version and ignores what is not a version', () => {
    expect(nativeBridgeVersion({ NativeApp: { version: () => '2.3.1' } })).toBe('2.3.1');
    expect(nativeBridgeVersion({ NativeApp: { version: () => 'abc' } })).toBeNull();
    expect(
      nativeBridgeVersion({
        NativeApp: {
          version: () => {
            throw new Error('gone');
          },
        },
      }),
    ).toBeNull();
    expect(nativeBridgeVersion({})).toBeNull();
  });

  it('leaves in-app browsers for the system browser where the platform allows', () => {
    const href = 'https://demo.example.com/m/home?language=th';
    expect(externalBrowserUrl(detect(UA.iosLine), href)).toBe(
      'https://demo.example.com/m/home?language=th&openExternalBrowser=1',
    );
    expect(externalBrowserUrl(detect(UA.androidLine), href)).toContain('openExternalBrowser=1');
    expect(detect(UA.androidFacebook).inAppBrowser).toBe('facebook');
    expect(externalBrowserUrl(detect(UA.androidFacebook), href)).toBe(
      'intent://demo.example.com/m/home?language=th#Intent;scheme=https;package=com.android.chrome;end',
    );
    expect(externalBrowserUrl(detect(UA.iosFacebook), href)).toBeNull();
    expect(externalBrowserUrl(detect(UA.iosChrome), href)).toBeNull();
  });
});
