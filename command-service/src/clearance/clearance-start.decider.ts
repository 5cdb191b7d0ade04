import type { EventData, EventOf, HubFields, MaterialType } from '@cairn/contracts';
import { type Decider, eventTypes } from '../command-handling/decider';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { StreamDecision } from '../command-handling/stream-decision';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import {
  type ClearanceAggregate,
  type StartClearanceTransport,
  type StartMaterialClearance,
  clearanceDecider,
  streamOfClearance,
} from './clearance.decider';
import {
  type AvailableStock,
  decideStockTaken,
  mustClear,
  ownUpload,
} from './clearance-stock-taken.decider';

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
export const decideStartMaterialClearance: StreamDecision<StartMaterialClearance, StartContext> = (
  started,
  ctx,
) => {
  if (ctx.existing.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  mustClear(ctx.hub, 'MATERIAL_CLEARANCE');
  ownUpload(ctx.picture, started.hubUuid, 'pictureFileUploadUuid');
  const lines = decideStockTaken(
    { partial: started.partialClearance, estimatedWeight: started.estimatedWeight },
    started.materialTypes,
    ctx.available,
  );
  return [
    {
      streamId: streamOfClearance('MATERIAL_CLEARANCE', started.uuid),
      events: clearanceDecider.decide({ ...started, lines }, ctx.existing),
    },
  ];
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
export const decideStartClearanceTransport: StreamDecision<
  StartClearanceTransport,
  StartContext
> = (started, ctx) => {
  if (ctx.existing.exists) throw new DomainError('conflict', 'conflictErrorMessage');
  const fields = mustClear(ctx.hub, started.kind);
  ownUpload(ctx.picture, started.hubUuid, 'transporterPictureFileUploadUuid');
  const materialTypes =
    started.kind === 'CLEARANCE_TRANSPORT'
      ? recyclerOutputTypes(fields, ctx.available)
      : started.materialTypes;
  const lines = decideStockTaken(
    { partial: false, estimatedWeight: null },
    materialTypes,
    ctx.available,
  );
  return [
    {
      streamId: streamOfClearance(started.kind, started.uuid),
      events: clearanceDecider.decide({ ...started, materialTypes, lines }, ctx.existing),
    },
  ];
};

/** The unit as the read model shows it (null: no unit of that hub and type). */
export type ClearanceUnitView = {
  uuid: string;
  hubUuid: string;
  materialType: MaterialType;
  weight: number;
  state: 'IN_PROGRESS' | 'CLEARANCE_FINISHED';
} | null;

/** Clearing a unit: the clearance that clears it, as started (its id, hub, types and partiality). */
export interface ClearMaterialClearanceUnit {
  type: 'ClearMaterialClearanceUnit';
  view: ClearanceUnitView;
  clearance: Pick<
    EventData<'MaterialClearanceStarted'>,
    'uuid' | 'hubUuid' | 'materialClearanceUnitUuid' | 'partialClearance' | 'materialTypes' | 'at'
  >;
}
type ClearanceUnitEvent = EventOf<'MaterialClearanceUnitCleared'>;

/**
 * `materialClearanceUnit-<uuid>`, cleared once (Document 3 §4: always PARTIAL, of the unit's one
 * material type): an IN_PROGRESS unit of this hub; the clearance then takes its estimate from the
 * stock as any partial one.
 */
export const clearanceUnitDecider: Decider<
  { cleared: boolean },
  ClearMaterialClearanceUnit,
  ClearanceUnitEvent
> = {
  initialState: () => ({ cleared: false }),
  eventTypes: eventTypes<ClearanceUnitEvent>({ MaterialClearanceUnitCleared: true }),
  evolve: () => ({ cleared: true }),
  decide: ({ view, clearance: started }, unit) => {
    if (
      !view ||
      view.uuid !== started.materialClearanceUnitUuid ||
      view.hubUuid !== started.hubUuid
    )
      throw new DomainError('notFound', 'notFoundMessage');
    if (view.state !== 'IN_PROGRESS' || unit.cleared)
      throw new DomainError('conflict', 'conflictErrorMessage');
    if (!started.partialClearance) throw invalid({ partialClearance: 'validationInvalid' });
    if (started.materialTypes.length !== 1 || started.materialTypes[0] !== view.materialType)
      throw invalid({ materialTypes: 'validationInvalid' });
    return [
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
    ];
  },
};
