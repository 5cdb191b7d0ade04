import { beforeAll, describe, expect, it } from 'vitest';
import { EpcisEventsQuery, type StoredEvent } from '@cairn/contracts';
import { MemoryReadStore } from '@cairn/infra';
import { foldRows } from '../projection';
import { epcisDocument } from './epcis-document';
import { epcis2JsEventId, epcis2JsValidation, gs1SchemaErrors } from './epcis-conformance';
import type { JsonObject } from './epcis-event-id';
import { epcisEventsProjection } from './epcis-events.projection';
import {
  epcisEventById,
  queryEpcisEvents,
  type EpcisQueryAnswer,
  type EpcisScope,
} from './epcis-events.queries';
import { epcisIdentifiers } from './epcis-identifiers';

const ids = epcisIdentifiers('https://cairn.example.org');
const hubA = 'a1b2c3d4-0000-4000-8000-00000000000a';
const hubB = 'a1b2c3d4-0000-4000-8000-00000000000b';
const now = new Date('2026-12-06T00:00:00Z');
let position = 0;
const stored = (type: string, data: object): StoredEvent =>
  ({
    id: `e-${++position}`,
    type,
    data,
    schemaVersion: 1,
    streamId: `s-${position}`,
    streamPosition: 0,
    globalPosition: String(position),
    metadata: { actorUuid: 'u', commandId: 'c', correlationId: 'c', causationId: null },
  }) as unknown as StoredEvent;
const bag = (uuid: string, hubUuid: string, weighedAt: string) =>
  stored('CollectedMaterialRegistered', {
    uuid,
    hubUuid,
    weighedAt,
    weight: 10,
    quantityUnit: 'KG',
    materialType: 'PET_CLEAR',
    supplierUuid: null,
    collectorUuid: null,
    pictureFileUploadUuid: null,
  });
const amended = (uuid: string, weight: number, previousWeight: number) =>
  stored('HubEventWeightAmended', { uuid, weight, previousWeight, at: '2026-11-10T08:00:00Z' });

const events = [
  bag('bag-1', hubA, '2026-11-01T08:00:00Z'),
  bag('bag-2', hubA, '2026-11-02T08:00:00Z'),
  bag('bag-3', hubB, '2026-11-03T08:00:00Z'),
  stored('MaterialDispatched', {
    uuid: 'dispatch-1',
    hubUuid: hubA,
    createdAt: '2026-11-04T08:00:00Z',
    materialUuids: ['bag-1', 'bag-2'],
    materialTypes: ['PET_CLEAR'],
    ongoingTransportUuid: 'transport-1',
    weight: 20,
    quantityUnit: 'KG',
    documentFileUploadUuid: null,
  }),
  amended('bag-1', 11, 10),
  amended('bag-1', 12, 11),
  // A review that amends the weight approves too: the correction stays.
  stored('HubEventReviewed', {
    uuid: 'bag-1',
    status: 'APPROVED',
    reviewedAt: '2026-11-10T09:00:00Z',
  }),
  amended('dispatch-1', 18, 20),
  amended('bag-3', 9, 10),
  stored('HubEventRemoved', { uuid: 'bag-3', at: '2026-11-11T08:00:00Z' }),
];

let store: MemoryReadStore;
beforeAll(async () => {
  store = new MemoryReadStore();
  await store.register([epcisEventsProjection.model]);
  const rows = foldRows(epcisEventsProjection, events);
  await store.commit(
    [...rows].map(([id, row]) => ({ model: 'epcisEvents', id, row })),
    {},
  );
});

const query = async (params: Record<string, unknown>, scope: EpcisScope = { hubUuid: null }) => {
  const answer = (await queryEpcisEvents(
    store,
    ids,
    scope,
    EpcisEventsQuery.parse(params),
    now,
  )) as EpcisQueryAnswer;
  const list = (
    answer.document.epcisBody as { queryResults: { resultsBody: { eventList: JsonObject[] } } }
  ).queryResults.resultsBody.eventList;
  return { answer, list };
};
const declarationOf = (event: JsonObject) => event.errorDeclaration as JsonObject | undefined;

describe("a hub event's weight amendment in EPCIS", () => {
  it('declares the original incorrect and names the corrected event, valid and recomputable', async () => {
    const { answer, list } = await query({});
    expect(list).toHaveLength(7);
    const originals = list.filter((e) => e['cairn:eventType'] !== 'HubEventWeightAmended');
    const corrections = list.filter((e) => e['cairn:eventType'] === 'HubEventWeightAmended');
    expect(corrections).toHaveLength(3);
    const bag1 = originals.find((e) => (e.epcList as string[])[0] === ids.material('bag-1'))!;
    expect(declarationOf(bag1)).toMatchObject({ reason: 'incorrect_data' });
    const [correctiveId] = declarationOf(bag1)!.correctiveEventIDs as string[];
    const corrected = list.find((e) => e.eventID === correctiveId)!;
    // The latest amendment stands.
    expect(corrected.quantityList).toEqual([
      { epcClass: ids.materialClass('PET_CLEAR'), quantity: 12, uom: 'KGM' },
    ]);
    expect(corrected.errorDeclaration).toBeUndefined();
    const dispatch = originals.find((e) => e.bizStep === 'shipping')!;
    const dispatchFix = list.find(
      (e) => e.eventID === (declarationOf(dispatch)!.correctiveEventIDs as string[])[0],
    )!;
    expect(dispatchFix['cairn:dispatchedWeight']).toEqual({
      'cairn:value': 18,
      'cairn:uom': 'KGM',
    });
    expect(dispatchFix.quantityList).toEqual([
      { epcClass: ids.materialClass('PET_CLEAR'), quantity: 18, uom: 'KGM' },
    ]);

    expect(gs1SchemaErrors(answer.document)).toEqual([]);
    const document = epcisDocument(list, ids, now.toISOString());
    expect(epcis2JsValidation(document)).toMatchObject({ success: true });
    for (const event of list)
      expect(event.eventID).toBe(epcis2JsEventId(event, answer.document['@context']));
  });

  it('withdraws both the original and its correction when the record is removed', async () => {
    const { list } = await query({}, { hubUuid: hubB });
    expect(list).toHaveLength(2);
    expect(list.map((e) => declarationOf(e)?.reason)).toEqual(['did_not_occur', 'did_not_occur']);
  });

  it('pages the corrected events at their place in the order, one at a time', async () => {
    const seen: unknown[] = [];
    let token: string | undefined;
    do {
      const { answer, list } = await query({
        perPage: 1,
        ...(token ? { nextPageToken: token } : {}),
      });
      seen.push(...list.map((e) => e.eventID));
      token = answer.nextPageToken ?? undefined;
    } while (token);
    expect(seen).toEqual((await query({})).list.map((e) => e.eventID));
  });

  it("finds a corrected event by its eventID, and an API key's scope keeps to its hubs and period", async () => {
    const { list } = await query({}, { hubUuid: hubA });
    const correction = list.find((e) => e['cairn:eventType'] === 'HubEventWeightAmended')!;
    expect(
      await epcisEventById(store, ids, { hubUuid: hubA }, correction.eventID as string),
    ).toEqual(correction);
    const shared = {
      sharedHubUuids: [hubA],
      from: '2026-11-02T00:00:00Z',
      to: '2026-11-05T00:00:00Z',
    };
    const { list: visible } = await query({}, shared);
    expect(visible.map((e) => e.eventTime)).toEqual([
      '2026-11-02T08:00:00.000Z',
      '2026-11-04T08:00:00.000Z',
      '2026-11-04T08:00:00.000Z',
    ]);
    expect(await epcisEventById(store, ids, shared, list[0].eventID as string)).toBeNull();
  });
});
