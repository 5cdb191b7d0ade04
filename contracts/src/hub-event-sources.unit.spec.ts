import { describe, expect, it } from 'vitest';
import { EVENT_SCHEMAS, type EventType } from './events';
import {
  HUB_EVENT_SOURCES,
  HUB_EVENT_SOURCE_TYPES,
  createsHubEvent,
  isHubEventSource,
} from './hub-event-sources';

const shapeOf = (type: EventType): Record<string, unknown> =>
  (EVENT_SCHEMAS[type] as unknown as { shape?: Record<string, unknown> }).shape ?? {};

describe('the hub event sources', () => {
  it('are exactly the events whose data names a hub event type, so a new one cannot be forgotten here', () => {
    const carryingEventType = (Object.keys(EVENT_SCHEMAS) as EventType[]).filter(
      (type) => 'eventType' in shapeOf(type),
    );
    expect([...HUB_EVENT_SOURCES].sort()).toEqual(carryingEventType.sort());
  });

  it('each carries the hub event uuid, hub, type and weight', () => {
    for (const type of HUB_EVENT_SOURCES)
      expect(Object.keys(shapeOf(type))).toEqual(
        expect.arrayContaining(['uuid', 'hubUuid', 'eventType', 'weight']),
      );
  });

  it('isHubEventSource tells a source from a review or another capability’s event', () => {
    for (const type of HUB_EVENT_SOURCES) expect(isHubEventSource(type)).toBe(true);
    expect(isHubEventSource('HubEventReviewed')).toBe(false);
    expect(isHubEventSource('HubEventAutoReviewed')).toBe(false);
    expect(isHubEventSource('HubCreated')).toBe(false);
    expect(isHubEventSource('FileAnalyzed')).toBe(false);
    expect(createsHubEvent({ type: 'ClearanceWeighed' as const })).toBe(true);
    expect(createsHubEvent({ type: 'HubEventRemoved' as const })).toBe(false);
  });

  it('marks every source for a decider’s eventTypes', () => {
    expect(Object.keys(HUB_EVENT_SOURCE_TYPES).sort()).toEqual([...HUB_EVENT_SOURCES].sort());
  });
});
