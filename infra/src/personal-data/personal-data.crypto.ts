import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Crypto-shredding (issue 33, docs/personal-data.md): AES-256-GCM from node:crypto. Each person
 * has a data key of their own; the data keys are stored wrapped (encrypted) by the master key.
 */
const ALGORITHM = 'aes-256-gcm';
const b64 = (buffer: Buffer): string => buffer.toString('base64');

const encrypt = (key: Buffer, plain: Buffer, aad: string): [string, string, string] => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(aad));
  const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [b64(iv), b64(ct), b64(cipher.getAuthTag())];
};

const decrypt = (key: Buffer, [iv, ct, tag]: string[], aad: string): Buffer => {
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv ?? '', 'base64'));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag ?? '', 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ct ?? '', 'base64')), decipher.final()]);
};

export const newDataKey = (): Buffer => randomBytes(32);

/** The master key from its text form: 32 bytes as base64 or hex. */
export const parseMasterKey = (text: string): Buffer => {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
  if (key.length !== 32)
    throw new Error('CAIRN_MASTER_KEY must be 32 bytes, as base64 or 64 hex digits');
  return key;
};

/** Names a master key without telling it: which key wrapped a data key (rotation, a wrong key at start). */
export const masterKeyId = (master: Buffer): string =>
  createHash('sha256').update('cairn.master-key-id').update(master).digest('hex').slice(0, 16);

/** A data key wrapped by the master key, bound to its subject: "<iv>:<ct>:<tag>". */
export const wrapKey = (master: Buffer, subject: string, dataKey: Buffer): string =>
  encrypt(master, dataKey, `key:${subject}`).join(':');

export const unwrapKey = (master: Buffer, subject: string, wrapped: string): Buffer =>
  decrypt(master, wrapped.split(':'), `key:${subject}`);

/** A sealed personal value as it stands in an event's data. */
export interface SealedValue {
  $sealed: string;
}

export const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { $sealed?: unknown }).$sealed === 'string';

/** Seals one value under its subject's key: {"$sealed": "<subject>:<iv>:<ct>:<tag>"}. */
export const sealValue = (dataKey: Buffer, subject: string, value: unknown): SealedValue => ({
  $sealed: [subject, ...encrypt(dataKey, Buffer.from(JSON.stringify(value)), subject)].join(':'),
});

export const subjectOf = (sealed: SealedValue): string => sealed.$sealed.split(':')[0] ?? '';

export const unsealValue = (dataKey: Buffer, sealed: SealedValue): unknown => {
  const [subject = '', ...parts] = sealed.$sealed.split(':');
  return JSON.parse(decrypt(dataKey, parts, subject).toString('utf8')) as unknown;
};
