import type { ClearanceKind } from '@cairn/contracts';
import type { FileUploadRow, HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { autoPublishes } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';
import type { StreamReader } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import { ongoingTransportAppend } from '../transports/ongoing-transport.handlers';
import { type UnweighedContext, decideClearedWhenLoaded } from './clearance-unweighed.decider';

/**
 * A clearance start's appends, completed on the spot when the hub does not weigh its clearances
 * (weighMaterialClearance off): the weighing at what it took, and the ongoing transport to the buyer.
 */
export const completeUnweighed = async (
  app: AppContext,
  reader: StreamReader,
  start: StreamEvents[],
  request: {
    uuid: string;
    kind: ClearanceKind;
    hub: HubRow;
    actor: AuthUser;
    picture: string;
    plate: string;
    at: string;
  },
  ctx: UnweighedContext,
): Promise<StreamEvents[]> => {
  const { hub } = request;
  const picture = request.picture
    ? await app.rows.get<FileUploadRow>('fileUploads', request.picture)
    : null;
  const appends = decideClearedWhenLoaded(
    start,
    {
      type: 'WeighClearance',
      kind: request.kind,
      uuid: request.uuid,
      hubUuid: hub.uuid,
      company: companyOf(hub),
      createdBy: actorOf(request.actor),
      transporterPictureMimeType: picture?.mimeType ?? 'image/jpeg',
      // No plate recorded (showMaterialClearanceTransport off): no truck the buyer could register by it.
      ongoingTransportUuid: request.plate.trim() ? app.newId() : '',
      autoPublished: autoPublishes(ctx.hub),
      at: request.at,
    },
    ctx,
  );
  const weighed = appends.flatMap((a) => a.events).find((e) => e.type === 'ClearanceWeighed');
  if (!weighed || weighed.type !== 'ClearanceWeighed' || !weighed.data.ongoingTransportUuid)
    return appends;
  const d = weighed.data;
  const transport = await ongoingTransportAppend(reader, {
    uuid: d.ongoingTransportUuid,
    originHubUuid: hub.uuid,
    originHubType: hub.type,
    owner: hub.name,
    sourceUuid: d.uuid,
    transporterLicensePlate: d.licensePlate,
    transporterDispatchedAt: d.weighedAt,
    materialTypes: d.materialTypes,
    weight: d.weight,
    quantityUnit: d.quantityUnit,
  });
  return [...appends, transport];
};
