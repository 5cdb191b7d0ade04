import type { StoredEvent } from '@cairn/contracts';
import type { JobRequest } from '@cairn/infra';
import { describe, expect, it } from 'vitest';
import type { Reactor } from '../reactors/reactor-runner';
import { enqueueReactions, reactionHandlers, type JobSink } from './queued-reactors';

const event = (id: string, type: string) =>
  ({ id, type, streamId: 's', streamPosition: 0 }) as unknown as StoredEvent;

/** A queue that, like BullMQ with fixed job ids, keeps one job per (event id, handler). */
class FakeQueue implements JobSink {
  readonly jobs = new Map<string, JobRequest>();
  async enqueue<D>(request: JobRequest<D>): Promise<string> {
    const id = `${request.eventId}.${request.handler}`;
    if (!this.jobs.has(id)) this.jobs.set(id, request);
    return id;
  }
}

describe('queued reactors', () => {
  const reacted: string[] = [];
  const ocr: Reactor = {
    name: 'ocr',
    handles: ['FileUploaded'],
    react: async (e) => {
      reacted.push(`ocr:${e.id}`);
    },
  };
  const qr: Reactor = {
    name: 'qr-image',
    handles: ['FileUploaded', 'HubCreated'],
    react: async (e) => {
      reacted.push(`qr:${e.id}`);
    },
  };

  it('given events, when consumed twice, then one job per (event, reactor) that handles it', async () => {
    const queue = new FakeQueue();
    const effect = enqueueReactions(queue, [ocr, qr]);
    const batch = [
      event('e1', 'FileUploaded'),
      event('e2', 'HubCreated'),
      event('e3', 'HubPaused'),
    ];
    expect(await effect(batch)).toEqual([]);
    await effect(batch); // a redelivery
    expect([...queue.jobs.keys()].sort()).toEqual(['e1.ocr', 'e1.qr-image', 'e2.qr-image']);
  });

  it('given a job, when its handler runs, then the reactor reacts to the job’s event', async () => {
    const handlers = reactionHandlers([ocr, qr]);
    expect(Object.keys(handlers).sort()).toEqual(['ocr', 'qr-image']);
    await handlers.ocr({ eventId: 'e9', handler: 'ocr', data: event('e9', 'FileUploaded') }, 1);
    expect(reacted).toContain('ocr:e9');
  });
});
