import { describe, expect, it } from 'vitest';
import { HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { autoPublishes, hubDecider, type HubEvent } from './hub.decider';

const uuid = '00000000-0000-4000-8000-000000000001';
const at = '2026-11-01T10:00:00.000Z';
const fields = HubFields.parse({
  name: 'Green Loop Pune',
  type: 'COLLECTION_CENTER',
  cameraResolution: 'W720_H960',
  street: 'MG Road 1',
  zipCode: '411001',
  city: 'Pune',
  country: 'IN',
  currency: 'INR',
  features: ['WASTE_BAG_REGISTRATION', 'EVENT_REVIEW'],
  autoPublishEvents: true,
});
const created: HubEvent = { type: 'HubCreated', data: { ...fields, uuid, createdAt: at } };
const updated = (autoPublishEvents: boolean): HubEvent => ({
  type: 'HubUpdated',
  data: { ...fields, autoPublishEvents, uuid, updatedAt: at },
});

// The handlers that record a hub event take autoPublished from the hub's stream loaded for the
// decision (its version checked by the append), not from the hubs row, which may lag.
describe('autoPublishes: from the hub stream as loaded', () => {
  it('follows the hub settings as last recorded', () => {
    expect(autoPublishes(fold(hubDecider, [created]))).toBe(true);
    expect(autoPublishes(fold(hubDecider, [created, updated(false)]))).toBe(false);
    expect(autoPublishes(fold(hubDecider, [created, updated(false), updated(true)]))).toBe(true);
  });

  it('is false for a hub that does not exist', () => {
    expect(autoPublishes(fold(hubDecider, []))).toBe(false);
  });
});
