import type { EventData, HubFields, MaterialType } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';
import {
  type AvailableStock,
  type ClearanceAggregate,
  decideStockTaken,
  mustClear,
  ownUpload,
  streamOfClearance,
} from './clearance.decider';

export interface StartContext {
  existing: ClearanceAggregate;
  hub: HubAggregate;
  picture: FileUploadAggregate;
  available: AvailableStock;
}

/**
 * POST /api/materialClearances (a collection center or recycler clears from its stock): the chosen
 * material types leave the stock when the truck is loaded, wholly (FULL) or the estimated weight (PARTIAL).
 */
export const decideStartFromStock = (
  started: EventData<'MaterialClearanceStarted'>,
  ctx: StartContext,
): StreamEvents => {
  if (ctx.existing.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  mustClear(ctx.hub, 'MATERIAL_CLEARANCE');
  ownUpload(ctx.picture, started.hubUuid, 'pictureFileUploadUuid');
  const taken = decideStockTaken(
    {
      hubUuid: started.hubUuid,
      clearanceUuid: started.uuid,
      partial: started.partialClearance,
      estimatedWeight: started.estimatedWeight,
      productType: started.productType,
      quantityUnit: started.quantityUnit,
      at: started.at,
    },
    started.materialTypes,
    ctx.available,
  );
  return {
    streamId: streamOfClearance('MATERIAL_CLEARANCE', started.uuid),
    events: [
      { type: 'MaterialClearanceStarted', data: started },
      ...taken.map((data) => ({ type: 'ClearanceStockTaken' as const, data })),
    ],
  };
};

/** A recycler clears its output: the output material types of its configuration (every type in stock when none is configured). */
export const recyclerOutputTypes = (
  fields: HubFields,
  available: AvailableStock,
): MaterialType[] => {
  const configured = new Set<MaterialType>([
    ...fields.segregationOutputMaterialTypes,
    ...fields.processingOutputMaterialTypes,
  ]);
  return [...available.entries()]
    .filter(([m, q]) => q > 0 && (configured.size === 0 || configured.has(m)))
    .map(([m]) => m)
    .sort();
};

/**
 * POST /api/clearanceTransports (recycler: its whole output stock leaves) and
 * POST /api/handlingCenterMaterialClearances (handling center: the whole stock of the chosen types).
 */
export const decideStartTransport = (
  started: EventData<'ClearanceTransportStarted'>,
  ctx: StartContext,
): StreamEvents => {
  if (ctx.existing.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  mustClear(ctx.hub, started.kind);
  ownUpload(ctx.picture, started.hubUuid, 'transporterPictureFileUploadUuid');
  const materialTypes =
    started.kind === 'CLEARANCE_TRANSPORT'
      ? recyclerOutputTypes(ctx.hub.fields!, ctx.available)
      : started.materialTypes;
  const taken = decideStockTaken(
    {
      hubUuid: started.hubUuid,
      clearanceUuid: started.uuid,
      partial: false,
      estimatedWeight: null,
      productType: null,
      quantityUnit: 'KG',
      at: started.at,
    },
    materialTypes,
    ctx.available,
  );
  return {
    streamId: streamOfClearance(started.kind, started.uuid),
    events: [
      { type: 'ClearanceTransportStarted', data: { ...started, materialTypes } },
      ...taken.map((data) => ({ type: 'ClearanceStockTaken' as const, data })),
    ],
  };
};

/** `materialClearanceUnit-<uuid>`: cleared once. */
export const clearanceUnitDecider: LegacyDecider<{ cleared: boolean }> = {
  initialState: { cleared: false },
  evolve: (state, event) =>
    event.type === 'MaterialClearanceUnitCleared' ? { cleared: true } : state,
};

/** The unit as the read model shows it (null: no unit of that hub and type) and as its stream says. */
export interface UnitContext {
  view: {
    uuid: string;
    hubUuid: string;
    materialType: MaterialType;
    weight: number;
    state: 'IN_PROGRESS' | 'CLEARANCE_FINISHED';
  } | null;
  cleared: boolean;
}

/**
 * Clearing a material clearance unit (Document 3 §4: always PARTIAL, of the unit's one material type):
 * an IN_PROGRESS unit of this hub, cleared once; the clearance then takes its estimate from the stock as any partial one.
 */
export const decideClearUnit = (
  started: EventData<'MaterialClearanceStarted'>,
  unit: UnitContext,
): StreamEvents => {
  const view = unit.view;
  if (!view || view.uuid !== started.materialClearanceUnitUuid || view.hubUuid !== started.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  if (view.state !== 'IN_PROGRESS' || unit.cleared)
    throw new DomainError('conflict', 'conflictErrorMessage');
  if (!started.partialClearance) throw invalid({ partialClearance: 'validationInvalid' });
  if (started.materialTypes.length !== 1 || started.materialTypes[0] !== view.materialType)
    throw invalid({ materialTypes: 'validationInvalid' });
  return {
    streamId: `materialClearanceUnit-${view.uuid}`,
    events: [
      {
        type: 'MaterialClearanceUnitCleared',
        data: {
          uuid: view.uuid,
          hubUuid: view.hubUuid,
          materialType: view.materialType,
          clearanceUuid: started.uuid,
          weight: view.weight,
          at: started.at,
        },
      },
    ],
  };
};
