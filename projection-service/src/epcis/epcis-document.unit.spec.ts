import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { eventToHashedId, validateEpcisDocument } from 'epcis2.js';
import { describe, expect, it } from 'vitest';
import type { EventOf, StoredEvent } from '@cairn/contracts';
import { MATERIAL_MOVING_EVENT_TYPES, type MaterialMovingEventType } from './cbv-mapping';
import { epcisDocument, epcisEventOf, errorDeclarationOf } from './epcis-document';
import type { JsonObject } from './epcis-event-id';
import { epcisContext, epcisIdentifiers } from './epcis-identifiers';
import gs1Schema from './gs1/epcis-json-schema.json';

const ids = epcisIdentifiers('https://cairn.example.org/');
const hub = 'a1b2c3d4-0000-4000-8000-000000000001';
const company = {
  uuid: hub,
  name: 'Bandung Recycling',
  city: 'Bandung',
  country: 'ID',
  pipelineOwner: false,
};
/** A person's data that must never reach an EPCIS event. */
const person = { uuid: 'u-1', firstName: 'Siti', lastName: 'Rahmawati' };
const t = '2026-11-03T08:15:30.250Z';
const common = { hubUuid: hub, company, createdBy: person, createdAt: t, autoPublished: false };

const DATA: { [T in MaterialMovingEventType]: EventOf<T>['data'] } = {
  CollectedMaterialRegistered: {
    ...common,
    uuid: 'bag-1',
    eventType: 'REGISTRATION',
    registrationUnit: 'BAG',
    weight: 12.5,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: 'pic-1',
    pictureMimeType: 'image/jpeg',
    supplierName: null,
    supplierUuid: null,
    collectorUuid: 'collector-1',
    collectorTrackingNumber: 'C-0001',
    collectionUnitUuid: null,
    trackedItemUuid: null,
    latitude: -6.9,
    longitude: 107.6,
    materialSourceType: 'HOUSEHOLD',
    licensePlate: null,
    transportOwner: null,
    weighedAt: '2026-11-03T08:10:00Z',
  },
  TruckLoadRegistered: {
    ...common,
    uuid: 'load-1',
    eventType: 'REGISTRATION',
    weight: 820,
    quantityUnit: 'KG',
    materialType: 'HDPE_NATURAL',
    licensePlate: 'D 1234 AB',
    supplier: 'Other hub',
    supplierUuid: 'a1b2c3d4-0000-4000-8000-000000000002',
    internalId: null,
    transportOwner: null,
    ongoingTransportUuid: null,
    pictureFileUploadUuid: 'pic-2',
    pictureMimeType: 'image/jpeg',
    weighedAt: t,
  },
  TransportMaterialReceived: {
    ...common,
    uuid: 'recv-1',
    kind: 'HANDLING_CENTER',
    eventType: 'REGISTRATION',
    transportOwner: null,
    licensePlate: null,
    ongoingTransportUuid: 'transport-1',
    weight: 300,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: 'pic-3',
    pictureMimeType: 'image/jpeg',
    weighedAt: t,
  },
  MaterialDispatched: {
    ...common,
    uuid: 'dispatch-1',
    eventType: 'CLEARANCE',
    identifier: 'DO-77',
    weight: 300,
    quantityUnit: 'KG',
    documentFileUploadUuid: 'doc-1',
    documentMimeType: 'application/pdf',
    materialUuids: ['bag-1', 'out-1'],
    materialTypes: ['PET_CLEAR'],
    ongoingTransportUuid: 'transport-1',
  },
  SegregationUnitStarted: {
    uuid: 'grading-1',
    hubUuid: hub,
    inputs: [
      {
        collectedMaterialUuid: 'bag-1',
        registrationUnit: 'BAG',
        weight: 12.5,
        materialType: 'PET_CLEAR',
        trackedItemUuid: null,
      },
    ],
    createdAt: t,
  },
  SegregationOutputBagRegistered: {
    ...common,
    uuid: 'out-1',
    segregationUnitUuid: 'grading-1',
    eventType: 'SEGREGATION',
    weight: 11.9,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    pictureFileUploadUuid: 'pic-4',
    pictureMimeType: 'image/jpeg',
    trackedItemUuid: null,
  },
  ProcessingUnitStarted: {
    uuid: 'processing-1',
    hubUuid: hub,
    materialType: 'PET_CLEAR',
    supplier: null,
    originalWeight: 11.9,
    rejectedWeight: 0.4,
    weight: 11.5,
    registeredMaterialUuid: null,
    createdAt: t,
  },
  ProcessingOutputBagRegistered: {
    ...common,
    uuid: 'flakes-1',
    processingUnitUuid: 'processing-1',
    eventType: 'PROCESSING',
    weight: 11,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    productType: 'CHIP',
    processedAt: t,
    pictureFileUploadUuid: 'pic-5',
    pictureMimeType: 'image/jpeg',
    trackedItemUuid: null,
  },
  ClearanceWeighed: {
    ...common,
    uuid: 'clearance-1',
    kind: 'MATERIAL_CLEARANCE',
    eventType: 'CLEARANCE',
    weight: 11,
    quantityUnit: 'KG',
    weighedAt: t,
    weighSlipPictureFileUploadUuid: 'slip-1',
    weighSlipMimeType: 'image/jpeg',
    transporterPictureFileUploadUuid: 'truck-1',
    transporterPictureMimeType: 'image/jpeg',
    licensePlate: 'D 9 XY',
    buyer: 'PT Daur Ulang',
    materialTypes: ['PET_CLEAR'],
    productType: 'CHIP',
    ongoingTransportUuid: 'transport-2',
  },
  MaterialCertificateAdded: {
    ...common,
    uuid: 'cert-1',
    materialUuid: 'flakes-1',
    materialKind: 'REGISTERED_MATERIAL',
    eventType: 'CERTIFICATION',
    weight: 11,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    licensePlate: null,
    certifiedWeight: 11,
    moisturePercentage: null,
    ashPercentage: null,
    calorificValue: null,
    certificatePictureFileUploadUuid: 'cert-pic-1',
    certificateMimeType: 'image/jpeg',
  },
};

const stored = MATERIAL_MOVING_EVENT_TYPES.map(
  (type, index) =>
    ({
      id: `event-${index}`,
      type,
      data: DATA[type],
      schemaVersion: 1,
      streamId: `stream-${index}`,
      streamPosition: 0,
      globalPosition: String(index + 1),
      metadata: {
        actorUuid: person.uuid,
        commandId: 'c',
        correlationId: 'c',
        causationId: null,
        occurredAt: t,
      },
    }) as StoredEvent,
);
const events = stored.map((event) => epcisEventOf(event, ids) as JsonObject);
const document = epcisDocument(events, ids, '2026-12-06T00:00:00.000Z');

describe('Cairn events as an EPCIS 2.0 document', () => {
  it('maps every material-moving event and nothing else', () => {
    expect(events.every(Boolean)).toBe(true);
    const userEvent = {
      ...stored[0],
      type: 'UserSuspended',
      data: { uuid: 'u', at: t },
    } as StoredEvent;
    expect(epcisEventOf(userEvent, ids)).toBeNull();
  });

  it("validates against GS1's EPCIS 2.0 JSON schema", () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(gs1Schema);
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('validates with epcis2.js', () => {
    expect(validateEpcisDocument(structuredClone(document), false)).toMatchObject({
      success: true,
    });
  });

  it.each(events.map((event) => [event['cairn:eventType'], event] as const))(
    '%s: its eventID is the one epcis2.js recomputes',
    (_type, event) => {
      expect(event.eventID).toBe(eventToHashedId(structuredClone(event), epcisContext(ids)));
    },
  );

  it('holds no personal data: the registering user is left out, the collector is an opaque id', () => {
    const text = JSON.stringify(document);
    for (const value of [person.firstName, person.lastName, 'C-0001', person.uuid])
      expect(text).not.toContain(value);
    expect(text).toContain(ids.collector('collector-1'));
  });

  it('names each event’s place in the hash chain', () => {
    expect(events[2]).toMatchObject({
      'cairn:streamId': 'stream-2',
      'cairn:streamPosition': 0,
      'cairn:globalPosition': '3',
    });
  });

  it('withdraws a rejected event under the same eventID, and the declaration validates', () => {
    const declared = errorDeclarationOf(events[0], '2026-11-05T10:00:00.000Z', 'incorrect_data');
    expect(eventToHashedId(structuredClone(declared), epcisContext(ids))).toBe(events[0].eventID);
    const withDeclaration = epcisDocument([declared], ids, '2026-12-06T00:00:00.000Z');
    expect(validateEpcisDocument(withDeclaration, false)).toMatchObject({ success: true });
  });

  it('refuses a document that breaks the standard (the validators can fail)', () => {
    const broken = epcisDocument(
      [{ ...events[0], action: 'MOVE' }],
      ids,
      '2026-12-06T00:00:00.000Z',
    );
    const ajv = new Ajv({ strict: false });
    addFormats(ajv);
    expect(ajv.validate(gs1Schema, broken)).toBe(false);
    expect(validateEpcisDocument(broken, false).success).toBe(false);
  });
});
