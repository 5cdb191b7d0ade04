import { createHash } from 'node:crypto';
import { unzipSync } from 'fflate';

/** One stored event as the pack proves it: the exact text its digest covers, and its stream hash. */
export interface ProvenEvent {
  streamId: string;
  streamPosition: number;
  eventId: string;
  type: string;
  content: string;
  hash: string | null;
}
export interface PackProof {
  /** `npm run verify`'s global chain head when the pack was made (null: nothing sealed yet). */
  chainHead: string | null;
  /** Every event of the streams of the period's records, each stream from its first event. */
  events: ProvenEvent[];
}
export interface Manifest {
  hubUuid: string;
  from: string;
  to: string;
  createdAt: string;
  files: Array<{ name: string; sha256: string; size: number }>;
}
export interface PackCheck {
  ok: boolean;
  files: number;
  events: number;
  problems: string[];
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/**
 * Checks a pack offline: every file against the manifest (none missing, none extra, none changed),
 * then every event of proof.json: its digest is the SHA-256 of its content, and each stream's hashes
 * chain from its first event (sha256(previous hash ‖ digest)), as the event store computed them.
 */
export const verifyPack = (zip: Uint8Array): PackCheck => {
  const problems: string[] = [];
  const files = unzipSync(zip);
  const manifest = JSON.parse(
    new TextDecoder().decode(files['manifest.json'] ?? new Uint8Array()),
  ) as Manifest;
  const listed = new Set(manifest.files?.map((f) => f.name) ?? []);
  for (const entry of manifest.files ?? []) {
    const content = files[entry.name];
    if (!content) problems.push(`${entry.name} is listed in the manifest but missing`);
    else if (sha256(content) !== entry.sha256)
      problems.push(`${entry.name} does not match its SHA-256 in the manifest`);
  }
  for (const name of Object.keys(files))
    if (name !== 'manifest.json' && !listed.has(name))
      problems.push(`${name} is not in the manifest`);
  const proof = JSON.parse(
    new TextDecoder().decode(files['proof.json'] ?? new Uint8Array()),
  ) as PackProof;
  const heads = new Map<string, { position: number; hash: string }>();
  for (const event of proof.events ?? []) {
    const last = heads.get(event.streamId) ?? { position: -1, hash: '' };
    const name = `${event.streamId}@${event.streamPosition}`;
    if (event.streamPosition !== last.position + 1)
      problems.push(`${name} does not follow ${event.streamId}@${last.position}`);
    if (event.hash === null)
      problems.push(`${name} was written before hashes existed: it cannot be checked`);
    else {
      const digest = createHash('sha256').update(event.content, 'utf8').digest();
      const expected = createHash('sha256')
        .update(Buffer.from(last.hash, 'hex'))
        .update(digest)
        .digest('hex');
      if (expected !== event.hash)
        problems.push(
          `${name} does not match its hash: its content or its link to the stream's previous event was changed`,
        );
    }
    heads.set(event.streamId, { position: event.streamPosition, hash: event.hash ?? '' });
  }
  return {
    ok: problems.length === 0,
    files: manifest.files?.length ?? 0,
    events: proof.events?.length ?? 0,
    problems,
  };
};
