import type { EvidencePackRequest, EvidencePackView } from '@cairn/contracts';
import type { EvidencePackRow, HubRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { DomainError } from '../command-handling/domain-error';
import { buildEvidencePack } from './evidence-pack.contents';
import { type EvidencePackCommand, evidencePackDecider } from './evidence-pack.decider';

const LINK_TTL_MS = 3600_000;
const stream = (uuid: string) => `evidencePack-${uuid}`;
/** Progress of the packs this process is building (0–1); a pack left BUILDING by a restart stays so (docs/decisions.md). */
const building = new Map<string, number>();

const record = (app: AppContext, ctx: CommandContext, command: EvidencePackCommand) =>
  runCommand(app, ctx, async (reader) => ({
    appends: [
      {
        streamId: stream(command.uuid),
        events: evidencePackDecider.decide(
          command,
          await reader.load(stream(command.uuid), evidencePackDecider),
        ),
      },
    ],
    result: {
      status: command.type === 'RequestEvidencePack' ? 202 : 200,
      body: { uuid: command.uuid },
    },
  }));

/** Builds the pack in the background, then records the outcome on the pack's stream. */
const build = async (
  app: AppContext,
  ctx: CommandContext,
  uuid: string,
  request: EvidencePackRequest,
) => {
  const done = (suffix: string) => ({
    ...ctx,
    commandId: `${ctx.commandId}:${suffix}`,
    now: app.now().toISOString(),
  });
  building.set(uuid, 0);
  try {
    const { zip, files } = await buildEvidencePack(app, request, (progress) =>
      building.set(uuid, progress),
    );
    const { sha256, size } = await app.blobs.put(Buffer.from(zip));
    const fileName = `evidence-pack-${request.from.slice(0, 10)}-${request.to.slice(0, 10)}-${uuid.slice(0, 8)}.zip`;
    await record(app, done('built'), {
      type: 'RecordEvidencePackBuilt',
      uuid,
      sha256,
      size,
      fileName,
      files,
      at: app.now().toISOString(),
    });
  } catch (error) {
    app.logger.error(`evidence pack ${uuid} failed`, { error: String(error) });
    await record(app, done('failed'), {
      type: 'RecordEvidencePackFailed',
      uuid,
      reason: String((error as Error)?.message ?? error),
      at: app.now().toISOString(),
    }).catch(() => undefined);
  } finally {
    building.delete(uuid);
  }
};

/** POST /api/admin/evidencePacks: records the request and starts the build; answers at once with the pack's id. */
export const requestEvidencePack = async (
  app: AppContext,
  ctx: CommandContext,
  request: EvidencePackRequest,
): Promise<{ status: number; body: unknown }> => {
  if (!(await app.rows.get<HubRow>('hubs', request.hubUuid)))
    throw new DomainError('notFound', 'notFoundMessage');
  const uuid = app.newId();
  const from = new Date(request.from).toISOString();
  const to = new Date(request.to).toISOString();
  const done = await record(app, ctx, {
    type: 'RequestEvidencePack',
    uuid,
    hubUuid: request.hubUuid,
    from,
    to,
    by: ctx.actorUuid,
    at: ctx.now,
  });
  if (!done.duplicate) void build(app, ctx, uuid, { hubUuid: request.hubUuid, from, to });
  return { status: done.status, body: done.body };
};

/** GET /api/admin/evidencePacks/{uuid}: status, progress, and a signed link once built. */
export const evidencePackView = async (
  app: AppContext,
  uuid: string,
): Promise<EvidencePackView> => {
  const row = await app.rows.get<EvidencePackRow>('evidencePacks', uuid);
  if (!row) throw new DomainError('notFound', 'notFoundMessage');
  const link =
    row.status === 'READY'
      ? app.tokens.signLink(`/files/evidence-packs/${row.uuid}`, app.now().getTime() + LINK_TTL_MS)
      : null;
  return {
    uuid: row.uuid,
    hubUuid: row.hubUuid,
    from: row.from,
    to: row.to,
    status: row.status,
    progress:
      row.status === 'BUILDING' ? (building.get(uuid) ?? 0) : row.status === 'READY' ? 1 : 0,
    fileName: row.fileName,
    size: row.size,
    sha256: row.sha256,
    link,
    requestedAt: row.requestedAt,
    builtAt: row.builtAt,
    failure: row.failure,
  };
};

/** GET /files/evidence-packs/{uuid}?exp=&sig=: the ZIP behind a signed link. */
export const evidencePackFile = async (app: AppContext, uuid: string, exp: string, sig: string) => {
  if (!app.tokens.verifyLink(`/files/evidence-packs/${uuid}`, { exp, sig }, app.now().getTime()))
    throw new DomainError('notFound', 'notFoundMessage');
  const row = await app.rows.get<EvidencePackRow>('evidencePacks', uuid);
  const content = row?.sha256 ? await app.blobs.get(row.sha256) : null;
  if (!row || !content) throw new DomainError('notFound', 'notFoundMessage');
  return {
    status: 200,
    file: {
      content,
      contentType: 'application/zip',
      fileName: row.fileName ?? 'evidence-pack.zip',
    },
  };
};
