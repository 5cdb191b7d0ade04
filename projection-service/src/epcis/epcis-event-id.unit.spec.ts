import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eventToHashedId } from 'epcis2.js';
import { describe, expect, it } from 'vitest';
import { epcisEventId, epcisPreHash, type JsonLdContext, type JsonObject } from './epcis-event-id';

interface EpcisDocument {
  '@context': JsonLdContext;
  epcisBody: { eventList: JsonObject[] };
}

const fixtures = join(import.meta.dirname, 'fixtures');
const documents = readdirSync(fixtures)
  .filter((name) => name.endsWith('.json'))
  .map((name) => ({
    name,
    document: JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as EpcisDocument,
  }));

/** Cairn names things by HTTP URIs, so the public documents' EPC URNs are rewritten as such; sensor data and ILMD, which Cairn never sends, are left out. */
function asCairnWouldName(event: JsonObject): JsonObject {
  const text = JSON.stringify(event, (key, value: unknown) =>
    key === 'sensorElementList' || key === 'ilmd' ? undefined : value,
  ).replace(/urn:epc:[a-z]+:([a-z]+):([\w.*-]+)/g, 'https://id.example.org/$1/$2');
  return JSON.parse(text) as JsonObject;
}

describe('the CBV 2.0 event ID (epcisEventId)', () => {
  const events = documents.flatMap(({ name, document }) =>
    document.epcisBody.eventList.map((event, index) => ({
      label: `${name} #${index + 1} (${String(event.type)})`,
      event: asCairnWouldName(event),
      context: document['@context'],
    })),
  );

  it('has public events of the four kinds Cairn writes to compare', () => {
    const kinds = new Set(events.map(({ event }) => String(event.type)));
    expect([...kinds].sort()).toEqual([
      'AggregationEvent',
      'ObjectEvent',
      'TransactionEvent',
      'TransformationEvent',
    ]);
  });

  it.each(events)('is the one epcis2.js computes for $label', ({ event, context }) => {
    expect(epcisEventId(event, context)).toBe(eventToHashedId(structuredClone(event), context));
  });

  it('changes with any business field and not with the fields the standard leaves out', () => {
    const { event, context } = events[0];
    const id = epcisEventId(event, context);
    expect(epcisEventId({ ...event, recordTime: '2030-01-01T00:00:00Z' }, context)).toBe(id);
    expect(epcisEventId({ ...event, eventID: 'ni:///other' }, context)).toBe(id);
    expect(epcisEventId({ ...event, bizStep: 'destroying' }, context)).not.toBe(id);
  });

  it('writes times in UTC to the millisecond and CBV words as their URIs', () => {
    const preHash = epcisPreHash(
      {
        type: 'ObjectEvent',
        eventTime: '2026-12-01T10:00:00+07:00',
        eventTimeZoneOffset: '+07:00',
        action: 'ADD',
        bizStep: 'commissioning',
        quantityList: [
          { epcClass: 'https://id.example.org/class/PET', quantity: 12.5, uom: 'KGM' },
        ],
      },
      ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
    );
    expect(preHash).toBe(
      'eventType=ObjectEventeventTime=2026-12-01T03:00:00.000ZeventTimeZoneOffset=+07:00' +
        'quantityListquantityElementepcClass=https://id.example.org/class/PETquantity=12.5uom=KGM' +
        'action=ADDbizStep=https://ref.gs1.org/cbv/BizStep-commissioning',
    );
  });

  it('refuses what Cairn does not hash instead of hashing it differently', () => {
    const withUrn = { type: 'ObjectEvent', epcList: ['urn:epc:id:sgtin:0614141.107346.2017'] };
    expect(() => epcisEventId(withUrn, [])).toThrow(/EPC URNs/);
    expect(() => epcisEventId({ type: 'ObjectEvent', ilmd: {} }, [])).toThrow(/ilmd/);
  });
});
