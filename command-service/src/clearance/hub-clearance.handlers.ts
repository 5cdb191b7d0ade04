import type {
  ClearanceKind,
  MaterialType,
  StartClearanceTransportRequest,
  StartHandlingCenterClearanceRequest,
  StartMaterialClearanceRequest,
} from '@cairn/contracts';
import type { MaterialClearanceUnitRow } from '@cairn/projection-service';
import { type AppContext, runCommand } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { fileUploadDecider } from '../files/file-upload.decider';
import { hubDecider } from '../hubs/hub.decider';
import { loadHub } from '../hubs/hub.handlers';
import { actorOf } from '../transports/received-material.handlers';
import {
  type StartClearanceTransport,
  type StartMaterialClearance,
  clearanceDecider,
  streamOfClearance,
} from './clearance.decider';
import { availableStock } from './available-stock.query';
import {
  clearanceUnitDecider,
  decideStartClearanceTransport,
  decideStartMaterialClearance,
} from './clearance-start.decider';
import { loadMaterialClearance } from './material-clearance.handlers';
import { claimStock, stockGuardDecider, stockGuardStream } from './clearance-stock.decider';
import { itemsLeaving } from './clearance-items.handlers';
import { completeUnweighed } from './clearance-unweighed.handlers';

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
