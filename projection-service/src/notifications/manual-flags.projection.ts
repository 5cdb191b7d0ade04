import { defineProjection } from '../projection';

/** One flag an admin gave a hub event (a HubEventReviewed with FLAGGED), by hub: what the manual-flags alert counts. */
export interface ManualFlagRow {
  uuid: string;
  hubUuid: string;
  hubEventUuid: string;
  at: string;
}

export const manualFlagsProjection = defineProjection<ManualFlagRow>()({
  name: 'manualFlags',
  model: {
    name: 'manualFlags',
    fields: {
      HUB_UUID: { path: 'hubUuid', type: 'text' },
      CREATED_AT: { path: 'at', type: 'timestamp' },
    },
    sortBy: 'at',
    indexes: ['hubUuid'],
  },
  handles: ['HubEventReviewed'],
  // Each flag is a row of its own (keyed by the event), so flagging one event twice counts twice.
  keyOf: (event) => (event.data.status === 'FLAGGED' && event.metadata.hubUuid ? event.id : null),
  evolve: (row, event) => {
    // keyOf passes only flags with a hub; the guard says so to the compiler.
    const { hubUuid } = event.metadata;
    if (!hubUuid) return row;
    return { uuid: event.id, hubUuid, hubEventUuid: event.data.uuid, at: event.data.reviewedAt };
  },
});
