import { describe, expect, it } from 'vitest';
import { domainMarkerMessage } from '@lotto/contract';
import { envelopeResponse } from '@/testing/test-utils';
import { probeOrigin } from './domain-marker';

const toBase64Url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A platform server's key pair, and a fetch that answers probes as that server on `host`. */
async function platform(answerAs?: string) {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const publicKey = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
  const seen: string[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    seen.push(url.href);
    const nonce = url.searchParams.get('nonce') ?? '';
    const origin = answerAs ?? url.origin;
    const time = Date.now();
    const signature = toBase64Url(
      await crypto.subtle.sign(
        { name: 'Ed25519' },
        pair.privateKey,
        new TextEncoder().encode(domainMarkerMessage(nonce, origin, time)),
      ),
    );
    return envelopeResponse({ origin, time, signature });
  }) as typeof fetch;
  return { publicKey, fetchImpl, seen };
}

describe('the platform marker', () => {
  it('verifies this platform’s signed answer over a fresh nonce', async () => {
    const p = await platform();
    expect(await probeOrigin('https://m.demo.example', p.publicKey, 1000, p.fetchImpl)).toBe(true);
    expect(p.seen[0]).toMatch(
      /^https:\/\/m\.demo\.example\/wps\/system\/domainProbe\?nonce=[A-Za-z0-9_-]{24}$/,
    );
  });

  it('refuses a signature by another key', async () => {
    const p = await platform();
    const other = await platform();
    expect(await probeOrigin('https://m.demo.example', other.publicKey, 1000, p.fetchImpl)).toBe(
      false,
    );
  });

  it('refuses a relay: the signed host is not the one called', async () => {
    const p = await platform('https://demo.example');
    expect(await probeOrigin('https://relay.example', p.publicKey, 1000, p.fetchImpl)).toBe(false);
  });

  it('refuses a foreign answer, a block page and no answer', async () => {
    const p = await platform();
    const foreign = (async () =>
      new Response(JSON.stringify({ status: 'ok', blocked: true }), {
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch;
    const page = (async () => new Response('<html>blocked</html>')) as typeof fetch;
    const refused = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const silent = ((_: unknown, init?: RequestInit) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
      )) as typeof fetch;
    for (const f of [foreign, page, refused, silent])
      expect(await probeOrigin('https://m.demo.example', p.publicKey, 50, f)).toBe(false);
  });

  it('refuses an answer replayed for another nonce', async () => {
    const p = await platform();
    let recorded: Response | null = null;
    const replay = (async (input: RequestInfo | URL) => {
      recorded ??= await p.fetchImpl(input);
      return recorded.clone();
    }) as typeof fetch;
    expect(await probeOrigin('https://m.demo.example', p.publicKey, 1000, replay)).toBe(true);
    expect(await probeOrigin('https://m.demo.example', p.publicKey, 1000, replay)).toBe(false);
  });
});
