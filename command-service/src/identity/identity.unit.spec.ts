import { createHmac, scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, AttemptLimiter } from './attempt-limiter';
import { hashPassword, verifyPassword } from './password';
import { TokenService } from './tokens';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one or none', async () => {
    const hash = await hashPassword('correct horse');
    // Argon2id at OWASP's cost: 19 MiB, 2 passes, 1 lane.
    expect(hash.startsWith('$argon2id$v=19$m=19456,t=2,p=1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await verifyPassword('correct horse', null)).toBe(false);
    expect(await verifyPassword('correct horse', 'not a hash')).toBe(false);
  });

  it('still verifies a scrypt hash made before Argon2id', async () => {
    // scrypt N=2^15, r=8, p=1 of 'correct horse' with this salt (the format of the earlier code).
    const salt = Buffer.alloc(16, 7);
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt('correct horse', salt, 32, { N: 1 << 15, r: 8, p: 1, maxmem: 64 << 20 }, (e, k) =>
        e ? reject(e) : resolve(k),
      ),
    );
    const stored = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('wrong horse', stored)).toBe(false);
  });
});

describe('tokens', () => {
  const tokens = new TokenService(Buffer.from('secret'), 1000);
  it('accepts its own token until it expires', () => {
    const { token } = tokens.issue('user', 0);
    expect(tokens.verify(token, 999)?.sub).toBe('user');
    expect(tokens.verify(token, 1000)).toBeNull();
  });
  it('refuses a token whose payload was changed', () => {
    const { token } = tokens.issue('user', 0);
    const [, sig] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: 'admin', iat: 0, exp: 10_000, jti: 'x' }),
    ).toString('base64url');
    expect(tokens.verify(`${forged}.${sig}`, 1)).toBeNull();
  });
  it('signs links that expire', () => {
    const link = new URL(tokens.signLink('/files/a', 500), 'http://x');
    const query = { exp: link.searchParams.get('exp')!, sig: link.searchParams.get('sig')! };
    expect(tokens.verifyLink('/files/a', query, 100)).toEqual({ holder: null });
    expect(tokens.verifyLink('/files/b', query, 100)).toBe(false);
    expect(tokens.verifyLink('/files/a', query, 600)).toBe(false);
  });
  it('binds a link to the session it was handed to: the holder cannot be changed or dropped', () => {
    const link = new URL(tokens.signLink('/files/a', 500, { sub: 'lata', iat: 42 }), 'http://x');
    const query = Object.fromEntries(link.searchParams) as {
      exp: string;
      sig: string;
      u: string;
      s: string;
    };
    expect(tokens.verifyLink('/files/a', query, 100)).toEqual({ holder: { sub: 'lata', iat: 42 } });
    expect(tokens.verifyLink('/files/a', { ...query, u: 'admin' }, 100)).toBe(false);
    expect(tokens.verifyLink('/files/a', { ...query, s: '99999999999999' }, 100)).toBe(false);
    expect(tokens.verifyLink('/files/a', { exp: query.exp, sig: query.sig }, 100)).toBe(false);
  });
  it('signs tokens and links with separate keys derived from the secret, never the secret itself', () => {
    const raw = (data: string) =>
      createHmac('sha256', Buffer.from('secret')).update(data).digest('base64url');
    // A link signed the way tokens were signed before (the bare secret) opens nothing.
    expect(tokens.verifyLink('/files/a', { exp: '500', sig: raw('/files/a:500') }, 100)).toBe(
      false,
    );
    const payload = Buffer.from(
      JSON.stringify({ sub: 'admin', iat: 0, exp: 10_000, jti: 'x' }),
    ).toString('base64url');
    expect(tokens.verify(`${payload}.${raw(payload)}`, 1)).toBeNull();
    // A token's signature is no link signature for the same text, and the reverse.
    const { token } = tokens.issue('user', 0);
    const [tokenPayload, tokenSig] = token.split('.');
    expect(tokens.verifyLink(tokenPayload, { exp: '500', sig: tokenSig }, 100)).toBe(false);
    const linkSig = new URL(tokens.signLink('/files/a', 500), 'http://x').searchParams.get('sig')!;
    expect(
      tokens.verify(`${Buffer.from('/files/a:500').toString('base64url')}.${linkSig}`, 1),
    ).toBeNull();
  });
});

describe('attempt limiter', () => {
  it('makes each failure past the free ones wait twice as long, from the last failure', () => {
    const limiter = new AttemptLimiter(ACCOUNT_LIMITS);
    for (let i = 0; i < 3; i++) limiter.fail('k', 0);
    expect(limiter.waitFor('k', 0)).toBe(250);
    expect(limiter.waitFor('k', 100)).toBe(150);
    limiter.fail('k', 1000);
    expect(limiter.waitFor('k', 1000)).toBe(500);
    expect(limiter.waitFor('other', 1000)).toBe(0);
  });
  it('never locks: a thousand failures wait 30 s at most, and a success forgives', () => {
    const limiter = new AttemptLimiter(ACCOUNT_LIMITS);
    for (let i = 0; i < 1000; i++) limiter.fail('k', 0);
    expect(limiter.waitFor('k', 0)).toBe(30_000);
    expect(limiter.waitFor('k', 30_000)).toBe(0);
    limiter.succeed('k');
    expect(limiter.waitFor('k', 0)).toBe(0);
  });
  it('forgets a key that stayed quiet', () => {
    const limiter = new AttemptLimiter(ACCOUNT_LIMITS);
    for (let i = 0; i < 10; i++) limiter.fail('k', 0);
    limiter.fail('k', 16 * 60_000 + 1);
    expect(limiter.waitFor('k', 16 * 60_000 + 1)).toBe(0);
  });
});
