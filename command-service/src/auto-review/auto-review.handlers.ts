import type { EventData, StoredEvent } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import { DomainError } from '../command-handling/domain-error';
import { autoReviewDecider, decideAutoReview } from './auto-review.decider';

type Result = Omit<EventData<'HubEventAutoReviewed'>, 'personReviewed'>;

/** The hub event's own stream, from its row in the read model. */
const streamOf = async (app: AppContext, uuid: string): Promise<string> => {
  const row = await app.rows.get<{ streamId: string }>('hubEvents', uuid);
  if (!row) throw new DomainError(404, 'notFoundMessage');
  return row.streamId;
};

/**
 * Records the worker's result on the hub event's stream. The command id derives from (hub event,
 * check version), so a replay, a retried job or a second trigger records nothing twice.
 */
export const recordAutoReview = async (app: AppContext, result: Result, cause: StoredEvent | null): Promise<boolean> => {
  const stream = await streamOf(app, result.uuid);
  const handled = await app.commands.execute(
    {
      commandId: `autoReview:${result.uuid}:${result.checkVersion}`, actorUuid: null, hubUuid: result.hubUuid,
      correlationId: cause?.metadata.correlationId, now: app.now().toISOString(),
    },
    async (reader) => {
      const events = decideAutoReview(result, await reader.load(stream, autoReviewDecider));
      return { appends: events.length ? [{ streamId: stream, events }] : [], result: { status: 200, body: { recorded: events.length > 0 } } };
    },
  );
  return !handled.duplicate && (handled.body as { recorded: boolean }).recorded;
};

