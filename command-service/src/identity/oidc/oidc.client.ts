import type { JsonWebKey } from 'node:crypto';
import { SecurityRole } from '@cairn/contracts';
import type { OidcConfig } from './oidc.config';
import { claimAt, OidcTokenError, parseJwt, verifySignature } from './oidc.jwt';

export interface OidcDiscovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}
export interface OidcIdentity {
  subject: string;
  email: string;
  roles: SecurityRole[];
  claims: Record<string, unknown>;
}
type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

/** Allowed clock difference between us and the provider. */
const SKEW_SECONDS = 60;

const getJson = async <T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> => {
  const response = await fetcher(url, init);
  if (!response.ok) throw new OidcTokenError(`${url} answered ${response.status}`);
  return (await response.json()) as T;
};

/**
 * OpenID Connect beside the built-in identity: discovery, the authorization URL, the code exchange
 * and the ID token check (signature by the issuer's JWKS with node:crypto, iss, aud, azp, exp, nonce),
 * then the email and the Cairn roles from the configured claim.
 */
export class OidcClient {
  private discovery: Promise<OidcDiscovery> | null = null;
  private keys: JsonWebKey[] = [];

  constructor(
    private readonly config: OidcConfig,
    private readonly fetcher: Fetch = fetch,
    private readonly nowSeconds = () => Date.now() / 1000,
  ) {}

  discover(): Promise<OidcDiscovery> {
    this.discovery ??= getJson<OidcDiscovery>(
      this.fetcher,
      `${this.config.issuer}/.well-known/openid-configuration`,
    )
      .then((doc) => {
        if (doc.issuer.replace(/\/$/, '') !== this.config.issuer)
          throw new OidcTokenError(`discovery names issuer ${doc.issuer}`);
        return doc;
      })
      .catch((error: unknown) => {
        this.discovery = null; // try again next time
        throw error;
      });
    return this.discovery;
  }

  async authorizationUrl(redirectUri: string, state: string, nonce: string): Promise<string> {
    const url = new URL((await this.discover()).authorization_endpoint);
    const params = {
      response_type: 'code',
      client_id: this.config.clientId,
      redirect_uri: redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return url.toString();
  }

  /** The authorization code for the ID token (client_secret_post), checked before it is returned. */
  async exchangeCode(code: string, redirectUri: string, nonce: string): Promise<OidcIdentity> {
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: this.config.clientId,
    });
    if (this.config.clientSecret) body.set('client_secret', this.config.clientSecret);
    const tokens = await getJson<{ id_token?: string }>(
      this.fetcher,
      (await this.discover()).token_endpoint,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      },
    );
    if (!tokens.id_token) throw new OidcTokenError('no id_token in the token response');
    return this.verifyIdToken(tokens.id_token, nonce);
  }

  async verifyIdToken(idToken: string, nonce?: string): Promise<OidcIdentity> {
    const parts = parseJwt(idToken);
    const key = await this.keyFor(parts.header.kid);
    if (!verifySignature(parts, key)) throw new OidcTokenError('bad signature');
    const claims = parts.payload;
    const now = this.nowSeconds();
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== this.config.issuer) throw new OidcTokenError('wrong issuer');
    if (!audiences.includes(this.config.clientId)) throw new OidcTokenError('wrong audience');
    if (audiences.length > 1 && claims.azp !== this.config.clientId)
      throw new OidcTokenError('wrong authorized party');
    if (typeof claims.exp !== 'number' || claims.exp < now - SKEW_SECONDS)
      throw new OidcTokenError('expired');
    if (typeof claims.iat === 'number' && claims.iat > now + SKEW_SECONDS)
      throw new OidcTokenError('issued in the future');
    if (nonce !== undefined && claims.nonce !== nonce) throw new OidcTokenError('wrong nonce');
    if (typeof claims.email !== 'string' || claims.email_verified === false)
      throw new OidcTokenError('no verified email');
    return {
      subject: String(claims.sub),
      email: claims.email.trim().toLowerCase(),
      roles: this.rolesOf(claims),
      claims,
    };
  }

  /** Roles from the custom claim (a list, or space-separated text), Cairn's roles only. */
  private rolesOf(claims: Record<string, unknown>): SecurityRole[] {
    const raw = claimAt(claims, this.config.rolesClaim);
    const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/\s+/) : [];
    return values.filter((value): value is SecurityRole => SecurityRole.safeParse(value).success);
  }

  /** The JWKS key of `kid`; an unknown kid fetches the set again once (the provider rotated keys). */
  private async keyFor(kid: string | undefined): Promise<JsonWebKey> {
    const find = () =>
      this.keys.find((key) => (kid === undefined ? this.keys.length === 1 : key.kid === kid));
    let key = find();
    if (!key) {
      this.keys =
        (await getJson<{ keys: JsonWebKey[] }>(this.fetcher, (await this.discover()).jwks_uri))
          .keys ?? [];
      key = find();
    }
    if (!key) throw new OidcTokenError(`no key ${kid ?? '(no kid)'} in the issuer's JWKS`);
    return key;
  }
}
