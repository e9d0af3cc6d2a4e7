import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
}

export interface TestProvider {
  issuer: string;
  close(): Promise<void>;
  /**
   * Goes through the provider's own login and consent pages as a browser would (cookies kept),
   * signing in as `login`; answers the URL the provider sends the player back to.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 (`port`, or any free one):
 * authorization code with PKCE, ID tokens signed with its own RS256 key, accounts named by
 * whatever login is typed, each with a verified e-mail `<login>@example.test`. The server's
 * integration tests and the e2e tier (where a browser goes through its pages) share it.
 */
export async function startTestProvider(clients: TestClient[], port = 0): Promise<TestProvider> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: {
      keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }],
    },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // As Google does: the ID token of a code flow carries the scopes' claims.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, email: `${sub}@example.test`, email_verified: true, name: sub }),
    }),
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
  });
  const callback = provider.callback();
  handle = (req, res) => void callback(req, res);

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async signIn(authorizationUrl, login) {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      let body: string | undefined;
      for (let hop = 0; hop < 20; hop++) {
        if (url.origin !== issuer) return url;
        const res = await fetch(url, {
          method: body ? 'POST' : 'GET',
          body,
          redirect: 'manual',
          headers: {
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
        });
        for (const cookie of res.headers.getSetCookie()) {
          const pair = cookie.split(';')[0]!;
          const at = pair.indexOf('=');
          if (pair.slice(at + 1)) jar.set(pair.slice(0, at), pair.slice(at + 1));
          else jar.delete(pair.slice(0, at));
        }
        if (res.status >= 300 && res.status < 400) {
          url = new URL(res.headers.get('location')!, url);
          body = undefined;
          continue;
        }
        const html = await res.text();
        const action = /action="([^"]+)"/.exec(html)?.[1];
        const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
        if (!action || !prompt)
          throw new Error(`the provider answered ${res.status}: ${html.slice(0, 500)}`);
        body = new URLSearchParams(
          prompt === 'login' ? { prompt, login, password: 'any password' } : { prompt },
        ).toString();
        url = new URL(action.replace(/&amp;/g, '&'), url);
      }
      throw new Error('the provider never sent the player back');
    },
  };
}
