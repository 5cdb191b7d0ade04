import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { massBalanceProjection, type MassBalanceEntryRow } from './mass-balance.projection';

const at = '2026-11-02T08:00:00.000Z';
let position = 0;
const stored = (event: DomainEvent): StoredEvent =>
  ({
    ...event,
    id: `e${++position}`,
    schemaVersion: 1,
    streamId: `s${position}`,
    streamPosition: 1,
    globalPosition: String(position),
    metadata: {
      actorUuid: 'admin',
      commandId: `c${position}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: at,
    },
  }) as StoredEvent;
const registered = stored({
  type: 'CollectedMaterialRegistered',
  data: {
    uuid: 'a',
    hubUuid: 'h',
    company: { uuid: 'h', name: 'Hub', city: 'Köln', country: 'DE', pipelineOwner: false },
    createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
    eventType: 'REGISTRATION',
    registrationUnit: 'BAG',
    weight: 19.75,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: 'p',
    pictureMimeType: 'image/png',
    supplierName: null,
    supplierUuid: null,
    collectorUuid: null,
    collectorTrackingNumber: null,
    collectionUnitUuid: null,
    trackedItemUuid: null,
    latitude: null,
    longitude: null,
    materialSourceType: null,
    licensePlate: null,
    transportOwner: null,
    weighedAt: at,
    createdAt: at,
    autoPublished: false,
  },
});
const machine = stored({
  type: 'HubEventAutoReviewed',
  data: {
    uuid: 'a',
    hubUuid: 'h',
    hubName: 'Hub',
    hubEventCreatedAt: at,
    checkVersion: 'v',
    checks: [],
    status: 'AUTO_FLAGGED',
    tags: ['IMAGE_WEIGHT_MISMATCH'],
    findings: [],
    failures: [],
    picture: null,
    personReviewed: false,
    at,
  },
});
const approved = stored({
  type: 'HubEventReviewed',
  data: {
    uuid: 'a',
    status: 'APPROVED',
    comment: null,
    tags: [],
    weight: null,
    reviewedBy: 'admin',
    reviewedAt: at,
  },
});
const rowOf = (...events: StoredEvent[]) =>
  foldRows(massBalanceProjection, events).get('a') as MassBalanceEntryRow;

describe('mass balance: flagged entries', () => {
  it("an entry whose hub event is flagged by the machine is marked; a person's approval clears it and wins over a later machine result", () => {
    expect(rowOf(registered, machine)).toMatchObject({ weight: 19.75, flagged: true });
    expect(rowOf(registered, machine, approved).flagged).toBe(false);
    expect(rowOf(registered, approved, machine).flagged).toBe(false);
    expect(rowOf(registered).flagged).toBeUndefined();
  });
});
