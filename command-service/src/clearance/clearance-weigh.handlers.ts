import type { ClearanceKind, MaterialClearanceRow } from '@cairn/contracts';
import type { FileUploadRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import { ongoingTransportAppend } from '../transports/ongoing-transport.handlers';
import { type WeighClearance, clearanceDecider, streamOfClearance } from './clearance.decider';
import { decideWeighClearance } from './clearance-weigh.decider';
import { availableStock } from './available-stock.query';
import { loadMaterialClearance } from './material-clearance.handlers';
import { stockGuardDecider, claimStock, stockGuardStream } from './clearance-stock.decider';

export interface WeighInput {
  weight: number;
  weighSlipPictureFileUploadUuid: string;
  weighedAt?: string | null;
}

/** POST /api/materialClearances/{id}/weigh, /api/clearanceTransports/{id}/weigh, /api/handlingCenterMaterialClearances/{id}/weigh */
export const weighClearance = async (
  app: AppContext,
  ctx: CommandContext,
  request: WeighInput & { actor: AuthUser; hubUuid: string; kind: ClearanceKind; uuid: string },
): Promise<MaterialClearanceRow> => {
  const { hubUuid, kind, uuid } = request;
  const row = await loadMaterialClearance(app, uuid, hubUuid, kind);
  const hub = await loadHub(app, hubUuid);
  const slip = await app.rows.get<FileUploadRow>(
    'fileUploads',
    request.weighSlipPictureFileUploadUuid,
  );
  const picture = await app.rows.get<FileUploadRow>(
    'fileUploads',
    row.transporterPictureFileUploadUuid,
  );
  const weighedAt = request.weighedAt ? new Date(request.weighedAt).toISOString() : ctx.now;
  const command: Omit<WeighClearance, 'autoPublished'> = {
    type: 'WeighClearance',
    kind,
    uuid,
    hubUuid,
    company: companyOf(hub),
    createdBy: actorOf(request.actor),
    weight: request.weight,
    weighedAt,
    weighSlipPictureFileUploadUuid: request.weighSlipPictureFileUploadUuid,
    weighSlipMimeType: slip?.mimeType ?? 'image/jpeg',
    transporterPictureMimeType: picture?.mimeType ?? 'image/jpeg',
    // No plate recorded (showMaterialClearanceTransport off): no truck the buyer could register by it.
    ongoingTransportUuid: row.transporterLicensePlate.trim() ? app.newId() : '',
    at: ctx.now,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const stream = streamOfClearance(kind, uuid);
    await reader.load(stockGuardStream(hubUuid), stockGuardDecider);
    const clearance = await reader.load(stream, clearanceDecider);
    const hubState = await reader.load(`hub-${hubUuid}`, hubDecider);
    const weighed = decideWeighClearance(
      { ...command, autoPublished: autoPublishes(hubState) },
      {
        clearance,
        hub: hubState,
        slip: await reader.load(
          `fileUpload-${request.weighSlipPictureFileUploadUuid}`,
          fileUploadDecider,
        ),
        available: await availableStock(app, hubUuid, clearance.quantityUnit),
      },
    );
    // The truck leaves for the buyer: the receiving hub registers it from this ongoing transport.
    const transport = !command.ongoingTransportUuid
      ? null
      : await ongoingTransportAppend(reader, {
          uuid: command.ongoingTransportUuid,
          originHubUuid: hubUuid,
          originHubType: hub.type,
          owner: hub.name,
          sourceUuid: uuid,
          transporterLicensePlate: clearance.transporterLicensePlate,
          transporterDispatchedAt: weighedAt,
          materialTypes: clearance.materialTypes,
          weight: request.weight,
          quantityUnit: clearance.quantityUnit,
        });
    return {
      appends: [...weighed, ...(transport ? [transport] : []), claimStock(hubUuid, uuid, ctx.now)],
      result: { status: 200, body: { uuid } },
    };
  });
  return loadMaterialClearance(app, uuid, hubUuid);
};
