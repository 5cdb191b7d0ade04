import type { OidcSettings } from '@cairn/infra';
import { SecurityRole } from '@cairn/contracts';
import * as client from 'openid-client';

/** What Cairn keeps of a provider's answer: who it vouches for and the Cairn roles it grants. */
export interface OidcIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  roles: SecurityRole[];
}

/** What the login leaves in the browser (sealed) for the callback to check: CSRF state, nonce, PKCE. */
export interface OidcChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Plain http is for a provider on this machine only (tests, a local Keycloak); elsewhere https. */
const isLoopback = (url: URL) =>
  url.protocol === 'http:' &&
  (url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]');

/** The value at a dotted path of the claims (`realm_access.roles`). */
export const claimAt = (claims: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      claims,
    );

/** Roles from the configured claim (a list, or space-separated text), Cairn's roles only. */
export const rolesOf = (claims: Record<string, unknown>, rolesClaim: string): SecurityRole[] => {
  const raw = claimAt(claims, rolesClaim);
  const values = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/\s+/) : [];
  return values.filter((value): value is SecurityRole => SecurityRole.safeParse(value).success);
};

/**
 * The relying party, on `openid-client` (discovery, authorization URL with PKCE, state and nonce,
 * code exchange, ID token validation by the issuer's keys, userinfo): no token check of our own.
 */
export class OidcClient {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  /** Discovery once, lazily (the provider may start after Cairn); a failure is tried again next time. */
  private discover(): Promise<client.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.configuration ??= client
      .discovery(
        issuer,
        this.settings.clientId,
        undefined,
        this.settings.clientSecret
          ? client.ClientSecretPost(this.settings.clientSecret)
          : client.None(),
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }

  async authorizationUrl(redirectUri: string): Promise<{ url: string; checks: OidcChecks }> {
    const configuration = await this.discover();
    const checks: OidcChecks = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: this.settings.scope,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.toString(), checks };
  }

  /**
   * The provider's answer at the callback URL, checked against what the login sealed (state, nonce,
   * PKCE) and by openid-client (signature, issuer, audience, expiry); claims the ID token lacks
   * (email, roles) are read from userinfo.
   */
  async complete(callbackUrl: URL, checks: OidcChecks): Promise<OidcIdentity> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    // idTokenExpected: openid-client has refused an answer without an ID token already.
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('The provider answered without an ID token.');
    let claims: Record<string, unknown> = { ...idClaims };
    if (
      (claims.email === undefined || claimAt(claims, this.settings.rolesClaim) === undefined) &&
      tokens.access_token
    ) {
      const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...userInfo, ...claims };
    }
    return {
      subject: idClaims.sub,
      email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null,
      emailVerified: claims.email_verified !== false,
      roles: rolesOf(claims, this.settings.rolesClaim),
    };
  }
}
