import { ResourceType } from '@lotto/contract';
import type { ConsolidatedSettings } from '@lotto/contract';
import { iosSupportsPwa, isInstalledPwa } from '@/lib/platform';
import type { Platform } from '@/lib/platform';

/** The merchant's download links (§3 resources): IOS, Android and MOBILECONFIG. */
export interface DownloadLinks {
  ios?: string;
  android?: string;
  profile?: string;
}

export const downloadLinksOf = (settings: ConsolidatedSettings | undefined): DownloadLinks => {
  const url = (type: ResourceType) =>
    settings?.resources.find((r) => r.resourceType === type)?.url || undefined;
  return {
    ios: url(ResourceType.IOS),
    android: url(ResourceType.Android),
    profile: url(ResourceType.MOBILECONFIG),
  };
};

/** §2.13 what the download popup offers. */
export type DownloadOption = 'home-screen' | 'android-app' | 'ios-app' | 'ios-profile';

export interface InstallContext {
  platform: Platform;
  links: DownloadLinks;
  /** The browser has offered its own install prompt (`beforeinstallprompt`). */
  installPromptReady: boolean;
}

/**
 * §2.13 the popup's options: add to home screen (iOS Safari, not already installed), the Android
 * app, the iOS app and the iOS profile, each only where its link is configured. Android browsers
 * get add to home screen only when the browser itself offers to install (its own prompt).
 */
export const downloadOptions = ({
  platform: p,
  links,
  installPromptReady,
}: InstallContext): DownloadOption[] => {
  if (p.nativeAppVersion !== null) return [];
  const options: DownloadOption[] = [];
  const installed = p.standalone || p.webClip;
  if (p.os === 'ios') {
    if (p.iosSafari && !installed) options.push('home-screen');
    if (links.ios) options.push('ios-app');
    if (links.profile) options.push('ios-profile');
    return options;
  }
  if (p.os === 'android') {
    if (links.android) options.push('android-app');
    if (installPromptReady && !installed) options.push('home-screen');
    return options;
  }
  // A desktop or an unknown system: every configured link, for a phone to be pointed at.
  if (links.android) options.push('android-app');
  if (links.ios) options.push('ios-app');
  if (links.profile) options.push('ios-profile');
  return options;
};

/** Why the download bar is hidden (§4), or null when it shows. */
export type DownloadBarHiddenBy =
  | 'native-app'
  | 'closed'
  | 'installed-pwa'
  | 'web-clip-without-ios-link'
  | 'ios-cannot-support-pwa'
  | 'no-link-for-platform';

export const downloadBarHiddenBy = (
  context: InstallContext & { closedBefore: boolean },
): DownloadBarHiddenBy | null => {
  const { platform: p, links } = context;
  if (p.nativeAppVersion !== null) return 'native-app';
  if (context.closedBefore) return 'closed';
  if (isInstalledPwa(p)) return 'installed-pwa';
  if (p.webClip && !links.ios) return 'web-clip-without-ios-link';
  if (p.os === 'ios' && (p.standalone || p.webClip) && !iosSupportsPwa(p))
    return 'ios-cannot-support-pwa';
  if (downloadOptions(context).length === 0) return 'no-link-for-platform';
  return null;
};

/** §8: a download on iOS outside Safari is refused with a notice. */
export const needsSafari = (p: Platform): boolean =>
  p.os === 'ios' && !p.iosSafari && !p.standalone && !p.webClip;
