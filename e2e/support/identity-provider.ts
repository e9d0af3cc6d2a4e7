import { createServer, type Server } from 'node:http';
import Provider from 'oidc-provider';

export interface IdentityProviderProcess {
  issuer: string;
  stop(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1:`port`, in the test process: its
 * own login and consent pages (any login and password sign in), authorization code with PKCE, ID
 * tokens signed with its development RS256 key, each account with a verified e-mail `<login>@example.test`.
 */
export async function startIdentityProvider(
  port: number,
  clients: { clientId: string; clientSecret: string; redirectUri: string }[],
): Promise<IdentityProviderProcess> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: [c.redirectUri],
      token_endpoint_auth_method: 'client_secret_post',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    cookies: { keys: ['e2e-provider-cookie-key-0123456789'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
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
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    issuer,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
