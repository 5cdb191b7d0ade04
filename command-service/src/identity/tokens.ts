import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  /** user uuid */
  sub: string;
  /** issued at, epoch ms */
  iat: number;
  /** expires at, epoch ms */
  exp: number;
  jti: string;
  /** the system user impersonating `sub`, if any */
  imp?: string;
}

/** Signed bearer tokens (HMAC-SHA256). Revocation is checked against the user's read model. */
export class TokenService {
  constructor(private readonly secret: Buffer, private readonly ttlMs: number) {}

  issue(sub: string, now: number, imp?: string): { token: string; expiresAt: string; claims: TokenClaims } {
    const claims: TokenClaims = { sub, iat: now, exp: now + this.ttlMs, jti: randomUUID(), ...(imp ? { imp } : {}) };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return { token: `${payload}.${this.sign(payload)}`, expiresAt: new Date(claims.exp).toISOString(), claims };
  }

  /** The claims of a well-signed, unexpired token, else null. */
  verify(token: string, now: number): TokenClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenClaims;
      return typeof claims.sub === 'string' && typeof claims.exp === 'number' && claims.exp > now ? claims : null;
    } catch {
      return null;
    }
  }

  /** Signed links for files, so an <img> can load them without a header. */
  signLink(path: string, expiresAtMs: number): string {
    const sig = this.sign(`${path}:${expiresAtMs}`);
    return `${path}?exp=${expiresAtMs}&sig=${sig}`;
  }
  verifyLink(path: string, exp: string, sig: string, now: number): boolean {
    if (!/^\d+$/.test(exp) || Number(exp) < now) return false;
    const expected = Buffer.from(this.sign(`${path}:${exp}`));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(data: string): string {
    return createHmac('sha256', this.secret).update(data).digest('base64url');
  }
}
