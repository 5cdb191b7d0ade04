import type {
  ClearanceKind,
  MaterialClearanceRow,
  MaterialType,
  StartClearanceTransportRequest,
  StartHandlingCenterClearanceRequest,
  StartMaterialClearanceRequest,
  QuantityUnit,
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
import { autoPublishes, hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { actorOf, companyOf } from '../transports/received-material.handlers';
import { ongoingTransportAppend } from '../transports/ongoing-transport.handlers';
import {
  type StartClearanceTransport,
  type StartMaterialClearance,
  type WeighClearance,
  clearanceDecider,
  decideWeighClearance,
  streamOfClearance,
} from './clearance.decider';
import type { AvailableStock } from './clearance-stock-taken.decider';
import {
  clearanceUnitDecider,
  decideStartClearanceTransport,
  decideStartMaterialClearance,
} from './clearance-start.decider';
import { loadMaterialClearance } from './material-clearance.handlers';
import { claimStock, stockGuardDecider, stockGuardStream } from './clearance-stock.decider';
import { itemsLeaving } from './clearance-items.handlers';
import { completeUnweighed } from './clearance-unweighed.handlers';

/**
 * The hub's stock per material type in one unit, from the stock projection. The read model is brought
 * up to date first, so a clearance decides on every record committed before it (docs/decisions.md).
 * A read-side figure on purpose (no one stream holds the sum); racing clearances are serialised by
 * `stockGuardStream` (docs/architecture.md, "Decisions from the write side").
 */
export const availableStock = async (
  app: AppContext,
  hubUuid: string,
  unit: QuantityUnit = 'KG',
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
  request: StartMaterialClearanceRequest & { actor: AuthUser; hubUuid: string },
) => {
  const { hubUuid } = request;
  const quantityUnit =
    request.quantityUnit ??
    (request.productType === 'OIL' || request.materialTypes.includes('OIL' as MaterialType)
      ? 'LITER'
      : 'KG');
  const command: StartMaterialClearance = {
    type: 'StartMaterialClearance',
    uuid: app.newId(),
    hubUuid,
    buyer: request.buyer,
    transporterLicensePlate: request.transporterLicensePlate ?? '',
    pictureFileUploadUuid: request.pictureFileUploadUuid ?? '',
    materialTypes: request.materialTypes,
    productType: request.productType ?? null,
    partialClearance: request.partialClearance,
    estimatedWeight: request.partialClearance ? (request.estimatedWeight ?? null) : null,
    quantityUnit,
    materialClearanceUnitUuid: request.materialClearanceUnitUuid ?? null,
    startedBy: actorOf(request.actor),
    startedFrom: 'HUB_APP',
    at: ctx.now,
  };
  const { uuid, materialClearanceUnitUuid: unitUuid } = command;
  const hubRow = await loadHub(app, hubUuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    // The hub's stock guard is read before the stock: a clearance committed after this read makes our append conflict.
    await reader.load(stockGuardStream(hubUuid), stockGuardDecider);
    // The unit is checked first: a unit cleared already is 409 whatever the stock says now.
    const view = unitUuid
      ? await app.rows.get<MaterialClearanceUnitRow>(
          'materialClearanceUnits',
          `${hubUuid}:${request.materialTypes[0]}`,
        )
      : null;
    const unitStream = `materialClearanceUnit-${unitUuid}`;
    const unit = unitUuid
      ? {
          streamId: unitStream,
          events: clearanceUnitDecider.decide(
            { type: 'ClearMaterialClearanceUnit', view, clearance: command },
            await reader.load(unitStream, clearanceUnitDecider),
          ),
        }
      : null;
    const states = {
      existing: await reader.load(streamOfClearance('MATERIAL_CLEARANCE', uuid), clearanceDecider),
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      picture: await reader.load(`fileUpload-${command.pictureFileUploadUuid}`, fileUploadDecider),
      available: await availableStock(app, hubUuid, quantityUnit),
    };
    const clearance = await completeUnweighed(
      app,
      reader,
      decideStartMaterialClearance(command, states),
      {
        uuid,
        kind: 'MATERIAL_CLEARANCE',
        hub: hubRow,
        actor: request.actor,
        picture: command.pictureFileUploadUuid,
        plate: command.transporterLicensePlate,
        at: ctx.now,
      },
      states,
    );
    const items = await itemsLeaving(
      app,
      reader,
      { uuid, hubUuid, at: ctx.now },
      view
        ? { unitItems: view.trackedItemUuids }
        : command.partialClearance
          ? null
          : { wholeStockOf: command.materialTypes },
    );
    return {
      appends: [
        ...(unit ? [unit] : []),
        ...clearance,
        claimStock(hubUuid, uuid, ctx.now),
        ...items,
      ],
      result: { status: 201, body: { uuid } },
    };
  });
  return loadMaterialClearance(app, uuid, hubUuid);
};

/** POST /api/clearanceTransports and POST /api/handlingCenterMaterialClearances */
export const startClearanceTransport = async (
  app: AppContext,
  ctx: CommandContext,
  request: (StartClearanceTransportRequest | StartHandlingCenterClearanceRequest) & {
    actor: AuthUser;
    hubUuid: string;
    kind: Exclude<ClearanceKind, 'MATERIAL_CLEARANCE'>;
  },
) => {
  const { hubUuid, kind } = request;
  const command: StartClearanceTransport = {
    type: 'StartClearanceTransport',
    uuid: app.newId(),
    hubUuid,
    kind,
    buyer: request.buyer,
    transporterLicensePlate: request.transporterLicensePlate ?? '',
    transporterPictureFileUploadUuid: request.transporterPictureFileUploadUuid ?? '',
    materialTypes: 'materialTypes' in request ? request.materialTypes : [],
    startedBy: actorOf(request.actor),
    at: ctx.now,
  };
  const { uuid } = command;
  const hubRow = await loadHub(app, hubUuid);
  await runCommand(app, { ...ctx, hubUuid }, async (reader) => {
    await reader.load(stockGuardStream(hubUuid), stockGuardDecider);
    const states = {
      existing: await reader.load(streamOfClearance(kind, uuid), clearanceDecider),
      hub: await reader.load(`hub-${hubUuid}`, hubDecider),
      picture: await reader.load(
        `fileUpload-${command.transporterPictureFileUploadUuid}`,
        fileUploadDecider,
      ),
      available: await availableStock(app, hubUuid),
    };
    const appends = await completeUnweighed(
      app,
      reader,
      decideStartClearanceTransport(command, states),
      {
        uuid,
        kind,
        hub: hubRow,
        actor: request.actor,
        picture: command.transporterPictureFileUploadUuid,
        plate: command.transporterLicensePlate,
        at: ctx.now,
      },
      states,
    );
    const taken = appends.flatMap((a) =>
      a.events.flatMap((e) => (e.type === 'ClearanceStockTaken' ? [e.data.materialType] : [])),
    );
    const items = await itemsLeaving(
      app,
      reader,
      { uuid, hubUuid, at: ctx.now },
      { wholeStockOf: taken },
    );
    return {
      appends: [...appends, claimStock(hubUuid, uuid, ctx.now), ...items],
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

/** GET /api/materialClearanceUnits?state=: the hub's units, newest first. */
export const materialClearanceUnits = async (app: AppContext, hubUuid: string, state?: string) =>
  (await app.rows.findBy<MaterialClearanceUnitRow>('materialClearanceUnits', 'hubUuid', hubUuid))
    .filter((u) => !state || u.state === state)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(({ key: _k, hubUuid: _h, trackedItemUuids: _t, ...view }) => view);
