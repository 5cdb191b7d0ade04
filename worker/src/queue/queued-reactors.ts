import type { StoredEvent } from '@cairn/contracts';
import type { EventsEffect, JobHandler, JobRequest } from '@cairn/infra';
import type { Reactor } from '../reactors/reactor-runner';

/** The part of the job queue this needs (BullJobQueue in the distributed profile). */
export interface JobSink {
  enqueue<D>(request: JobRequest<D>): Promise<string>;
}

/**
 * The worker's reactions (OCR, exports, QR images) as queued jobs: an event consumed from the
 * transport becomes one job per reactor that handles it, with the job id (event id, reactor name),
 * so a replayed or redelivered event adds no second job. The reaction itself runs in the job, with
 * the queue's retries and dead letters; the consumer records nothing else (its effect has no rows).
 */
export const enqueueReactions =
  (queue: JobSink, reactors: readonly Reactor[]): EventsEffect =>
  async (events) => {
    for (const event of events) {
      for (const reactor of reactors) {
        if (reactor.handles.includes(event.type))
          await queue.enqueue({
            eventId: event.id,
            handler: reactor.name,
            data: event,
            // Events made by hand (tests, imports) may have no metadata.
            traceparent: event.metadata?.traceparent,
          });
      }
    }
    return [];
  };

/** One job handler per reactor, keyed by its name: the job's data is the event it reacts to. */
export const reactionHandlers = (reactors: readonly Reactor[]): Record<string, JobHandler> =>
  Object.fromEntries(
    reactors.map((reactor): [string, JobHandler] => [
      reactor.name,
      (job) => reactor.react(job.data as StoredEvent),
    ]),
  );
