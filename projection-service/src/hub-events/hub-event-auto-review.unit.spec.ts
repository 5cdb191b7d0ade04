import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventData, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import {
  pictureFingerprintsProjection,
  type PictureFingerprintRow,
} from '../auto-review/picture-fingerprints.projection';
import { hubEventsProjection, type HubEventRecord } from './hub-events.projection';

const uuid = 'e1';
const at = '2026-11-02T08:00:00.000Z';
let position = 0;
const stored = (event: DomainEvent): StoredEvent =>
  ({
    ...event,
    id: `e${++position}`,
    schemaVersion: 1,
    streamId: `collectedMaterial-${uuid}`,
    streamPosition: position,
    globalPosition: String(position),
    metadata: {
      actorUuid: 'admin',
      commandId: `c${position}`,
      correlationId: 'x',
      causationId: null,
      occurredAt: at,
    },
  }) as StoredEvent;
const registered = (autoPublished = false) =>
  stored({
    type: 'CollectedMaterialRegistered',
    data: {
      uuid,
      hubUuid: 'h',
      company: { uuid: 'h', name: 'Green Loop', city: 'Pune', country: 'IN', pipelineOwner: true },
      createdBy: { uuid: 'u', firstName: 'Priya', lastName: 'Field' },
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
      autoPublished,
    },
  });
const finding = {
  tag: 'IMAGE_WEIGHT_MISMATCH' as const,
  check: 'IMAGE_WEIGHT_MISMATCH',
  version: 1,
  evidence: { readWeight: 12.5, enteredWeight: 19.75 },
};
const autoReviewed = (over: Partial<EventData<'HubEventAutoReviewed'>> = {}) =>
  stored({
    type: 'HubEventAutoReviewed',
    data: {
      uuid,
      hubUuid: 'h',
      hubName: 'Green Loop',
      hubEventCreatedAt: at,
      checkVersion: 'v1',
      checks: ['IMAGE_WEIGHT_MISMATCH'],
      status: 'AUTO_FLAGGED',
      tags: ['IMAGE_WEIGHT_MISMATCH'],
      findings: [finding],
      failures: [],
      picture: {
        uuid: 'p',
        sha256: 's',
        perceptualHash: '0123456789abcdef',
        colorHash: 'aa',
        readWeight: 12.5,
        latitude: 1,
        longitude: 2,
      },
      personReviewed: false,
      at,
      ...over,
    },
  });
const personFlag = stored({
  type: 'HubEventReviewed',
  data: {
    uuid,
    status: 'APPROVED',
    comment: null,
    tags: [],
    weight: null,
    reviewedBy: 'admin',
    reviewedAt: at,
  },
});
const rowOf = (...events: StoredEvent[]) =>
  foldRows(hubEventsProjection, events).get(uuid) as HubEventRecord;

describe('hub events: the automatic review', () => {
  it('findings give AUTO_FLAGGED with their tags and findings on the review', () => {
    const row = rowOf(registered(), autoReviewed());
    expect(row).toMatchObject({
      status: 'AUTO_FLAGGED',
      anomalies: ['IMAGE_WEIGHT_MISMATCH'],
      review: { status: 'AUTO_FLAGGED', findings: [finding] },
    });
    expect(row.autoReview).toMatchObject({ outcome: 'FLAGGED', tags: ['IMAGE_WEIGHT_MISMATCH'] });
    expect(row.history.at(-1)!.detail).toContain('IMAGE_WEIGHT_MISMATCH');
  });

  it('clean where the hub needs an admin: still PENDING, marked "checks passed"; a failed check is INCOMPLETE', () => {
    const clean = { status: null, tags: [], findings: [] };
    expect(rowOf(registered(), autoReviewed(clean))).toMatchObject({
      status: 'PENDING',
      review: null,
      autoReview: { outcome: 'PASSED' },
    });
    expect(
      rowOf(
        registered(),
        autoReviewed({
          ...clean,
          failures: [{ check: 'IMAGE_DUPLICATE', error: 'pictureNotDecoded' }],
        }),
      ).autoReview!.outcome,
    ).toBe('INCOMPLETE');
  });

  it("a person's review wins, before and after the machine", () => {
    expect(rowOf(registered(), personFlag, autoReviewed({ personReviewed: true }))).toMatchObject({
      status: 'APPROVED',
      review: { status: 'APPROVED' },
      autoReview: { outcome: 'FLAGGED' },
    });
    expect(rowOf(registered(), autoReviewed(), personFlag)).toMatchObject({
      status: 'APPROVED',
      anomalies: [],
    });
  });

  it('a later clean result (a new check version) lifts an earlier machine flag', () => {
    expect(
      rowOf(
        registered(),
        autoReviewed(),
        autoReviewed({ checkVersion: 'v2', status: null, tags: [], findings: [] }),
      ),
    ).toMatchObject({ status: 'PENDING', anomalies: [] });
  });

  it('the fingerprint of the picture is kept for later duplicates, banded for look-up', () => {
    const row = foldRows(pictureFingerprintsProjection, [autoReviewed()]).get(
      uuid,
    ) as PictureFingerprintRow;
    expect(row).toMatchObject({
      hubEventUuid: uuid,
      sha256: 's',
      readWeight: 12.5,
      b0: '01',
      b7: 'ef',
      removed: false,
    });
  });
});
