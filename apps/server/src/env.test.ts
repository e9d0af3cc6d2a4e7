import { describe, expect, it } from 'vitest';
import { readEnv, trustProxyValue } from './env';

describe('environment', () => {
  it('has working defaults and treats an empty variable as unset', () => {
    const env = readEnv({ DATABASE_URL: '', PORT: '9000' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(9000);
    expect(env.SEED_DEMO).toBe('true');
  });

  it('names a bad variable', () => {
    expect(() => readEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to run in production without its secrets', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(
      /ALTCHA_HMAC_KEY[\s\S]*WALLET_API_HMAC_KEY[\s\S]*MEMBER_TOTP_SECRET[\s\S]*CHAT_HMAC_KEY/,
    );
    const key = 'k'.repeat(32);
    const secrets = {
      ALTCHA_HMAC_KEY: key,
      WALLET_API_HMAC_KEY: key,
      MEMBER_TOTP_SECRET: key,
      CHAT_HMAC_KEY: key,
    };
    expect(readEnv({ NODE_ENV: 'production', ...secrets }).NODE_ENV).toBe('production');
    // Live-chat links signed with a per-process key would fail on every other instance.
    expect(() => readEnv({ NODE_ENV: 'production', ...secrets, CHAT_HMAC_KEY: '' })).toThrow(
      /CHAT_HMAC_KEY: required in production/,
    );
  });

  it('reads per-vendor wallet API keys and names a bad list', () => {
    const pg = 'p'.repeat(32);
    const jili = 'j'.repeat(40);
    expect(
      readEnv({ WALLET_API_VENDOR_KEYS: `PG=${pg}, JILI=${jili}` }).WALLET_API_VENDOR_KEYS,
    ).toEqual({ PG: pg, JILI: jili });
    expect(() => readEnv({ WALLET_API_VENDOR_KEYS: 'PG=short' })).toThrow(/WALLET_API_VENDOR_KEYS/);
    expect(readEnv({ RATE_LIMIT_MAX: '' }).RATE_LIMIT_MAX).toBe(1200);
  });

  it("reads identity providers' client secrets per merchant and provider", () => {
    expect(
      readEnv({ OIDC_CLIENT_SECRETS: 'DEMO:google=GOCSPX-a_b=c, DEMO:line=0f9e' })
        .OIDC_CLIENT_SECRETS,
    ).toEqual({ 'DEMO:google': 'GOCSPX-a_b=c', 'DEMO:line': '0f9e' });
    expect(() => readEnv({ OIDC_CLIENT_SECRETS: 'google=secret' })).toThrow(/OIDC_CLIENT_SECRETS/);
  });

  it('wants the VAPID keys and subject together, in their formats (issue 33)', () => {
    const vapid = {
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
      VAPID_SUBJECT: 'mailto:ops@example.com',
    };
    expect(readEnv(vapid).VAPID_SUBJECT).toBe('mailto:ops@example.com');
    expect(() => readEnv({ ...vapid, VAPID_PRIVATE_KEY: '' })).toThrow(
      /VAPID_PRIVATE_KEY: required with the other/,
    );
    expect(() => readEnv({ ...vapid, VAPID_PUBLIC_KEY: 'short' })).toThrow(/VAPID_PUBLIC_KEY/);
    expect(() => readEnv({ ...vapid, VAPID_SUBJECT: 'ops@example.com' })).toThrow(/VAPID_SUBJECT/);
  });

  it('wants the TLS certificate and key together', () => {
    expect(() => readEnv({ TLS_CERT_FILE: '/etc/tls/cert.pem' })).toThrow(/TLS_KEY_FILE/);
    expect(() => readEnv({ TLS_KEY_FILE: '/etc/tls/key.pem' })).toThrow(/TLS_CERT_FILE/);
    const env = readEnv({ TLS_CERT_FILE: '/etc/tls/cert.pem', TLS_KEY_FILE: '/etc/tls/key.pem' });
    expect(env.TLS_KEY_FILE).toBe('/etc/tls/key.pem');
  });

  it('takes a replica only beside a primary, and Redis only by its scheme (issue 35)', () => {
    expect(() => readEnv({ DATABASE_READ_URL: 'postgres://r/db' })).toThrow(
      /DATABASE_READ_URL: needs DATABASE_URL/,
    );
    const env = readEnv({ DATABASE_URL: 'postgres://p/db', DATABASE_READ_URL: 'postgres://r/db' });
    expect(env.DATABASE_READ_URL).toBe('postgres://r/db');
    expect(() => readEnv({ REDIS_URL: 'http://redis:6379' })).toThrow(/REDIS_URL must start/);
    expect(readEnv({ REDIS_URL: 'rediss://redis:6380' }).REDIS_KEY_PREFIX).toBe('lotto:');
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads the trusted proxies', () => {
    expect(trustProxyValue('false')).toBe(false);
    expect(trustProxyValue('true')).toBe(true);
    expect(trustProxyValue('10.0.0.1, 10.0.0.0/8')).toEqual(['10.0.0.1', '10.0.0.0/8']);
  });
});
