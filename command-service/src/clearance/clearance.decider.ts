import type { ClearanceKind, EventData, HubType, MaterialType } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';
import { isNotInFuture } from '@cairn/contracts';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';
import type { StreamEvents } from '../command-handling/decider';

/**
 * The lifecycle every clearance shares (material clearance, clearance transport, handling center
 * clearance): LOADED when the truck is loaded (its stock leaves the hub), IN_TRANSIT once weighed
 * (a CLEARANCE hub event, and an ongoing transport the receiving hub registers from).
 */
export interface ClearanceAggregate {
  exists: boolean;
  kind: ClearanceKind | null;
  hubUuid: string | null;
  state: 'LOADED' | 'IN_TRANSIT' | null;
  partial: boolean;
  materialTypes: MaterialType[];
  productType: string | null;
  quantityUnit: 'KG' | 'LITER';
  buyer: string;
  transporterLicensePlate: string;
  transporterPictureFileUploadUuid: string;
  taken: Array<{ materialType: MaterialType; quantity: number }>;
}

export const streamOfClearance = (kind: ClearanceKind, uuid: string) =>
  kind === 'MATERIAL_CLEARANCE'
    ? `materialClearance-${uuid}`
    : kind === 'CLEARANCE_TRANSPORT'
      ? `clearanceTransport-${uuid}`
      : `handlingCenterClearance-${uuid}`;

export const clearanceDecider: LegacyDecider<ClearanceAggregate> = {
  initialState: {
    exists: false,
    kind: null,
    hubUuid: null,
    state: null,
    partial: false,
    materialTypes: [],
    productType: null,
    quantityUnit: 'KG',
    buyer: '',
    transporterLicensePlate: '',
    transporterPictureFileUploadUuid: '',
    taken: [],
  },
  evolve(state, event) {
    switch (event.type) {
      case 'MaterialClearanceStarted': {
        const d = event.data;
        return {
          ...state,
          exists: true,
          kind: 'MATERIAL_CLEARANCE',
          hubUuid: d.hubUuid,
          state: 'LOADED',
          partial: d.partialClearance,
          materialTypes: d.materialTypes,
          productType: d.productType,
          quantityUnit: d.quantityUnit,
          buyer: d.buyer,
          transporterLicensePlate: d.transporterLicensePlate,
          transporterPictureFileUploadUuid: d.pictureFileUploadUuid,
        };
      }
      case 'ClearanceTransportStarted': {
        const d = event.data;
        return {
          ...state,
          exists: true,
          kind: d.kind,
          hubUuid: d.hubUuid,
          state: 'LOADED',
          materialTypes: d.materialTypes,
          buyer: d.buyer,
          transporterLicensePlate: d.transporterLicensePlate,
          transporterPictureFileUploadUuid: d.transporterPictureFileUploadUuid,
        };
      }
      case 'ClearanceStockTaken': {
        const { materialType, quantity } = event.data;
        return {
          ...state,
          taken: [
            ...state.taken.filter((t) => t.materialType !== materialType),
            { materialType, quantity },
          ],
        };
      }
      case 'ClearanceWeighed':
        return { ...state, state: 'IN_TRANSIT' };
      default:
        return state;
    }
  },
};

/** Which hub types may start which clearance (Document 3 §2: the Clearance tab of each hub type). */
const HUB_TYPES: Record<ClearanceKind, readonly HubType[]> = {
  MATERIAL_CLEARANCE: ['COLLECTION_CENTER', 'RECYCLER'],
  CLEARANCE_TRANSPORT: ['RECYCLER'],
  HANDLING_CENTER_CLEARANCE: ['MATERIAL_HANDLING_CENTER'],
};

/** An active hub of a type that clears this kind, with the clearance feature on; otherwise 403. */
export const mustClear = (hub: HubAggregate, kind: ClearanceKind) => {
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (hub.state !== 'ACTIVE') throw new DomainError('invalid', 'hubNotActive');
  if (
    !HUB_TYPES[kind].includes(hub.fields.type) ||
    !hub.fields.features.includes('MATERIAL_CLEARANCE')
  )
    throw new DomainError('forbidden', 'apiErrorForbidden');
};

/** Stock of the hub per material type, as the stock projection sums it, in the clearance's unit. */
export type AvailableStock = ReadonlyMap<MaterialType, number>;

export interface StockRequest {
  hubUuid: string;
  clearanceUuid: string;
  partial: boolean;
  estimatedWeight: number | null;
  productType: string | null;
  quantityUnit: 'KG' | 'LITER';
  at: string;
}

/**
 * What a loaded clearance takes from the stock: FULL takes the whole stock of each type, PARTIAL the
 * estimated weight of its single type. Nothing in stock, or more than there is: refused.
 */
export const decideStockTaken = (
  req: StockRequest,
  materialTypes: readonly MaterialType[],
  available: AvailableStock,
): EventData<'ClearanceStockTaken'>[] => {
  const line = (
    materialType: MaterialType,
    quantity: number,
  ): EventData<'ClearanceStockTaken'> => ({
    uuid: `${req.clearanceUuid}:${materialType}`,
    clearanceUuid: req.clearanceUuid,
    hubUuid: req.hubUuid,
    materialType,
    productType: req.productType,
    quantity,
    quantityUnit: req.quantityUnit,
    clearedWeight: null,
    at: req.at,
  });
  const stockOf = (m: MaterialType) => Math.max(0, available.get(m) ?? 0);
  if (materialTypes.length === 0 || materialTypes.some((m) => stockOf(m) <= 0))
    throw new DomainError('invalid', 'noMaterialForClearance');
  if (req.partial) {
    if (materialTypes.length !== 1) throw invalid({ partialClearance: 'validationInvalid' });
    const estimate = req.estimatedWeight ?? 0;
    if (estimate > stockOf(materialTypes[0]) + 1e-9)
      throw invalid({ estimatedWeight: 'validationMax' });
    return [line(materialTypes[0], estimate)];
  }
  return materialTypes.map((m) => line(m, Math.round(stockOf(m) * 1000) / 1000));
};

/** The evidence must be an upload of this hub (one hub's picture never documents another's clearance). */
export const ownUpload = (upload: FileUploadAggregate, hubUuid: string, field: string) => {
  if (!upload.exists || upload.hubUuid !== hubUuid) throw invalid({ [field]: 'validationInvalid' });
};

type Weighed = Omit<
  EventData<'ClearanceWeighed'>,
  | 'kind'
  | 'licensePlate'
  | 'buyer'
  | 'materialTypes'
  | 'productType'
  | 'quantityUnit'
  | 'transporterPictureFileUploadUuid'
>;
export interface WeighContext {
  clearance: ClearanceAggregate;
  hub: HubAggregate;
  slip: FileUploadAggregate;
  /** The hub's stock now (this clearance's taking already subtracted). */
  available: AvailableStock;
  now: string;
}

/**
 * Weighing a LOADED clearance of this hub: the weight is the cleared weight (the mass balance's), shared
 * over its material types as their loaded stock; a partial clearance takes exactly the weighed weight.
 */
export const decideWeigh = (
  kind: ClearanceKind,
  weighed: Weighed,
  ctx: WeighContext,
): StreamEvents => {
  const c = ctx.clearance;
  if (!c.exists || c.kind !== kind || c.hubUuid !== weighed.hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  mustClear(ctx.hub, kind);
  if (c.state !== 'LOADED') throw new DomainError('conflict', 'conflictErrorMessage');
  ownUpload(ctx.slip, weighed.hubUuid, 'weighSlipPictureFileUploadUuid');
  if (!(weighed.weight > 0)) throw invalid({ weight: 'validationMin' });
  if (!isNotInFuture(weighed.weighedAt, ctx.now))
    throw invalid({ weighedAt: 'validationNotInFuture' });
  const lines =
    c.taken.length > 0
      ? c.taken
      : [{ materialType: (c.materialTypes[0] ?? 'OTHER') as MaterialType, quantity: 0 }];
  if (c.partial) {
    const only = lines[0];
    if (weighed.weight > (ctx.available.get(only.materialType) ?? 0) + only.quantity + 1e-9)
      throw invalid({ weight: 'validationMax' });
  }
  const total = lines.reduce((s, l) => s + l.quantity, 0);
  const taken = lines.map((l): EventData<'ClearanceStockTaken'> => ({
    uuid: `${weighed.uuid}:${l.materialType}`,
    clearanceUuid: weighed.uuid,
    hubUuid: weighed.hubUuid,
    materialType: l.materialType,
    productType: c.productType,
    quantity: c.partial ? weighed.weight : l.quantity,
    quantityUnit: c.quantityUnit,
    clearedWeight:
      Math.round(
        (total > 0 ? weighed.weight * (l.quantity / total) : weighed.weight / lines.length) * 1000,
      ) / 1000,
    at: weighed.weighedAt,
  }));
  return {
    streamId: streamOfClearance(kind, weighed.uuid),
    events: [
      ...taken.map((data) => ({ type: 'ClearanceStockTaken' as const, data })),
      {
        type: 'ClearanceWeighed',
        data: {
          ...weighed,
          kind,
          licensePlate: c.transporterLicensePlate,
          buyer: c.buyer,
          materialTypes: c.materialTypes,
          productType: c.productType,
          quantityUnit: c.quantityUnit,
          transporterPictureFileUploadUuid: c.transporterPictureFileUploadUuid,
        },
      },
    ],
  };
};
