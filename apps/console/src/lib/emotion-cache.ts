import createCache from '@emotion/cache';

/**
 * MUI writes its styles into <style> elements at run time. The console's CSP allows styles from
 * 'self' and from elements carrying the nonce the server put into this page (meta csp-nonce),
 * never 'unsafe-inline'.
 */
export function createNonceCache() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  return createCache({ key: 'ops', nonce: nonce && !nonce.startsWith('%') ? nonce : undefined });
}
