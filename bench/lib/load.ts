import { randomUUID } from 'node:crypto';
import type { EventStore } from '@cairn/infra';
import { followUp, registration, streamIdOf } from './events';

const METADATA = {
  actorUuid: '11111111-1111-4111-8111-111111111111',
  correlationId: 'bench',
  causationId: null,
  occurredAt: '2026-01-01T00:00:00.000Z',
};

/**
 * The A3 load as background traffic for L1 and Q1: 64 appends in flight, 1 event each, over
 * 1,024 streams, until the signal aborts. `onAppended` gets each append's checkpoint and when it was acknowledged.
 */
export const a3Load = async (
  store: EventStore,
  signal: AbortSignal,
  onAppended?: (at: { txId: string; position: string }, ackedAt: bigint) => Promise<void> | void,
): Promise<number> => {
  const streams = Array.from({ length: 1_024 }, () => {
    const uuid = randomUUID();
    return { uuid, id: streamIdOf(uuid), version: -1 };
  });
  let appended = 0;
  await Promise.all(
    Array.from({ length: 64 }, async (_, worker) => {
      for (let i = 0; !signal.aborted; i++) {
        const stream = streams[worker * 16 + (i % 16)];
        const outcome = await store.append({
          commandId: randomUUID(),
          metadata: METADATA,
          result: { status: 201, body: null },
          appends: [
            {
              streamId: stream.id,
              expectedVersion: stream.version,
              events: [
                {
                  ...(stream.version === -1
                    ? registration(stream.uuid, appended)
                    : followUp(stream.uuid, appended, stream.version + 1)),
                  id: randomUUID(),
                },
              ],
            },
          ],
        });
        if (outcome.kind !== 'appended') throw new Error(`A3 load: ${outcome.kind}`);
        stream.version++;
        appended++;
        await onAppended?.(outcome.lastCheckpoint, process.hrtime.bigint());
      }
    }),
  );
  return appended;
};

/**
 * Runs the A3 load in a child process, so the measured process's event loop carries only what it
 * measures (as in production, where writers are other requests). Resolves the stop function.
 */
export const a3LoadProcess = async (url: string): Promise<() => Promise<number>> => {
  const { spawn } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./load.main.ts', import.meta.url)), url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (out.includes('ready')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`A3 load process exited with ${code}`)));
  });
  return async () => {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await exited;
    return Number(/appended (\d+)/.exec(out)?.[1] ?? NaN);
  };
};
