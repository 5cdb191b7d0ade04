import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt with N=2^15, r=8: about 32 MB of memory per hash, so guessing at scale is costly. */
const N = 1 << 15,
  R = 8,
  P = 1,
  KEYLEN = 32,
  MAXMEM = 64 * 1024 * 1024;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`;
};

export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  // Without a hash we still spend the same time, so timing does not tell which emails exist.
  const [scheme, n, r, p, salt, key] = (
    stored ?? `scrypt$${N}$${R}$${P}$AAAAAAAAAAAAAAAAAAAAAA$`
  ).split('$');
  if (scheme !== 'scrypt') return false;
  const derived = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  const expected = Buffer.from(key, 'base64url');
  return (
    stored !== null && expected.length === derived.length && timingSafeEqual(expected, derived)
  );
};
