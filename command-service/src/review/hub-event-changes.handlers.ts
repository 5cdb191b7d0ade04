import type { HubEventRow } from '@cairn/contracts';
import type { HubEventRecord } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { hubEventDecider } from './hub-event.decider';
import { hubEventView, loadHubEvent } from './hub-event.queries';
import { clearanceRemoval } from '../clearance/clearance-items.handlers';
import { certificateRemoval } from '../certification/certificate-removal.handlers';

/** POST /api/admin/hubEvents/{uuid}/amendWeight: answers the row with its new weight. */
export const amendHubEventWeight = async (
  app: AppContext,
  ctx: CommandContext,
  request: { uuid: string; weight: number },
): Promise<HubEventRow> => {
  const { uuid, weight } = request;
  const { streamId, hubUuid } = await loadHubEvent(app, uuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => ({
    appends: [
      {
        streamId,
        events: hubEventDecider.decide(
          { type: 'AmendHubEventWeight', uuid, weight, at: ctx.now },
          await reader.load(streamId, hubEventDecider),
        ),
      },
    ],
    result: { status: 200, body: { uuid } },
  }));
  return hubEventView(app, await loadHubEvent(app, uuid));
};

/**
 * POST /remove and /removeAsDuplicate: the record leaves the list, the stock and the mass balance;
 * its stream keeps the history. Answers the removed row (removed: true).
 */
export const removeHubEvent = async (
  app: AppContext,
  ctx: CommandContext,
  request: { uuid: string } & ({ comment: string } | { originalHubEventUuid: string }),
): Promise<HubEventRow> => {
  const { uuid } = request;
  // A removed row is still named: a replay of this very removal answers it again; the decider
  // refuses a removed record (404) to any other command.
  const named = await app.rows.get<HubEventRecord>('hubEvents', uuid);
  if (!named) throw new DomainError('notFound', 'notFoundMessage');
  const { streamId, hubUuid } = named;
  const originalUuid = 'originalHubEventUuid' in request ? request.originalHubEventUuid : null;
  const original = originalUuid
    ? await app.rows.get<HubEventRecord>('hubEvents', originalUuid)
    : null;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const event = await reader.load(streamId, hubEventDecider);
    // The original's stream is read too, so its existence is checked as of this very append.
    const originalState = !original
      ? hubEventDecider.initialState()
      : original.streamId === streamId
        ? event
        : await reader.load(original.streamId, hubEventDecider);
    const duplicateOf =
      originalUuid === null ? null : { uuid: originalUuid, original: originalState };
    const comment = 'comment' in request ? request.comment : `Duplicate of ${originalUuid}`;
    const removed = hubEventDecider.decide(
      { type: 'RemoveHubEvent', uuid, comment, duplicateOf, at: ctx.now },
      event,
    );
    // A clearance gives its stock back; a certificate uncertifies its material (docs/hub-stock.md).
    const clearance = await clearanceRemoval(app, reader, streamId, ctx.now);
    const certificate = await certificateRemoval(reader, streamId, ctx.now);
    // The clearance's stock comes back in the same append as the removal, on the same stream.
    const onThisStream = clearance.filter((a) => a.streamId === streamId);
    return {
      appends: [
        { streamId, events: [...removed, ...onThisStream.flatMap((a) => a.events)] },
        ...clearance.filter((a) => a.streamId !== streamId),
        ...certificate,
      ],
      result: { status: 200, body: { uuid } },
    };
  });
  const row = await app.rows.get<HubEventRecord>('hubEvents', uuid);
  if (!row) throw new DomainError('notFound', 'notFoundMessage');
  return hubEventView(app, row);
};
