/** §2.13: links to .ipa or .apk files open in the same tab; others open in a new tab. */
export const opensInSameTab = (url: string): boolean => /\.(ipa|apk)(\?|#|$)/i.test(url);

export const linkTargetProps = (url: string) =>
  opensInSameTab(url) ? {} : { target: '_blank', rel: 'noopener noreferrer' };
