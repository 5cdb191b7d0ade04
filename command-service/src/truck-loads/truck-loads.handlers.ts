import type { MaterialType, RegisterTruckLoadRequest } from '@cairn/contracts';
import type {
  FileUploadRow,
  OngoingTransportRow,
  RegisteredMaterialRow,
} from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { segregationSlotDecider, segregationSlotStream } from '../grading/segregation-slot.decider';
import { segregationUnitView } from '../grading/grading.queries';
import {
  ongoingTransportDecider,
  ongoingTransportStream,
} from '../transports/ongoing-transport.decider';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import {
  type RegisterTruckLoad,
  decideRegisterTruckLoad,
  truckLoadDecider,
  truckLoadStream,
} from './truck-load.decider';
import { decideGradeTruckLoads } from './truck-load-grading.decider';

/** POST /api/registeredMaterials/: a recycler's truck load, perhaps one material type of a supplier's ongoing transport. */
export const registerTruckLoad = async (
  app: AppContext,
  ctx: CommandContext,
  request: RegisterTruckLoadRequest & { actor: AuthUser; hubUuid: string },
) => {
  const { hubUuid } = request;
  const hub = await loadHub(app, hubUuid);
  const picture = await app.rows.get<FileUploadRow>('fileUploads', request.pictureFileUploadUuid);
  const transportRow = request.ongoingTransportUuid
    ? await app.rows.get<OngoingTransportRow>('ongoingTransports', request.ongoingTransportUuid)
    : null;
  const command: Omit<RegisterTruckLoad, 'autoPublished'> = {
    type: 'RegisterTruckLoad',
    uuid: app.newId(),
    hubUuid,
    company: companyOf(hub),
    createdBy: actorOf(request.actor),
    weight: request.weight,
    materialType: request.materialType ?? null,
    licensePlate: request.licensePlate?.trim() || null,
    supplier: request.supplier?.trim() || null,
    internalId: request.internalId?.trim() || null,
    transportOwner: request.transportOwner?.trim() || null,
    ongoingTransportUuid: request.ongoingTransportUuid ?? null,
    pictureFileUploadUuid: request.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? 'image/jpeg',
    weighedAt: request.weighedAt ?? null,
    at: ctx.now,
  };
  const { uuid, ongoingTransportUuid } = command;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const load = await reader.load(truckLoadStream(uuid), truckLoadDecider(uuid));
    const hubState = await reader.load(`hub-${hubUuid}`, hubDecider);
    const appends = decideRegisterTruckLoad(
      { ...command, autoPublished: autoPublishes(hubState) },
      {
        load,
        hub: hubState,
        picture: await reader.load(
          `fileUpload-${command.pictureFileUploadUuid}`,
          fileUploadDecider,
        ),
        transport: ongoingTransportUuid
          ? await reader.load(ongoingTransportStream(ongoingTransportUuid), ongoingTransportDecider)
          : null,
        origin: transportRow
          ? { plate: transportRow.transporterLicensePlate, owner: transportRow.owner }
          : null,
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  // What is left on the truck decides whether the form goes on to /register-additional-material.
  const after = transportRow
    ? await app.rows.get<OngoingTransportRow>('ongoingTransports', transportRow.uuid)
    : null;
  const remainingMaterialTypes = after
    ? after.materialTypes.filter((m) => !after.receivedMaterialTypes.includes(m))
    : [];
  return { uuid, ongoingTransportUuid, remainingMaterialTypes };
};

/**
 * POST /api/registeredMaterials/{uuid}/grade (one truck load) and POST /api/massBalance/grading/start
 * (every ungraded truck load of a material): a segregation unit over truck loads.
 */
export const gradeTruckLoads = async (
  app: AppContext,
  ctx: CommandContext,
  request: { hubUuid: string; target: { uuid: string } | { materialType: MaterialType } },
) => {
  const { hubUuid, target } = request;
  const uuid = app.newId();
  // The read model only proposes candidates; each load's own stream decides whether it is still gradable.
  const candidates =
    'uuid' in target
      ? [target.uuid]
      : (await app.rows.findBy<RegisteredMaterialRow>('registeredMaterials', 'hubUuid', hubUuid))
          .filter(
            (r) => r.state === 'REGISTERED' && !r.removed && r.materialType === target.materialType,
          )
          .map((r) => r.uuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const loads = [];
    for (const id of candidates)
      loads.push(await reader.load(truckLoadStream(id), truckLoadDecider(id)));
    const appends = decideGradeTruckLoads(
      {
        type: 'GradeTruckLoads',
        uuid,
        hubUuid,
        at: ctx.now,
        single: 'uuid' in target,
        materialType: 'materialType' in target ? target.materialType : null,
      },
      {
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        slot: await reader.load(segregationSlotStream(hubUuid), segregationSlotDecider),
        loads,
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return segregationUnitView(app, hubUuid, uuid);
};
