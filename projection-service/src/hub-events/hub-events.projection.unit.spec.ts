import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import { hubEventsProjection, type HubEventRecord } from './hub-events.projection';

const uuid = '00000000-0000-4000-8000-0000000000e1';
const at = '2026-11-02T08:00:00.000Z';
let position = 0;
const stored = (event: DomainEvent, impersonatedBy: string | null = null): StoredEvent =>
  ({
    ...event,
    id: `e${++position}`,
    schemaVersion: 1,
    streamId: `collectedMaterial-${uuid}`,
    streamPosition: position,
    globalPosition: String(position),
    metadata: {
      actorUuid: 'admin',
      impersonatedBy,
      commandId: `c${position}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: at,
    },
  }) as StoredEvent;
const registered = stored({
  type: 'CollectedMaterialRegistered',
  data: {
    uuid,
    hubUuid: 'h',
    company: { uuid: 'h', name: 'Green Loop', city: 'Pune', country: 'IN', pipelineOwner: true },
    createdBy: { uuid: 'u', firstName: 'Priya', lastName: 'Field' },
    eventType: 'REGISTRATION',
    registrationUnit: 'BAG',
    weight: 12.5,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: 'p',
    pictureMimeType: 'image/png',
    supplierName: null,
    supplierUuid: null,
    collectorUuid: null,
    collectorTrackingNumber: 'IND-0000-000001',
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
const rowOf = (...events: StoredEvent[]) =>
  foldRows(hubEventsProjection, events).get(uuid) as HubEventRecord | undefined;

describe('hub events projection', () => {
  it('given a registration, then a PENDING row with the hub and creator', () => {
    const row = rowOf(registered)!;
    expect(row).toMatchObject({
      status: 'PENDING',
      weight: 12.5,
      company: { name: 'Green Loop' },
      createdBy: { firstName: 'Priya' },
      removed: false,
    });
    expect(row.history).toHaveLength(1);
  });

  it('given a registration saved offline, then its capture time beside the time it arrived (issue 31)', () => {
    const capturedAt = '2026-11-02T06:40:00.000Z';
    const late = stored({
      ...registered,
      data: { ...registered.data, capturedAt },
    } as DomainEvent);
    expect(rowOf(late)).toMatchObject({ capturedAt, createdAt: at });
    expect(rowOf(registered)!.capturedAt).toBeNull(); // an event from before: no capture time
  });

  it('given a flag, then the status, tags and anomalies follow', () => {
    const row = rowOf(
      registered,
      stored({
        type: 'HubEventReviewed',
        data: {
          uuid,
          status: 'FLAGGED',
          comment: 'blurred',
          tags: ['IMAGE_POOR_QUALITY'],
          weight: null,
          reviewedBy: 'admin',
          reviewedAt: at,
        },
      }),
    )!;
    expect(row).toMatchObject({
      status: 'FLAGGED',
      anomalies: ['IMAGE_POOR_QUALITY'],
      review: { comment: 'blurred' },
      reviewCount: 1,
    });
  });

  it('given an amendment and a removal, then the history keeps both', () => {
    const row = rowOf(
      registered,
      stored({
        type: 'HubEventWeightAmended',
        data: { uuid, weight: 11, previousWeight: 12.5, at },
      }),
      stored(
        { type: 'HubEventRemoved', data: { uuid, comment: 'duplicate', duplicateOf: 'x', at } },
        'system',
      ),
    )!;
    expect(row.weight).toBe(11);
    expect(row.removed).toBe(true);
    expect(row.history.map((h) => h.type)).toEqual([
      'CollectedMaterialRegistered',
      'HubEventWeightAmended',
      'HubEventRemoved',
    ]);
    expect(row.history[2].by).toContain('impersonated by system');
  });

  it('given an auto-published registration, then AUTO_APPROVED', () => {
    const auto = {
      ...registered,
      data: { ...registered.data, autoPublished: true },
    } as StoredEvent;
    expect(rowOf(auto)!.status).toBe('AUTO_APPROVED');
  });
});
