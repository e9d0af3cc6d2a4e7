import type { ConsolidatedSettings } from '@lotto/contract';
import { linkTargetProps } from './open-link';

export type LogoLinkTarget =
  | { kind: 'app'; to: string }
  | { kind: 'same-tab'; href: string }
  | { kind: 'new-tab'; href: string };

/** A host of this site: the one the page is on, or one of the merchant's own domains. */
const isThisSite = (host: string, here: URL, settings: ConsolidatedSettings | undefined) => {
  const own = [here.host, settings?.mainDomain, ...(settings?.domainRoute.domains ?? [])];
  return own.some((h) => h !== undefined && h !== '' && h.toLowerCase() === host.toLowerCase());
};

/**
 * §2.2 where the logo's configured link (LOGOLINK) opens: a page of this app in place, another
 * address of this site in the same tab, anyone else's in a new tab (the player keeps the app).
 */
export const logoLinkTarget = (
  url: string,
  here: URL,
  settings: ConsolidatedSettings | undefined,
): LogoLinkTarget => {
  let target: URL;
  try {
    target = new URL(url, here);
  } catch {
    return { kind: 'new-tab', href: url };
  }
  if (target.origin === here.origin && target.pathname.startsWith('/m'))
    return { kind: 'app', to: `${target.pathname}${target.search}${target.hash}` };
  if (isThisSite(target.host, here, settings)) return { kind: 'same-tab', href: target.href };
  return { kind: 'new-tab', href: target.href };
};

/** The anchor's props for a target that leaves the app. */
export const logoAnchorProps = (target: Exclude<LogoLinkTarget, { kind: 'app' }>) =>
  target.kind === 'same-tab' ? {} : linkTargetProps(target.href);
