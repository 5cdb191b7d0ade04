import type {
  EventData,
  ReceivedMaterialKind,
  RegisterCarrierMaterialRequest,
  RegisterCoProcessingMaterialRequest,
  RegisterHandlingCenterMaterialRequest,
} from '@cairn/contracts';
import type { FileUploadRow, HubRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { ongoingTransportDecider, ongoingTransportStream } from './ongoing-transport.decider';
import {
  type RegisterReceivedMaterial,
  decideRegisterReceivedMaterial,
  receivedMaterialDecider,
  streamOf,
} from './received-material.decider';

/** The fields the three registrations share; each route fills what its body has. */
export interface ReceivedMaterialInput {
  transportOwner: string | null;
  licensePlate: string | null;
  ongoingTransportUuid: string | null;
  weight: number | null;
  materialType: EventData<'TransportMaterialReceived'>['materialType'];
  pictureFileUploadUuid: string | null;
  weighedAt: string | null;
}

export const companyOf = (hub: HubRow) => ({
  uuid: hub.uuid,
  name: hub.name,
  city: hub.city,
  country: hub.country,
  pipelineOwner: hub.pipelineOwner,
});
export const actorOf = (actor: AuthUser) => ({
  uuid: actor.uuid,
  firstName: actor.firstName,
  lastName: actor.lastName,
});

/** POST /api/carrierMaterials, /api/handlingCenterMaterials and /api/coProcessingMaterials: one command, three kinds. */
export const registerReceivedMaterial = async (
  app: AppContext,
  ctx: CommandContext,
  request: ReceivedMaterialInput & { actor: AuthUser; hubUuid: string; kind: ReceivedMaterialKind },
): Promise<{ uuid: string }> => {
  const { hubUuid, kind } = request;
  const hub = await loadHub(app, hubUuid);
  const picture = request.pictureFileUploadUuid
    ? await app.rows.get<FileUploadRow>('fileUploads', request.pictureFileUploadUuid)
    : null;
  const command: Omit<RegisterReceivedMaterial, 'autoPublished'> = {
    type: 'RegisterReceivedMaterial',
    uuid: app.newId(),
    hubUuid,
    kind,
    company: companyOf(hub),
    createdBy: actorOf(request.actor),
    transportOwner: request.transportOwner,
    licensePlate: request.licensePlate,
    ongoingTransportUuid: request.ongoingTransportUuid,
    weight: request.weight,
    materialType: request.materialType,
    pictureFileUploadUuid: request.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? null,
    weighedAt: request.weighedAt,
    at: ctx.now,
  };
  const { uuid, ongoingTransportUuid, pictureFileUploadUuid } = command;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const material = await reader.load(streamOf(kind, uuid), receivedMaterialDecider(uuid));
    const hubState = await reader.load(`hub-${hubUuid}`, hubDecider);
    const appends = decideRegisterReceivedMaterial(
      { ...command, autoPublished: autoPublishes(hubState) },
      {
        material,
        hub: hubState,
        picture: pictureFileUploadUuid
          ? await reader.load(`fileUpload-${pictureFileUploadUuid}`, fileUploadDecider)
          : null,
        transport: ongoingTransportUuid
          ? await reader.load(ongoingTransportStream(ongoingTransportUuid), ongoingTransportDecider)
          : null,
      },
    );
    return { appends, result: { status: 201, body: { uuid } } };
  });
  return { uuid };
};

export const carrierInput = (b: RegisterCarrierMaterialRequest): ReceivedMaterialInput => ({
  transportOwner: b.transportOwner,
  licensePlate: null,
  ongoingTransportUuid: b.ongoingTransportUuid ?? null,
  weight: b.weight ?? null,
  materialType: b.materialType ?? null,
  pictureFileUploadUuid: b.pictureFileUploadUuid ?? null,
  weighedAt: null,
});
export const handlingCenterInput = (
  b: RegisterHandlingCenterMaterialRequest,
): ReceivedMaterialInput => ({
  transportOwner: b.transportOwner,
  licensePlate: null,
  ongoingTransportUuid: b.ongoingTransportUuid,
  weight: b.weight,
  materialType: b.materialType ?? null,
  pictureFileUploadUuid: b.pictureFileUploadUuid,
  weighedAt: null,
});
export const coProcessingInput = (
  b: RegisterCoProcessingMaterialRequest,
): ReceivedMaterialInput => ({
  transportOwner: b.transportOwner ?? null,
  licensePlate: b.licensePlate,
  ongoingTransportUuid: b.ongoingTransportUuid,
  weight: b.weight,
  materialType: b.materialType ?? null,
  pictureFileUploadUuid: b.pictureFileUploadUuid,
  weighedAt: b.weighedAt ?? null,
});
