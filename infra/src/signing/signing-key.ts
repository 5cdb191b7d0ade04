import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CompactSign, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

/** The operator's credential signing key (issue 34): an Ed25519 key pair as JWKs. */
export interface SigningKey {
  privateJwk: JWK;
  publicJwk: JWK;
  alg: 'EdDSA';
}

const parse = (text: string): SigningKey => {
  const jwk = JSON.parse(text) as JWK;
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.x)
    throw new Error('the signing key must be an Ed25519 private JWK');
  const { d: _private, ...publicJwk } = jwk;
  return { privateJwk: jwk, publicJwk, alg: 'EdDSA' };
};

/**
 * CAIRN_SIGNING_KEY (a private JWK), or (embedded profile) one made on first start into
 * DATA_DIR/signing-key.jwk (0600), as the master key is kept. `made` says which.
 */
export const loadSigningKey = async (
  envValue: string | undefined,
  dataDir: string,
): Promise<{ key: SigningKey; source: 'environment' | 'file' | 'made'; file: string | null }> => {
  if (envValue) return { key: parse(envValue), source: 'environment', file: null };
  const file = join(dataDir, 'signing-key.jwk');
  try {
    return { key: parse(await readFile(file, 'utf8')), source: 'file', file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const text = JSON.stringify(await exportJWK(privateKey));
    await mkdir(dataDir, { recursive: true });
    try {
      await writeFile(file, text, { mode: 0o600, flag: 'wx' });
      return { key: parse(text), source: 'made', file };
    } catch (raced) {
      // Another process made it first: use theirs, so that one key signs.
      if ((raced as NodeJS.ErrnoException).code !== 'EEXIST') throw raced;
      return { key: parse(await readFile(file, 'utf8')), source: 'file', file };
    }
  }
};

const privateKeys = new WeakMap<SigningKey, Promise<CryptoKey | Uint8Array>>();

/** A compact JWS over the JSON payload (the VC-JOSE-COSE enveloping proof). */
export const signCompactJws = async (
  key: SigningKey,
  payload: unknown,
  header: { kid: string; typ: string; cty?: string },
): Promise<string> => {
  let privateKey = privateKeys.get(key);
  if (!privateKey) {
    privateKey = importJWK(key.privateJwk, key.alg);
    privateKeys.set(key, privateKey);
  }
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: key.alg, ...header })
    .sign(await privateKey);
};
