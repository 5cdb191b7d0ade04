import { createHmac, hkdfSync, randomUUID, timingSafeEqual } from 'node:crypto';

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

/** The session a file link was handed to: the link dies with it (sign-out, suspension, password change). */
export interface LinkHolder {
  sub: string;
  iat: number;
}

/** One key per use, derived from the secret with its label: a token's signature never opens a file, nor the reverse. */
const derive = (secret: Buffer, label: string) =>
  Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `cairn ${label} v1`, 32));

/** Signed bearer tokens (HMAC-SHA256). Revocation is checked against the user's read model. */
export class TokenService {
  private readonly tokenKey: Buffer;
  private readonly linkKey: Buffer;
  private readonly resetKey: Buffer;
  private readonly sealKey: Buffer;

  constructor(
    secret: Buffer,
    private readonly ttlMs: number,
  ) {
    this.tokenKey = derive(secret, 'session tokens');
    this.linkKey = derive(secret, 'file links');
    this.resetKey = derive(secret, 'password reset');
    this.sealKey = derive(secret, 'sealed values');
  }

  issue(
    sub: string,
    now: number,
    imp?: string,
  ): { token: string; expiresAt: string; claims: TokenClaims } {
    const claims: TokenClaims = {
      sub,
      iat: now,
      exp: now + this.ttlMs,
      jti: randomUUID(),
      ...(imp ? { imp } : {}),
    };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return {
      token: `${payload}.${this.sign(this.tokenKey, payload)}`,
      expiresAt: new Date(claims.exp).toISOString(),
      claims,
    };
  }

  /** The claims of a well-signed, unexpired token, else null. */
  verify(token: string, now: number): TokenClaims | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(this.tokenKey, payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as TokenClaims;
      return typeof claims.sub === 'string' && typeof claims.exp === 'number' && claims.exp > now
        ? claims
        : null;
    } catch {
      return null;
    }
  }

  /** Signed links for files, so an <img> can load them without a header; with a holder, only while its session lives. */
  signLink(path: string, expiresAtMs: number, holder?: LinkHolder): string {
    const held = holder ? `&u=${encodeURIComponent(holder.sub)}&s=${holder.iat}` : '';
    return `${path}?exp=${expiresAtMs}${held}&sig=${this.sign(this.linkKey, linkData(path, String(expiresAtMs), holder && String(holder.sub), holder && String(holder.iat)))}`;
  }

  /** A link well signed and unexpired: its holder (to check against revocation), or null without one; false when bad. */
  verifyLink(
    path: string,
    query: { exp: string; sig: string; u?: string; s?: string },
    now: number,
  ): { holder: LinkHolder | null } | false {
    const { exp, sig, u, s } = query;
    if (!/^\d+$/.test(exp) || Number(exp) < now) return false;
    if ((u === undefined) !== (s === undefined) || (s !== undefined && !/^\d+$/.test(s)))
      return false;
    const expected = Buffer.from(this.sign(this.linkKey, linkData(path, exp, u, s)));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    return { holder: u !== undefined && s !== undefined ? { sub: u, iat: Number(s) } : null };
  }

  /**
   * A password-reset token for `sub` until `expiresAtMs`, bound to a fingerprint of the password it
   * replaces: once a new password is set, the link opens nothing (it works once).
   */
  issueReset(sub: string, fingerprint: string, expiresAtMs: number): string {
    const payload = Buffer.from(
      JSON.stringify({ sub, fp: fingerprint, exp: expiresAtMs }),
    ).toString('base64url');
    return `${payload}.${this.sign(this.resetKey, payload)}`;
  }
  verifyReset(token: string, now: number): { sub: string; fingerprint: string } | null {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(this.resetKey, payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        sub?: unknown;
        fp?: unknown;
        exp?: unknown;
      };
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.fp !== 'string' ||
        typeof claims.exp !== 'number' ||
        claims.exp <= now
      )
        return null;
      return { sub: claims.sub, fingerprint: claims.fp };
    } catch {
      return null;
    }
  }

  /** A value the browser keeps for us and gives back unchanged (the OIDC login's checks), until `expiresAtMs`. */
  seal(value: object, expiresAtMs: number): string {
    const payload = Buffer.from(JSON.stringify({ v: value, exp: expiresAtMs })).toString(
      'base64url',
    );
    return `${payload}.${this.sign(this.sealKey, payload)}`;
  }
  unseal<T>(sealed: string, now: number): T | null {
    const [payload, signature, extra] = sealed.split('.');
    if (!payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.sign(this.sealKey, payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const { v, exp } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
        v: T;
        exp: number;
      };
      return typeof exp === 'number' && exp > now ? v : null;
    } catch {
      return null;
    }
  }

  private sign(key: Buffer, data: string): string {
    return createHmac('sha256', key).update(data).digest('base64url');
  }
}

const linkData = (path: string, exp: string, sub?: string, iat?: string) =>
  sub === undefined ? `${path}:${exp}` : `${path}:${exp}:${sub}:${iat}`;
