import type { HubEventRow, ReviewHubEventRequest } from '@cairn/contracts';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { decideReview, hubEventDecider, type ReviewHubEvent } from './hub-event.decider';
import { hubEventView, loadHubEvent } from './hub-event.queries';

export const reviewHubEvent = async (
  app: AppContext,
  ctx: CommandContext,
  reviewerUuid: string,
  uuid: string,
  type: ReviewHubEvent['type'],
  body: ReviewHubEventRequest,
): Promise<HubEventRow> => {
  const { streamId, hubUuid } = await loadHubEvent(app, uuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const events = decideReview(
      {
        type,
        uuid,
        comment: body.comment ?? null,
        tags: body.tags,
        weight: body.weight ?? null,
        reviewedBy: reviewerUuid,
        at: ctx.now,
      },
      await reader.load(streamId, hubEventDecider),
    );
    return { appends: [{ streamId, events }], result: { status: 200, body: { uuid } } };
  });
  return hubEventView(app, await loadHubEvent(app, uuid));
};
