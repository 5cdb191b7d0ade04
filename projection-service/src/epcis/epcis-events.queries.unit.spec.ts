import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { eventToHashedId } from 'epcis2.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { EpcisEventsQuery, type StoredEvent } from '@cairn/contracts';
import { MemoryReadStore } from '@cairn/infra';
import { foldRows } from '../projection';
import type { JsonObject } from './epcis-event-id';
import { epcisEventsProjection } from './epcis-events.projection';
import {
  epcisEventById,
  exportEpcisDocument,
  queryEpcisEvents,
  type EpcisQueryAnswer,
} from './epcis-events.queries';
import { epcisIdentifiers } from './epcis-identifiers';
import gs1Schema from './gs1/epcis-json-schema.json';

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
    metadata: {
      actorUuid: 'u',
      commandId: 'c',
      correlationId: 'c',
      causationId: null,
      occurredAt: now.toISOString(),
    },
  }) as unknown as StoredEvent;
const bag = (uuid: string, hubUuid: string, weighedAt: string, materialType = 'PET_CLEAR') =>
  stored('CollectedMaterialRegistered', {
    uuid,
    hubUuid,
    weighedAt,
    weight: 10,
    quantityUnit: 'KG',
    materialType,
    supplierUuid: null,
    collectorUuid: 'collector-1',
    pictureFileUploadUuid: `pic-${uuid}`,
  });
const events = [
  bag('bag-1', hubA, '2026-11-01T08:00:00Z'),
  bag('bag-2', hubA, '2026-11-02T08:00:00Z', 'HDPE_NATURAL'),
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
  stored('HubEventReviewed', {
    uuid: 'bag-2',
    status: 'FLAGGED',
    reviewedAt: '2026-11-05T08:00:00Z',
  }),
];

let store: MemoryReadStore;
beforeEach(async () => {
  store = new MemoryReadStore();
  await store.register([epcisEventsProjection.model]);
  const rows = foldRows(epcisEventsProjection, events);
  await store.commit(
    [...rows].map(([id, row]) => ({ model: 'epcisEvents', id, row })),
    {},
  );
});

const query = (params: Record<string, unknown>, hubUuid: string | null = null) =>
  queryEpcisEvents(
    store,
    ids,
    { hubUuid },
    EpcisEventsQuery.parse(params),
    now,
  ) as Promise<EpcisQueryAnswer>;
const listOf = (answer: EpcisQueryAnswer) =>
  (answer.document.epcisBody as { queryResults: { resultsBody: { eventList: JsonObject[] } } })
    .queryResults.resultsBody.eventList;
const materialsOf = (answer: EpcisQueryAnswer) => listOf(answer).map((e) => e.epcList);

describe('the EPCIS events read model and query', () => {
  it('answers an EPCISQueryDocument that validates, with eventIDs epcis2.js recomputes', async () => {
    const answer = await query({});
    const validate = new Ajv({ strict: false, allErrors: true });
    addFormats(validate);
    expect(validate.validate(gs1Schema, answer.document), JSON.stringify(validate.errors)).toBe(
      true,
    );
    expect(listOf(answer)).toHaveLength(4);
    for (const event of listOf(answer))
      expect(event.eventID).toBe(eventToHashedId(event, answer.document['@context']));
    expect(JSON.stringify(answer.document)).not.toContain('invalid');
  });

  it('carries a flagged event as an error declaration under the same eventID', async () => {
    const flagged = listOf(await query({ MATCH_anyEPC: ids.material('bag-2') }));
    expect(flagged).toHaveLength(2);
    expect(flagged[0].errorDeclaration).toEqual({
      declarationTime: '2026-11-05T08:00:00.000Z',
      reason: 'incorrect_data',
    });
  });

  it('follows the current verdict: an approval clears a flag, a removal did not occur', () => {
    const review = (uuid: string, status: string) =>
      stored('HubEventReviewed', { uuid, status, reviewedAt: '2026-11-06T08:00:00Z' });
    const rows = foldRows(epcisEventsProjection, [
      ...events,
      review('bag-2', 'APPROVED'),
      review('bag-1', 'AUTO_FLAGGED'),
      stored('HubEventRemoved', { uuid: 'bag-3', at: '2026-11-07T08:00:00Z' }),
      review('not-material', 'FLAGGED'),
    ]) as Map<string, { errorDeclaration: unknown }>;
    expect(rows.get('bag-2')?.errorDeclaration).toBeNull();
    expect(rows.get('bag-1')?.errorDeclaration).toBeNull();
    expect(rows.get('bag-3')?.errorDeclaration).toEqual({
      declarationTime: '2026-11-07T08:00:00.000Z',
      reason: 'did_not_occur',
    });
    expect(rows.has('not-material')).toBe(false);
  });

  it('filters by time, bizStep, location, EPC patterns, class, action and type', async () => {
    expect(
      materialsOf(
        await query({ GE_eventTime: '2026-11-02T00:00:00Z', LT_eventTime: '2026-11-03T08:00:00Z' }),
      ),
    ).toEqual([[ids.material('bag-2')]]);
    expect(
      listOf(await query({ EQ_bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping' })),
    ).toHaveLength(1);
    expect(listOf(await query({ EQ_bizLocation: ids.hub(hubB) }))).toHaveLength(1);
    expect(listOf(await query({ MATCH_anyEPC: `${ids.base}/id/materials/bag-*` }))).toHaveLength(4);
    expect(
      listOf(await query({ MATCH_anyEPC: 'https://elsewhere.org/id/materials/bag-1' })),
    ).toHaveLength(0);
    expect(listOf(await query({ MATCH_epcClass: ids.materialClass('HDPE_NATURAL') }))).toHaveLength(
      1,
    );
    expect(listOf(await query({ EQ_action: 'OBSERVE' }))).toHaveLength(1);
    expect(
      listOf(await query({ EQ_action: ['ADD', 'OBSERVE'], eventType: 'ObjectEvent' })),
    ).toHaveLength(4);
    expect(listOf(await query({ eventType: 'TransformationEvent' }))).toHaveLength(0);
  });

  it('pages in global order with a token, and shows a hub only its own events', async () => {
    const first = await query({ perPage: 3 });
    expect(listOf(first)).toHaveLength(3);
    const second = await query({ perPage: 3, nextPageToken: first.nextPageToken });
    expect(second.nextPageToken).toBeNull();
    expect(materialsOf(second)).toEqual([[ids.material('bag-1'), ids.material('bag-2')]]);
    expect(listOf(await query({}, hubB))).toHaveLength(1);
    expect(
      await queryEpcisEvents(
        store,
        ids,
        { hubUuid: null },
        EpcisEventsQuery.parse({ nextPageToken: 'bogus' }),
        now,
      ),
    ).toBe('badToken');
  });

  it('finds an event by its eventID within the caller scope only', async () => {
    const [event] = listOf(await query({}, hubB));
    expect(await epcisEventById(store, ids, { hubUuid: null }, event.eventID as string)).toEqual(
      event,
    );
    expect(await epcisEventById(store, ids, { hubUuid: hubA }, event.eventID as string)).toBeNull();
  });

  it("exports a hub's period as an EPCISDocument", async () => {
    const document = await exportEpcisDocument(
      store,
      ids,
      { hubUuid: hubA, from: '2026-11-01T00:00:00Z', to: '2026-11-04T00:00:00Z' },
      now,
    );
    expect(document.type).toBe('EPCISDocument');
    expect((document.epcisBody as { eventList: unknown[] }).eventList).toHaveLength(2);
  });

  it('refuses bad parameters with a key per field', () => {
    const result = EpcisEventsQuery.safeParse({
      GE_eventTime: 'yesterday',
      EQ_action: 'MOVE',
      perPage: '0',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['GE_eventTime', 'EQ_action.0', 'perPage']));
    const unknown = EpcisEventsQuery.safeParse({ MATCH_foo: 'x' });
    expect(unknown.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['MATCH_foo']);
  });
});
