import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  /** The value of the roles claim (a list, or an object when the claim is a dotted path). */
  roles: unknown;
  emailVerified?: boolean;
}

export const CLIENT_ID = 'cairn-web';
export const CLIENT_SECRET = 'cairn-web-secret';

/**
 * A real OpenID provider (the `oidc-provider` package) on a random 127.0.0.1 port. Its login step
 * is this harness: whoever reaches the interaction is signed in as the account named by `loginAs`
 * (consent is taken as given). The server listens first, so Cairn can start with its issuer; the
 * provider itself is made once Cairn's redirect URI is known (`register`).
 */
export const startOidcProvider = async () => {
  const accounts = new Map<string, ProviderAccount>();
  let loginAs: string | null = null;
  let provider: Provider | null = null;

  const interaction = async (req: IncomingMessage, res: ServerResponse) => {
    if (!loginAs) throw new Error('no account to sign in as: call loginAs first');
    await provider!.interactionFinished(
      req,
      res,
      { login: { accountId: loginAs } },
      { mergeWithLastSubmission: false },
    );
  };
  const server = createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
    } else if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    } else provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration = (redirectUri: string, rolesClaim: string): Configuration => ({
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['a test provider cookie key'] },
    features: { devInteractions: { enabled: false } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', rolesClaim],
    },
    // The roles in the ID token itself, as Keycloak's and Entra's mappers put them.
    conformIdTokenClaims: false,
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account
        ? {
            accountId: id,
            claims: () => ({
              sub: id,
              email: account.email,
              email_verified: account.emailVerified ?? true,
              name: id,
              [rolesClaim]: account.roles,
            }),
          }
        : undefined;
    },
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });

  return {
    issuer,
    accounts,
    loginAs: (accountId: string) => {
      loginAs = accountId;
    },
    register: (redirectUri: string, rolesClaim = 'cairn_roles') => {
      provider = new Provider(issuer, configuration(redirectUri, rolesClaim));
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TestOidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/** A browser's cookies and redirects, enough for the sign-in journey over fetch. */
export const cookieBrowser = () => {
  const jar = new Map<string, Map<string, string>>();
  const cookiesOf = (host: string) => jar.get(host) ?? jar.set(host, new Map()).get(host)!;
  const go = async (url: string, init: RequestInit = {}): Promise<Response> => {
    const { host } = new URL(url);
    const cookie = [...cookiesOf(host)].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      if (value === '' || /expires=thu, 01 jan 1970/i.test(line)) cookiesOf(host).delete(name);
      else cookiesOf(host).set(name, value);
    }
    return response;
  };
  /** Follows redirects from `url` until one leads to a page `stop` accepts (or none follows); answers that URL. */
  const follow = async (url: string, stop: (next: URL) => boolean): Promise<URL> => {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops++) {
      if (stop(current)) return current;
      const response = await go(current.toString());
      await response.arrayBuffer();
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location)
        throw new Error(`${current} answered ${response.status} without a redirect`);
      current = new URL(location, current);
    }
    throw new Error('too many redirects');
  };
  return { go, follow };
};
