import type { EventData, EventOf, StoredEvent } from '@cairn/contracts';

/**
 * The events of weighed material that both the hub stock (stock/hub-stock.projection.ts) and the mass
 * balance (mass-balance/mass-balance.projection.ts) fold, by what they do to a record's row. Each
 * projection handles these and adds only its own (the stock: transports and certificates).
 */
export const MATERIAL_FLOW = {
  /** A record that brings material in. */
  brings: [
    'CollectedMaterialRegistered',
    'SegregationOutputBagRegistered',
    'TruckLoadRegistered',
    'ProcessingOutputBagRegistered',
  ],
  /** Material taken from a record or from the stock: grading, processing, a clearance. */
  takes: [
    'CollectedMaterialGraded',
    'RegisteredMaterialGraded',
    'RegisteredMaterialProcessed',
    'ProcessingUnitStarted',
    'ClearanceStockTaken',
  ],
  /** The review changing a record afterwards: its weight, its removal, its flag. */
  reviews: [
    'HubEventWeightAmended',
    'HubEventRemoved',
    'ClearanceStockReturned',
    'HubEventReviewed',
    'HubEventAutoReviewed',
  ],
} as const;

export const MATERIAL_FLOW_EVENTS = [
  ...MATERIAL_FLOW.brings,
  ...MATERIAL_FLOW.takes,
  ...MATERIAL_FLOW.reviews,
] as const;

/**
 * Processing takes from the stock (originalWeight − rejectedWeight) unless it processes a truck load
 * whole: then the load's own row is taken (RegisteredMaterialProcessed) and the start counts nothing.
 */
export const processesFromStock = (d: EventData<'ProcessingUnitStarted'>) =>
  !d.registeredMaterialUuid;

/** A removed hub event, or a clearance line given back, counts nothing; its row stays to say so. */
export const removedRow = <R extends { removed: boolean }>(row: R | null): R | null =>
  row && { ...row, removed: true };

/**
 * Flagged rows are shown apart (docs/hub-stock.md): flagged by a person, or by the automatic review
 * before any person. A person's review wins: the machine's result changes nothing after it.
 */
export const reviewedRow = <R extends { flagged?: boolean; personReviewed?: boolean }>(
  row: R | null,
  event: StoredEvent<EventOf<'HubEventReviewed' | 'HubEventAutoReviewed'>>,
): R | null => {
  if (!row) return row;
  if (event.type === 'HubEventReviewed')
    return { ...row, flagged: event.data.status === 'FLAGGED', personReviewed: true };
  return row.personReviewed ? row : { ...row, flagged: event.data.status === 'AUTO_FLAGGED' };
};
