import type { EventData, EventOf, HubEventSource } from '@cairn/contracts';
import { HUB_EVENT_SOURCE_TYPES, isHubEventSource } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';

/** What a hub event's stream says for the automatic review, per hub event (a stream may hold several). */
export interface AutoReviewState {
  exists: Record<string, true>;
  checkVersions: Record<string, string[]>;
  personReviewed: Record<string, true>;
  removed: Record<string, true>;
}

/** The machine's result; whether a person had reviewed first is the stream's to say. */
export type RecordAutoReview = { type: 'RecordAutoReview' } & Omit<
  EventData<'HubEventAutoReviewed'>,
  'personReviewed'
>;
export type AutoReviewCommand = RecordAutoReview;

/** The events that create a hub event (contracts' one list), then its reviews and removal. */
type HubEventCreated = EventOf<HubEventSource>;
export type AutoReviewEvent =
  HubEventCreated | EventOf<'HubEventAutoReviewed' | 'HubEventReviewed' | 'HubEventRemoved'>;

/**
 * Records the machine's result once per (hub event, check version): the same version again records
 * nothing. A removed or unknown event records nothing. After a person's review the result is kept,
 * marked `personReviewed`, and changes no status (the read model lets the person's review win).
 */
const decide = (
  command: AutoReviewCommand,
  state: AutoReviewState,
): EventOf<'HubEventAutoReviewed'>[] => {
  switch (command.type) {
    case 'RecordAutoReview': {
      const { type: _type, ...result } = command;
      const { uuid } = result;
      if (!state.exists[uuid] || state.removed[uuid]) return [];
      if ((state.checkVersions[uuid] ?? []).includes(result.checkVersion)) return [];
      return [
        {
          type: 'HubEventAutoReviewed',
          data: { ...result, personReviewed: !!state.personReviewed[uuid] },
        },
      ];
    }
    default:
      return unreachable(command.type);
  }
};

const created = (event: AutoReviewEvent): event is HubEventCreated => isHubEventSource(event.type);

const evolve = (state: AutoReviewState, event: AutoReviewEvent): AutoReviewState => {
  const { uuid } = event.data;
  // Every source creates the hub event alike, so a new source needs nothing here.
  if (created(event)) return { ...state, exists: { ...state.exists, [uuid]: true } };
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
      return unreachable(event);
  }
};

export const autoReviewDecider: Decider<AutoReviewState, AutoReviewCommand, AutoReviewEvent> = {
  initialState: () => ({ exists: {}, checkVersions: {}, personReviewed: {}, removed: {} }),
  eventTypes: eventTypes<AutoReviewEvent>({
    ...HUB_EVENT_SOURCE_TYPES,
    HubEventAutoReviewed: true,
    HubEventReviewed: true,
    HubEventRemoved: true,
  }),
  evolve,
  decide,
};
