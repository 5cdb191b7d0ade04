import { describe, expect, it } from 'vitest';
import type { DomainEvent, StoredEvent } from '@cairn/contracts';
import { foldRows } from '../projection';
import {
  flaggedStock,
  hubStockProjection,
  sumStock,
  type HubStockContribution,
} from './hub-stock.projection';

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
const registered = (uuid: string, weight: number) =>
  stored({
    type: 'CollectedMaterialRegistered',
    data: {
      uuid,
      hubUuid: 'h',
      company: { uuid: 'h', name: 'Hub', city: 'Köln', country: 'DE', pipelineOwner: false },
      createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
      eventType: 'REGISTRATION',
      registrationUnit: 'BAG',
      weight,
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
const machine = (uuid: string, status: 'AUTO_FLAGGED' | null) =>
  stored({
    type: 'HubEventAutoReviewed',
    data: {
      uuid,
      hubUuid: 'h',
      hubName: 'Hub',
      hubEventCreatedAt: at,
      checkVersion: 'v',
      checks: [],
      status,
      tags: status ? ['IMAGE_WEIGHT_MISMATCH'] : [],
      findings: [],
      failures: [],
      picture: null,
      personReviewed: false,
      at,
    },
  });
const person = (uuid: string, status: 'APPROVED' | 'FLAGGED') =>
  stored({
    type: 'HubEventReviewed',
    data: {
      uuid,
      status,
      comment: null,
      tags: status === 'FLAGGED' ? ['OTHER'] : [],
      weight: null,
      reviewedBy: 'admin',
      reviewedAt: at,
    },
  });
const of = (...events: StoredEvent[]) => {
  const rows = [...foldRows(hubStockProjection, events).values()] as HubStockContribution[];
  return {
    stock: sumStock(rows)[0]?.quantity,
    flagged: flaggedStock(rows).get('PET_CLEAR|KG') ?? 0,
  };
};

describe('hub stock: flagged weight apart from the rest', () => {
  it('a flagged registration still counts in the stock, and is shown as flagged', () => {
    expect(of(registered('a', 19.75), registered('b', 10), machine('a', 'AUTO_FLAGGED'))).toEqual({
      stock: 29.75,
      flagged: 19.75,
    });
    expect(of(registered('a', 19.75), person('a', 'FLAGGED'))).toEqual({
      stock: 19.75,
      flagged: 19.75,
    });
  });

  it("a person's approval settles it; a later machine result does not flag it again", () => {
    expect(
      of(registered('a', 19.75), machine('a', 'AUTO_FLAGGED'), person('a', 'APPROVED')),
    ).toEqual({ stock: 19.75, flagged: 0 });
    expect(
      of(registered('a', 19.75), person('a', 'APPROVED'), machine('a', 'AUTO_FLAGGED')),
    ).toEqual({ stock: 19.75, flagged: 0 });
  });

  it('a clean machine result and a removed event leave nothing flagged', () => {
    expect(of(registered('a', 5), machine('a', null))).toEqual({ stock: 5, flagged: 0 });
    expect(
      of(
        registered('a', 5),
        machine('a', 'AUTO_FLAGGED'),
        stored({
          type: 'HubEventRemoved',
          data: { uuid: 'a', comment: 'x', duplicateOf: null, at },
        }),
      ),
    ).toEqual({ stock: undefined, flagged: 0 });
  });
});
