import type { MaterialDispatchRequest } from '@cairn/contracts';
import type { FileUploadRow, ReceivedMaterialRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { hubEventDecider } from '../review/hub-event.decider';
import { type DispatchMaterial, decideDispatchMaterial } from './material-dispatch.decider';
import { ongoingTransportDecider, ongoingTransportStream } from './ongoing-transport.decider';
import { receivedMaterialDecider, streamOf } from './received-material.decider';
import { actorOf, companyOf } from './received-material.handlers';

/** The carrier's stored units: registered, not dispatched, not removed. */
export const storedUnits = async (app: AppContext, hubUuid: string) =>
  (await app.rows.findBy<ReceivedMaterialRow>('receivedMaterials', 'hubUuid', hubUuid)).filter(
    (r) => r.kind === 'CARRIER' && !r.dispatchUuid && !r.removed,
  );

/** POST /api/materialDispatches: the stored units leave on the truck named by `identifier`. */
export const dispatchMaterial = async (
  app: AppContext,
  ctx: CommandContext,
  request: MaterialDispatchRequest & { actor: AuthUser; hubUuid: string },
) => {
  const { hubUuid } = request;
  const hub = await loadHub(app, hubUuid);
  const document = await app.rows.get<FileUploadRow>('fileUploads', request.documentFileUploadUuid);
  const candidates = (await storedUnits(app, hubUuid)).map((r) => r.uuid);
  const command: Omit<DispatchMaterial, 'autoPublished'> = {
    type: 'DispatchMaterial',
    uuid: app.newId(),
    hubUuid,
    company: companyOf(hub),
    createdBy: actorOf(request.actor),
    identifier: request.identifier,
    weight: request.weight,
    documentFileUploadUuid: request.documentFileUploadUuid,
    documentMimeType: document?.mimeType ?? 'application/pdf',
    ongoingTransportUuid: app.newId(),
    at: ctx.now,
  };
  const { uuid, ongoingTransportUuid } = command;
  const answer = { uuid, ongoingTransportUuid, dispatchedUnitsCount: candidates.length };
  // The answer is stored with the events: a replay answers the count of its first run, not of today's stock.
  const done = await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const stored = [];
    for (const id of candidates)
      stored.push(await reader.load(streamOf('CARRIER', id), receivedMaterialDecider(id)));
    const hubState = await reader.load(`hub-${hubUuid}`, hubDecider);
    const appends = decideDispatchMaterial(
      { ...command, autoPublished: autoPublishes(hubState) },
      {
        existing: (await reader.load(`materialDispatch-${uuid}`, hubEventDecider)).exists,
        hub: hubState,
        document: await reader.load(
          `fileUpload-${request.documentFileUploadUuid}`,
          fileUploadDecider,
        ),
        stored,
        transport: await reader.load(
          ongoingTransportStream(ongoingTransportUuid),
          ongoingTransportDecider,
        ),
      },
    );
    return { appends, result: { status: 201, body: answer } };
  });
  return done.body as typeof answer;
};
