import type { HubEventRow, ReviewHubEventRequest } from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { hubEventDecider, type ReviewHubEvent } from './hub-event.decider';
import { hubEventView, loadHubEvent } from './hub-event.queries';

/** POST /api/admin/hubEvents/{uuid}/approve and /flag. */
export const reviewHubEvent = async (
  app: AppContext,
  ctx: CommandContext,
  request: ReviewHubEventRequest & {
    uuid: string;
    type: ReviewHubEvent['type'];
    reviewerUuid: string;
  },
): Promise<HubEventRow> => {
  const { uuid } = request;
  const { streamId, hubUuid } = await loadHubEvent(app, uuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const events = hubEventDecider.decide(
      {
        type: request.type,
        uuid,
        comment: request.comment ?? null,
        tags: request.tags,
        weight: request.weight ?? null,
        reviewedBy: request.reviewerUuid,
        at: ctx.now,
      },
      await reader.load(streamId, hubEventDecider),
    );
    return { appends: [{ streamId, events }], result: { status: 200, body: { uuid } } };
  });
  return hubEventView(app, await loadHubEvent(app, uuid));
};
