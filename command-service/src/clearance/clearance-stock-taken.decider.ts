import { hubWorks, roundQuantity } from '@cairn/contracts';
import type { ClearanceKind, EventOf, HubType, MaterialType, QuantityUnit } from '@cairn/contracts';
import { DomainError, invalid } from '../command-handling/domain-error';
import type { FileUploadAggregate } from '../files/file-upload.decider';
import type { HubAggregate } from '../hubs/hub.decider';

/** A stock line a clearance takes: what it took, and what the weighing cleared of it. */
export interface StockLine {
  materialType: MaterialType;
  quantity: number;
  clearedWeight: number | null;
}

/** Which hub types may start which clearance (Document 3 §2: the Clearance tab of each hub type). */
const HUB_TYPES: Record<ClearanceKind, readonly HubType[]> = {
  MATERIAL_CLEARANCE: ['COLLECTION_CENTER', 'RECYCLER'],
  CLEARANCE_TRANSPORT: ['RECYCLER'],
  HANDLING_CENTER_CLEARANCE: ['MATERIAL_HANDLING_CENTER'],
};

/** An active hub of a type that clears this kind, with the clearance feature on; otherwise 403. */
export const mustClear = (hub: HubAggregate, kind: ClearanceKind) => {
  if (!hub.exists || !hub.fields) throw new DomainError('notFound', 'notFoundMessage');
  if (!hubWorks(hub.state)) throw new DomainError('invalid', 'hubNotActive');
  if (
    !HUB_TYPES[kind].includes(hub.fields.type) ||
    !hub.fields.features.includes('MATERIAL_CLEARANCE')
  )
    throw new DomainError('forbidden', 'apiErrorForbidden');
  return hub.fields;
};

/** Stock of the hub per material type, as the stock projection sums it, in the clearance's unit. */
export type AvailableStock = ReadonlyMap<MaterialType, number>;

export interface StockRequest {
  partial: boolean;
  estimatedWeight: number | null;
}

/**
 * What a loaded clearance takes from the stock: FULL takes the whole stock of each type, PARTIAL the
 * estimated weight of its single type. Nothing in stock, or more than there is: refused.
 */
export const decideStockTaken = (
  req: StockRequest,
  materialTypes: readonly MaterialType[],
  available: AvailableStock,
): StockLine[] => {
  const line = (materialType: MaterialType, quantity: number): StockLine => ({
    materialType,
    quantity,
    clearedWeight: null,
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
  return materialTypes.map((m) => line(m, roundQuantity(stockOf(m))));
};

/** The evidence must be an upload of this hub (one hub's picture never documents another's clearance). */
export const ownUpload = (upload: FileUploadAggregate, hubUuid: string, field: string) => {
  if (!upload.exists || upload.hubUuid !== hubUuid) throw invalid({ [field]: 'validationInvalid' });
};

/** The stock lines a clearance takes, as events (on loading, and again as weighed). */
export const stockTaken = (
  c: { clearanceUuid: string; hubUuid: string; productType: string | null },
  quantityUnit: QuantityUnit,
  lines: StockLine[],
  at: string,
): EventOf<'ClearanceStockTaken'>[] =>
  lines.map(({ materialType, quantity, clearedWeight }) => ({
    type: 'ClearanceStockTaken',
    data: {
      uuid: `${c.clearanceUuid}:${materialType}`,
      clearanceUuid: c.clearanceUuid,
      hubUuid: c.hubUuid,
      materialType,
      productType: c.productType,
      quantity,
      quantityUnit,
      clearedWeight,
      at,
    },
  }));
