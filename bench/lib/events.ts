import { randomUUID } from 'node:crypto';
import type { DomainEvent } from '@cairn/contracts';

/** The hub event streams the bench writes: a registration, then reviews and weight amendments. */
const HUBS = Array.from(
  { length: 64 },
  (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
);
const MATERIALS = ['PET', 'HDPE', 'LDPE', 'PP', 'MIXED_PLASTIC'] as const;
const PAD = 'Bales checked at the gate; moisture visually normal; label and scale visible. '.repeat(
  2,
);

export const hubOf = (n: number): string => HUBS[n % HUBS.length];
export const BENCH_HUBS = HUBS;

export const registration = (uuid: string, n: number): DomainEvent => ({
  type: 'CollectedMaterialRegistered',
  data: {
    uuid,
    hubUuid: hubOf(n),
    company: {
      uuid: hubOf(n),
      name: 'Pune Recovery Hub',
      city: 'Pune',
      country: 'IN',
      pipelineOwner: false,
    },
    createdBy: {
      uuid: '11111111-1111-4111-8111-111111111111',
      firstName: 'Asha',
      lastName: 'Kulkarni',
    },
    eventType: 'REGISTRATION',
    registrationUnit: 'BAG',
    weight: 10 + (n % 500),
    quantityUnit: 'KG',
    materialType: MATERIALS[n % MATERIALS.length] as never,
    pictureFileUploadUuid: '22222222-2222-4222-8222-222222222222',
    pictureMimeType: 'image/jpeg',
    supplierName: null,
    supplierUuid: null,
    collectorUuid: null,
    collectorTrackingNumber: `C-${n % 9973}`,
    collectionUnitUuid: null,
    trackedItemUuid: null,
    latitude: 18.52,
    longitude: 73.85,
    materialSourceType: 'RECLAIMER',
    licensePlate: 'MH12AB1234',
    transportOwner: null,
    weighedAt: new Date(1_760_000_000_000 + n * 1000).toISOString(),
    createdAt: new Date(1_760_000_000_000 + n * 1000).toISOString(),
    autoPublished: false,
  },
});

export const followUp = (uuid: string, n: number, k: number): DomainEvent =>
  k % 2 === 1
    ? {
        type: 'HubEventReviewed',
        data: {
          uuid,
          status: k % 3 === 0 ? 'FLAGGED' : 'APPROVED',
          comment: `${PAD}#${k}`,
          tags: k % 3 === 0 ? ['IMAGE_POOR_QUALITY'] : [],
          weight: null,
          reviewedBy: '33333333-3333-4333-8333-333333333333',
          reviewedAt: new Date(1_760_000_000_000 + n * 1000 + k).toISOString(),
        },
      }
    : {
        type: 'HubEventWeightAmended',
        data: {
          uuid,
          weight: 11 + ((n + k) % 500),
          previousWeight: 10 + (n % 500),
          at: new Date(1_760_000_000_000 + n * 1000 + k).toISOString(),
        },
      };

/** The events of one hub event stream: `length` events, a registration first. */
export const hubEventStream = (
  n: number,
  length: number,
  uuid: string = randomUUID(),
): DomainEvent[] =>
  Array.from({ length }, (_, k) => (k === 0 ? registration(uuid, n) : followUp(uuid, n, k)));

/** The k-th event of a long single stream (A1, A2, A5): registrations are the biggest, about 800 bytes. */
export const streamEvent = (n: number): DomainEvent => registration(randomUUID(), n);

export const streamIdOf = (uuid: string): string => `hubEvent-${uuid}`;
