import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at OWASP's first recommended cost (Password Storage Cheat Sheet: m = 19 MiB, t = 2,
 * p = 1): about 20 ms a hash here, where scrypt at OWASP's cost (N = 2^17) took 370 ms, so four
 * people signing in at once do not queue behind each other (bench C1).
 */
const ARGON2ID = 2; // Algorithm.Argon2id: a const enum, which isolated modules cannot read
const ARGON2 = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The same work for an unknown email as for a known one, so timing does not tell which exist. */
const UNKNOWN_USER_HASH = hash('no user has this password', ARGON2);

export const hashPassword = (password: string): Promise<string> =>
  hash(password.normalize('NFKC'), ARGON2);

/** Hashes made before Argon2id (`scrypt$N$r$p$salt$key`) stay valid until their user changes password. */
const verifyScrypt = (password: string, stored: string): Promise<boolean> => {
  const [, n, r, p, salt, key] = stored.split('$');
  const expected = Buffer.from(key, 'base64url');
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFKC'),
      Buffer.from(salt, 'base64url'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p), maxmem: 256 * 1024 * 1024 },
      (err, derived) =>
        err ? reject(err) : resolve(expected.length > 0 && timingSafeEqual(expected, derived)),
    ),
  );
};

export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  if (stored?.startsWith('scrypt$')) return verifyScrypt(password, stored);
  const ok = await verify(stored ?? (await UNKNOWN_USER_HASH), password.normalize('NFKC')).catch(
    () => false,
  );
  return stored !== null && ok;
};
