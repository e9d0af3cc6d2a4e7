import { describe, expect, it } from 'vitest';
import { loginVideoSettings } from './merchant-config';

describe('§2.4 the login-page video of the merchant configuration', () => {
  it('takes an https address or a path of this site, with an optional poster', () => {
    expect(loginVideoSettings.safeParse({ url: 'https://cdn.example.com/intro.mp4' }).success).toBe(
      true,
    );
    expect(
      loginVideoSettings.safeParse({ url: '/media/intro.webm', posterUrl: '/media/intro.webp' })
        .success,
    ).toBe(true);
  });

  it('refuses plain http, another site by //, a script address and an empty address', () => {
    for (const url of [
      'http://cdn.example.com/a.mp4',
      '//evil.example/a.mp4',
      'javascript:alert(1)',
      '',
    ]) {
      const r = loginVideoSettings.safeParse({ url });
      expect(r.success, url).toBe(false);
      expect(r.error?.issues[0]?.path).toEqual(['url']);
    }
    const poster = loginVideoSettings.safeParse({ url: '/v.webm', posterUrl: 'http://x/p.png' });
    expect(poster.error?.issues[0]?.message).toBe('posterUrl must start with / or https://');
  });
});
