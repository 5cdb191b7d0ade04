import type { HubEventType } from './enums';
import type { EventData, EventType } from './events';

/**
 * The event types that create a hub event (Document 2 §3: the reviewable record), one per
 * capability. This is the one list: the hub event's decider, the automatic review's decider, the
 * hub events' projection and the automatic review's reactor derive from it, and each place that
 * treats a source in its own way does so in an exhaustive switch or a
 * `Record<HubEventSource, ...>`, so a type added here fails to compile until each place handles it
 * (docs/developing.md, "Adding an event type").
 */
export const HUB_EVENT_SOURCES = [
  'CollectedMaterialRegistered',
  'SegregationOutputBagRegistered',
  'TransportMaterialReceived',
  'MaterialDispatched',
  'TruckLoadRegistered',
  'ProcessingOutputBagRegistered',
  'ClearanceWeighed',
  'MaterialCertificateAdded',
] as const satisfies readonly EventType[];

export type HubEventSource = (typeof HUB_EVENT_SOURCES)[number];

/** What every consumer reads from a source's data: the hub event's uuid is the event's. */
export interface HubEventSourceData {
  uuid: string;
  hubUuid: string;
  eventType: HubEventType;
  weight: number;
}
type Satisfies<T extends U, U> = T;
/** Each source's data; a source whose data lacks one of these fails here, before any consumer. */
export type HubEventSourceDataOf = Satisfies<
  { [S in HubEventSource]: EventData<S> },
  Record<HubEventSource, HubEventSourceData>
>;

const SOURCES: ReadonlySet<EventType> = new Set(HUB_EVENT_SOURCES);

export const isHubEventSource = (type: EventType): type is HubEventSource => SOURCES.has(type);

/** The event itself narrowed to a source (a domain or stored event), for reading its data. */
export const createsHubEvent = <E extends { type: EventType }>(
  event: E,
): event is Extract<E, { type: HubEventSource }> => SOURCES.has(event.type);

/** Every source marked, for a decider's `eventTypes` (which the compiler checks complete). */
export const HUB_EVENT_SOURCE_TYPES = Object.fromEntries(
  HUB_EVENT_SOURCES.map((type) => [type, true]),
) as Record<HubEventSource, true>;
