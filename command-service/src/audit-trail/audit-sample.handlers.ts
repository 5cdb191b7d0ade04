import type { AuditSampleRequest, EventData } from '@cairn/contracts';
import type { HubRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { drawSample, risksOf } from './audit-sample';
import { hubEventsIn } from './evidence-pack.contents';

const stream = (uuid: string) => `auditSample-${uuid}`;
const DAWN = new Date(0).toISOString();

/** POST /api/admin/auditSamples: draws N of the period's hub events by risk and records the draw. */
export const drawAuditSample = async (
  app: AppContext,
  ctx: CommandContext,
  request: AuditSampleRequest,
) => {
  if (!(await app.rows.get<HubRow>('hubs', request.hubUuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  const from = new Date(request.from).toISOString();
  const to = new Date(request.to).toISOString();
  const candidates = (await hubEventsIn(app, { hubUuid: request.hubUuid, from, to })).filter(
    (e) => !e.removed,
  );
  const earlier = (
    await hubEventsIn(app, { hubUuid: request.hubUuid, from: DAWN, to: from })
  ).filter((e) => e.createdAt < from);
  const seed = request.seed ?? app.newId();
  const uuid = app.newId();
  const drawn: EventData<'AuditSampleDrawn'> = {
    uuid,
    hubUuid: request.hubUuid,
    from,
    to,
    size: request.size,
    seed,
    candidates: candidates.length,
    picks: drawSample(risksOf(candidates, earlier), request.size, seed),
    drawnBy: ctx.actorUuid,
    at: ctx.now,
  };
  // A new stream (expected version: none): the draw is a fact recorded once.
  const done = await runCommand(app, ctx, async () => ({
    appends: [{ streamId: stream(uuid), events: [{ type: 'AuditSampleDrawn', data: drawn }] }],
    result: { status: 201, body: drawn },
  }));
  return { status: done.status, body: done.body };
};

/** GET /api/admin/auditSamples/{uuid}: the recorded draw, read from the event store. */
export const auditSampleOf = async (app: AppContext, uuid: string) => {
  const [event] = await app.events.readStream(stream(uuid), { limit: 1 });
  if (!event || event.type !== 'AuditSampleDrawn')
    throw new DomainError('notFound', 'notFoundMessage');
  return event.data;
};
