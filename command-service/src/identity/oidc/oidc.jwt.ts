import { createPublicKey, verify, constants, type JsonWebKey, type KeyObject } from 'node:crypto';

export class OidcTokenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OidcTokenError';
  }
}

export interface JwtParts {
  header: { alg?: string; kid?: string };
  payload: Record<string, unknown>;
  signed: Buffer;
  signature: Buffer;
}

const json = (part: string): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    /* reported below */
  }
  throw new OidcTokenError('malformed token');
};

export const parseJwt = (token: string): JwtParts => {
  const parts = token.split('.');
  if (parts.length !== 3) throw new OidcTokenError('malformed token');
  return {
    header: json(parts[0]),
    payload: json(parts[1]),
    signed: Buffer.from(`${parts[0]}.${parts[1]}`),
    signature: Buffer.from(parts[2], 'base64url'),
  };
};

/** The signature algorithms accepted: asymmetric only ("none" and HS* never, whatever the header says). */
const VERIFIERS: Record<string, (key: KeyObject, data: Buffer, signature: Buffer) => boolean> = {
  RS256: (key, data, sig) => verify('sha256', data, key, sig),
  PS256: (key, data, sig) =>
    verify('sha256', data, { key, padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: 32 }, sig),
  ES256: (key, data, sig) => verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, sig),
};

export const verifySignature = (parts: JwtParts, jwk: JsonWebKey): boolean => {
  const verifier = parts.header.alg ? VERIFIERS[parts.header.alg] : undefined;
  if (!verifier) throw new OidcTokenError(`unsupported algorithm ${parts.header.alg ?? '(none)'}`);
  if (typeof jwk.alg === 'string' && jwk.alg !== parts.header.alg) return false;
  return verifier(createPublicKey({ key: jwk, format: 'jwk' }), parts.signed, parts.signature);
};

/** The value at a dotted path of the claims (`realm_access.roles`). */
export const claimAt = (claims: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      claims,
    );
