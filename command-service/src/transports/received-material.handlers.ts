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
import { hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { ongoingTransportDecider } from './ongoing-transport.decider';
import {
  decideReceiveMaterial,
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
  actor: AuthUser,
  hubUuid: string,
  kind: ReceivedMaterialKind,
  input: ReceivedMaterialInput,
): Promise<{ uuid: string }> => {
  const hub = await loadHub(app, hubUuid);
  const picture = input.pictureFileUploadUuid
    ? await app.rows.get<FileUploadRow>('fileUploads', input.pictureFileUploadUuid)
    : null;
  const uuid = app.newId();
  const material: EventData<'TransportMaterialReceived'> = {
    uuid,
    hubUuid,
    kind,
    company: companyOf(hub),
    createdBy: actorOf(actor),
    eventType: 'REGISTRATION',
    transportOwner: input.transportOwner,
    licensePlate: input.licensePlate,
    ongoingTransportUuid: input.ongoingTransportUuid,
    weight: input.weight ?? 0,
    quantityUnit: 'KG',
    materialType: input.materialType,
    pictureFileUploadUuid: input.pictureFileUploadUuid,
    pictureMimeType: picture?.mimeType ?? null,
    weighedAt: input.weighedAt ?? ctx.now,
    createdAt: ctx.now,
    autoPublished: hub.autoPublishEvents,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const appends = decideReceiveMaterial(material, {
      existing: (await reader.load(streamOf(kind, uuid), receivedMaterialDecider(uuid))).exists,
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      picture: input.pictureFileUploadUuid
        ? await reader.load(`fileUpload-${input.pictureFileUploadUuid}`, fileUploadDecider)
        : null,
      transport: input.ongoingTransportUuid
        ? await reader.load(
            `ongoingTransport-${input.ongoingTransportUuid}`,
            ongoingTransportDecider,
          )
        : null,
    });
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
