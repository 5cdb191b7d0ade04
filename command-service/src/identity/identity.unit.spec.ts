import { describe, expect, it } from 'vitest';
import { AttemptLimiter } from './attempt-limiter';
import { hashPassword, verifyPassword } from './password';
import { TokenService } from './tokens';

describe('passwords', () => {
  it('verifies the right password and refuses a wrong one or none', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
    expect(await verifyPassword('correct horse', null)).toBe(false);
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
    const forged = Buffer.from(JSON.stringify({ sub: 'admin', iat: 0, exp: 10_000, jti: 'x' })).toString('base64url');
    expect(tokens.verify(`${forged}.${sig}`, 1)).toBeNull();
  });
  it('signs links that expire', () => {
    const link = new URL(tokens.signLink('/files/a', 500), 'http://x');
    expect(tokens.verifyLink('/files/a', link.searchParams.get('exp')!, link.searchParams.get('sig')!, 100)).toBe(true);
    expect(tokens.verifyLink('/files/b', link.searchParams.get('exp')!, link.searchParams.get('sig')!, 100)).toBe(false);
    expect(tokens.verifyLink('/files/a', link.searchParams.get('exp')!, link.searchParams.get('sig')!, 600)).toBe(false);
  });
});

describe('attempt limiter', () => {
  it('slows down after three failures and locks out after ten', () => {
    const limiter = new AttemptLimiter();
    for (let i = 0; i < 3; i++) limiter.fail(['k'], 0);
    expect(limiter.delayFor(['k'], 0)).toBe(250);
    for (let i = 0; i < 7; i++) limiter.fail(['k'], 0);
    expect(limiter.delayFor(['k'], 0)).toBeNull();
    expect(limiter.delayFor(['k'], 16 * 60_000)).toBe(0);
  });
});
