import { generateKeyPairSync, sign, constants, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OidcClient } from './oidc.client';
import type { OidcConfig } from './oidc.config';

const ISSUER = 'https://id.example.org/realms/cairn';
const config: OidcConfig = {
  issuer: ISSUER,
  clientId: 'cairn-web',
  clientSecret: 's3cret',
  rolesClaim: 'realm_access.roles',
};
const NOW = 1_800_000_000;

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const other = generateKeyPairSync('rsa', { modulusLength: 2048 });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (
  alg: 'RS256' | 'ES256' | 'PS256',
  kid: string,
  key: KeyObject,
  claims: object,
): string => {
  const data = `${b64({ alg, kid, typ: 'JWT' })}.${b64(claims)}`;
  const signature =
    alg === 'ES256'
      ? sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' })
      : alg === 'PS256'
        ? sign('sha256', Buffer.from(data), {
            key,
            padding: constants.RSA_PKCS1_PSS_PADDING,
            saltLength: 32,
          })
        : sign('sha256', Buffer.from(data), key);
  return `${data}.${signature.toString('base64url')}`;
};
const claims = (extra: object = {}) => ({
  iss: ISSUER,
  aud: 'cairn-web',
  sub: 'idp-user-1',
  exp: NOW + 300,
  iat: NOW,
  nonce: 'n-1',
  email: 'Admin@Cairn.Example',
  email_verified: true,
  realm_access: { roles: ['ROLE_CAIRN_ADMIN', 'ROLE_ADMIN', 'offline_access'] },
  ...extra,
});

/** A local provider: discovery, a JWKS (rotated on demand) and a token endpoint, counting calls. */
const provider = () => {
  const calls: string[] = [];
  let jwks = [
    { ...rsa.publicKey.export({ format: 'jwk' }), kid: 'rsa-1', alg: 'RS256', use: 'sig' },
  ];
  let issued = '';
  const fetcher = async (url: string, init?: RequestInit): Promise<Response> => {
    calls.push(url);
    if (url === `${ISSUER}/.well-known/openid-configuration`) {
      return Response.json({
        issuer: ISSUER,
        authorization_endpoint: `${ISSUER}/auth`,
        token_endpoint: `${ISSUER}/token`,
        jwks_uri: `${ISSUER}/certs`,
      });
    }
    if (url === `${ISSUER}/certs`) return Response.json({ keys: jwks });
    if (url === `${ISSUER}/token`) {
      const body = new URLSearchParams(String(init?.body));
      if (body.get('code') !== 'the-code' || body.get('client_secret') !== 's3cret')
        return new Response('bad', { status: 400 });
      return Response.json({ id_token: issued, access_token: 'x', token_type: 'Bearer' });
    }
    return new Response('not found', { status: 404 });
  };
  return {
    calls,
    fetcher,
    rotate: () => {
      jwks = [
        ...jwks,
        { ...ec.publicKey.export({ format: 'jwk' }), kid: 'ec-2', alg: 'ES256', use: 'sig' },
      ];
    },
    issue: (token: string) => {
      issued = token;
    },
  };
};

describe('OIDC client', () => {
  it('given a token signed by the issuer’s key, when verified, then the email and Cairn roles come out', async () => {
    const idp = provider();
    const client = new OidcClient(config, idp.fetcher, () => NOW);
    const identity = await client.verifyIdToken(
      jwt('RS256', 'rsa-1', rsa.privateKey, claims()),
      'n-1',
    );
    expect(identity).toMatchObject({
      subject: 'idp-user-1',
      email: 'admin@cairn.example',
      roles: ['ROLE_CAIRN_ADMIN'],
    });
  });

  it('given a rotated key, when a token names it, then the JWKS is fetched again once', async () => {
    const idp = provider();
    const client = new OidcClient(config, idp.fetcher, () => NOW);
    await client.verifyIdToken(jwt('RS256', 'rsa-1', rsa.privateKey, claims()));
    idp.rotate();
    const identity = await client.verifyIdToken(
      jwt(
        'ES256',
        'ec-2',
        ec.privateKey,
        claims({ realm_access: { roles: 'ROLE_HUB_MANAGER nonsense' } }),
      ),
    );
    expect(identity.roles).toEqual(['ROLE_HUB_MANAGER']);
    expect(idp.calls.filter((url) => url.endsWith('/certs'))).toHaveLength(2);
  });

  it.each([
    [
      'a forged signature',
      () => jwt('RS256', 'rsa-1', other.privateKey, claims()),
      'bad signature',
    ],
    [
      'another audience',
      () => jwt('RS256', 'rsa-1', rsa.privateKey, claims({ aud: 'someone-else' })),
      'wrong audience',
    ],
    [
      'several audiences without azp',
      () => jwt('RS256', 'rsa-1', rsa.privateKey, claims({ aud: ['cairn-web', 'x'] })),
      'wrong authorized party',
    ],
    [
      'another issuer',
      () => jwt('RS256', 'rsa-1', rsa.privateKey, claims({ iss: 'https://evil.example' })),
      'wrong issuer',
    ],
    [
      'an expired token',
      () => jwt('RS256', 'rsa-1', rsa.privateKey, claims({ exp: NOW - 61 })),
      'expired',
    ],
    [
      'another nonce',
      () => jwt('RS256', 'rsa-1', rsa.privateKey, claims({ nonce: 'replayed' })),
      'wrong nonce',
    ],
    [
      'an unverified email',
      () => jwt('RS256', 'rsa-1', rsa.privateKey, claims({ email_verified: false })),
      'no verified email',
    ],
    ['an unknown key', () => jwt('RS256', 'nope', rsa.privateKey, claims()), 'no key nope'],
    [
      'a key used with another algorithm',
      () => jwt('PS256', 'rsa-1', rsa.privateKey, claims()),
      'bad signature',
    ],
    [
      'alg none',
      () => `${b64({ alg: 'none', kid: 'rsa-1' })}.${b64(claims())}.`,
      'unsupported algorithm none',
    ],
    ['garbage', () => 'not.a.jwt', 'malformed token'],
  ])('given %s, when verified, then it is refused', async (_case, token, reason) => {
    const client = new OidcClient(config, provider().fetcher, () => NOW);
    await expect(client.verifyIdToken(token(), 'n-1')).rejects.toThrow(reason);
  });

  it('given discovery, when signing in, then the authorization URL and the code exchange follow it', async () => {
    const idp = provider();
    const client = new OidcClient(config, idp.fetcher, () => NOW);
    const url = new URL(
      await client.authorizationUrl('https://cairn.example/api/auth/oidc/callback', 'st-1', 'n-1'),
    );
    expect(url.origin + url.pathname).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'cairn-web',
      state: 'st-1',
      nonce: 'n-1',
      scope: 'openid email profile',
    });
    idp.issue(jwt('RS256', 'rsa-1', rsa.privateKey, claims()));
    expect((await client.exchangeCode('the-code', 'https://cairn.example/cb', 'n-1')).email).toBe(
      'admin@cairn.example',
    );
    await expect(client.exchangeCode('wrong', 'https://cairn.example/cb', 'n-1')).rejects.toThrow(
      'answered 400',
    );
  });
});
