import type {
  ClearanceKind,
  EventData,
  MaterialClearanceRow,
  MaterialType,
  StartClearanceTransportRequest,
  StartHandlingCenterClearanceRequest,
  StartMaterialClearanceRequest,
} from '@cairn/contracts';
import {
  sumStock,
  type FileUploadRow,
  type HubStockContribution,
  type MaterialClearanceUnitRow,
} from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import { ongoingTransportAppend } from '../transports/ongoing-transport.handlers';
import {
  type AvailableStock,
  clearanceDecider,
  decideWeigh,
  streamOfClearance,
} from './clearance.decider';
import {
  clearanceUnitDecider,
  decideClearUnit,
  decideStartFromStock,
  decideStartTransport,
} from './clearance-start.decider';
import { loadMaterialClearance } from './material-clearance.handlers';
import { claimStock, stockGuardDecider, stockGuardStream } from './clearance-stock.decider';
import { itemsLeaving } from './clearance-items.handlers';

/**
 * The hub's stock per material type in one unit, from the stock projection. The read model is brought
 * up to date first, so a clearance decides on every record committed before it (docs/decisions.md).
 */
export const availableStock = async (
  app: AppContext,
  hubUuid: string,
  unit: 'KG' | 'LITER' = 'KG',
): Promise<AvailableStock> => {
  await app.projections.waitForLatest(5000);
  const lines = sumStock(
    await app.rows.findBy<HubStockContribution>('hubStock', 'hubUuid', hubUuid),
  );
  return new Map(
    lines.filter((l) => l.quantityUnit === unit).map((l) => [l.materialType, l.quantity]),
  );
};

/** POST /api/materialClearances */
export const startMaterialClearance = async (
  app: AppContext,
  ctx: CommandContext,
  actor: AuthUser,
  hubUuid: string,
  input: StartMaterialClearanceRequest,
) => {
  const uuid = app.newId();
  const quantityUnit =
    input.quantityUnit ??
    (input.productType === 'OIL' || input.materialTypes.includes('OIL' as MaterialType)
      ? 'LITER'
      : 'KG');
  const started: EventData<'MaterialClearanceStarted'> = {
    uuid,
    hubUuid,
    buyer: input.buyer,
    transporterLicensePlate: input.transporterLicensePlate,
    pictureFileUploadUuid: input.pictureFileUploadUuid,
    materialTypes: input.materialTypes,
    productType: input.productType ?? null,
    partialClearance: input.partialClearance,
    estimatedWeight: input.partialClearance ? (input.estimatedWeight ?? null) : null,
    quantityUnit,
    materialClearanceUnitUuid: input.materialClearanceUnitUuid ?? null,
    startedBy: actorOf(actor),
    startedFrom: 'HUB_APP',
    at: ctx.now,
  };
  const unitUuid = started.materialClearanceUnitUuid;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    // The hub's stock guard is read before the stock: a clearance committed after this read makes our append conflict.
    await reader.load(stockGuardStream(hubUuid), stockGuardDecider);
    // The unit is checked first: a unit cleared already is 409 whatever the stock says now.
    const view = unitUuid
      ? await app.rows.get<MaterialClearanceUnitRow>(
          'materialClearanceUnits',
          `${hubUuid}:${input.materialTypes[0]}`,
        )
      : null;
    const unit = unitUuid
      ? decideClearUnit(started, {
          view,
          cleared: (await reader.load(`materialClearanceUnit-${unitUuid}`, clearanceUnitDecider))
            .cleared,
        })
      : null;
    const clearance = decideStartFromStock(started, {
      existing: await reader.load(streamOfClearance('MATERIAL_CLEARANCE', uuid), clearanceDecider),
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      picture: await reader.load(`fileUpload-${input.pictureFileUploadUuid}`, fileUploadDecider),
      available: await availableStock(app, hubUuid, quantityUnit),
    });
    const items = await itemsLeaving(
      app,
      reader,
      { uuid, hubUuid, at: ctx.now },
      view
        ? { unitItems: view.trackedItemUuids }
        : started.partialClearance
          ? null
          : { wholeStockOf: started.materialTypes },
    );
    return {
      appends: [...(unit ? [unit] : []), clearance, claimStock(hubUuid, uuid, ctx.now), ...items],
      result: { status: 201, body: { uuid } },
    };
  });
  return loadMaterialClearance(app, uuid, hubUuid);
};

/** POST /api/clearanceTransports and POST /api/handlingCenterMaterialClearances */
export const startClearanceTransport = async (
  app: AppContext,
  ctx: CommandContext,
  actor: AuthUser,
  hubUuid: string,
  kind: Exclude<ClearanceKind, 'MATERIAL_CLEARANCE'>,
  input: StartClearanceTransportRequest | StartHandlingCenterClearanceRequest,
) => {
  const uuid = app.newId();
  const started: EventData<'ClearanceTransportStarted'> = {
    uuid,
    hubUuid,
    kind,
    buyer: input.buyer,
    transporterLicensePlate: input.transporterLicensePlate,
    transporterPictureFileUploadUuid: input.transporterPictureFileUploadUuid,
    materialTypes: 'materialTypes' in input ? input.materialTypes : [],
    startedBy: actorOf(actor),
    at: ctx.now,
  };
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    await reader.load(stockGuardStream(hubUuid), stockGuardDecider);
    const appends = decideStartTransport(started, {
      existing: await reader.load(streamOfClearance(kind, uuid), clearanceDecider),
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      picture: await reader.load(
        `fileUpload-${input.transporterPictureFileUploadUuid}`,
        fileUploadDecider,
      ),
      available: await availableStock(app, hubUuid),
    });
    const taken = appends.events.flatMap((e) =>
      e.type === 'ClearanceStockTaken' ? [e.data.materialType] : [],
    );
    const items = await itemsLeaving(
      app,
      reader,
      { uuid, hubUuid, at: ctx.now },
      { wholeStockOf: taken },
    );
    return {
      appends: [appends, claimStock(hubUuid, uuid, ctx.now), ...items],
      result: { status: 201, body: { uuid } },
    };
  });
  return loadMaterialClearance(app, uuid, hubUuid);
};

export interface WeighInput {
  weight: number;
  weighSlipPictureFileUploadUuid: string;
  weighedAt?: string | null;
}

/** POST /api/materialClearances/{id}/weigh, /api/clearanceTransports/{id}/weigh, /api/handlingCenterMaterialClearances/{id}/weigh */
export const weighClearance = async (
  app: AppContext,
  ctx: CommandContext,
  actor: AuthUser,
  hubUuid: string,
  kind: ClearanceKind,
  uuid: string,
  input: WeighInput,
): Promise<MaterialClearanceRow> => {
  const row = await loadMaterialClearance(app, uuid, hubUuid, kind);
  const hub = await loadHub(app, hubUuid);
  const slip = await app.rows.get<FileUploadRow>(
    'fileUploads',
    input.weighSlipPictureFileUploadUuid,
  );
  const picture = await app.rows.get<FileUploadRow>(
    'fileUploads',
    row.transporterPictureFileUploadUuid,
  );
  const transportUuid = app.newId();
  const weighedAt = input.weighedAt ? new Date(input.weighedAt).toISOString() : ctx.now;
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    const stream = streamOfClearance(kind, uuid);
    await reader.load(stockGuardStream(hubUuid), stockGuardDecider);
    const clearance = await reader.load(stream, clearanceDecider);
    const weighed = decideWeigh(
      kind,
      {
        uuid,
        hubUuid,
        company: companyOf(hub),
        createdBy: actorOf(actor),
        eventType: 'CLEARANCE',
        weight: input.weight,
        weighedAt,
        weighSlipPictureFileUploadUuid: input.weighSlipPictureFileUploadUuid,
        weighSlipMimeType: slip?.mimeType ?? 'image/jpeg',
        transporterPictureMimeType: picture?.mimeType ?? 'image/jpeg',
        ongoingTransportUuid: transportUuid,
        createdAt: ctx.now,
        autoPublished: hub.autoPublishEvents,
      },
      {
        clearance,
        hub: await reader.load(`hub-${hubUuid}`, hubDecider),
        slip: await reader.load(
          `fileUpload-${input.weighSlipPictureFileUploadUuid}`,
          fileUploadDecider,
        ),
        available: await availableStock(app, hubUuid, clearance.quantityUnit),
        now: ctx.now,
      },
    );
    // The truck leaves for the buyer: the receiving hub registers it from this ongoing transport.
    const transport = await ongoingTransportAppend(reader, {
      uuid: transportUuid,
      originHubUuid: hubUuid,
      originHubType: hub.type,
      owner: hub.name,
      sourceUuid: uuid,
      transporterLicensePlate: clearance.transporterLicensePlate,
      transporterDispatchedAt: weighedAt,
      materialTypes: clearance.materialTypes,
      weight: input.weight,
      quantityUnit: clearance.quantityUnit,
    });
    return {
      appends: [weighed, transport, claimStock(hubUuid, uuid, ctx.now)],
      result: { status: 200, body: { uuid } },
    };
  });
  return loadMaterialClearance(app, uuid, hubUuid);
};

/** GET /api/materialClearanceUnits?state=: the hub's units, newest first. */
export const materialClearanceUnits = async (app: AppContext, hubUuid: string, state?: string) =>
  (await app.rows.findBy<MaterialClearanceUnitRow>('materialClearanceUnits', 'hubUuid', hubUuid))
    .filter((u) => !state || u.state === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ key: _k, hubUuid: _h, trackedItemUuids: _t, ...view }) => view);
