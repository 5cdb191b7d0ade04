import type { DomainEvent, EventData } from '@cairn/contracts';
import type { LegacyDecider } from '../command-handling/decider';

/** What a hub event's stream says for the automatic review, per hub event (a stream may hold several). */
export interface AutoReviewState {
  exists: Record<string, true>;
  checkVersions: Record<string, string[]>;
  personReviewed: Record<string, true>;
  removed: Record<string, true>;
}

const CREATED = new Set([
  'CollectedMaterialRegistered',
  'SegregationOutputBagRegistered',
  'TransportMaterialReceived',
  'MaterialDispatched',
  'TruckLoadRegistered',
  'ProcessingOutputBagRegistered',
  'ClearanceWeighed',
  'MaterialCertificateAdded',
]);

export const autoReviewDecider: LegacyDecider<AutoReviewState> = {
  initialState: { exists: {}, checkVersions: {}, personReviewed: {}, removed: {} },
  evolve(state, event) {
    const uuid = (event.data as { uuid?: string }).uuid;
    if (!uuid) return state;
    if (CREATED.has(event.type)) return { ...state, exists: { ...state.exists, [uuid]: true } };
    switch (event.type) {
      case 'HubEventAutoReviewed':
        return {
          ...state,
          checkVersions: {
            ...state.checkVersions,
            [uuid]: [...(state.checkVersions[uuid] ?? []), event.data.checkVersion],
          },
        };
      case 'HubEventReviewed':
        return { ...state, personReviewed: { ...state.personReviewed, [uuid]: true } };
      case 'HubEventRemoved':
        return { ...state, removed: { ...state.removed, [uuid]: true } };
      default:
        return state;
    }
  },
};

/**
 * Records the machine's result once per (hub event, check version): the same version again records
 * nothing. A removed or unknown event records nothing. After a person's review the result is kept,
 * marked `personReviewed`, and changes no status (the read model lets the person's review win).
 */
export const decideAutoReview = (
  result: Omit<EventData<'HubEventAutoReviewed'>, 'personReviewed'>,
  state: AutoReviewState,
): DomainEvent[] => {
  const { uuid } = result;
  if (!state.exists[uuid] || state.removed[uuid]) return [];
  if ((state.checkVersions[uuid] ?? []).includes(result.checkVersion)) return [];
  return [
    {
      type: 'HubEventAutoReviewed',
      data: { ...result, personReviewed: !!state.personReviewed[uuid] },
    },
  ];
};
