import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../epcis/epcis-event-id';
import { didWebOf, dteCredential, untpEventOf } from './dte-credential';
import { untpDteSchemaErrors } from './untp-conformance';

const base = 'https://cairn.example.org';
const clearance: JsonObject = {
  eventID: 'ni:///sha-256;00ff?ver=CBV2.0',
  type: 'TransactionEvent',
  eventTime: '2026-11-03T08:15:30.250Z',
  eventTimeZoneOffset: '+00:00',
  bizTransactionList: [{ type: 'bol', bizTransaction: `${base}/id/transports/t-1` }],
  quantityList: [{ epcClass: `${base}/id/material-types/PET_CLEAR`, quantity: 120, uom: 'KGM' }],
  action: 'ADD',
  bizStep: 'shipping',
  disposition: 'in_transit',
  readPoint: { id: `${base}/id/hubs/h-1` },
  bizLocation: { id: `${base}/id/hubs/h-1` },
  sourceList: [{ type: 'location', source: `${base}/id/hubs/h-1` }],
  destinationList: [{ type: 'owning_party', destination: `${base}/id/parties/Buyer` }],
};
const grading: JsonObject = {
  eventID: 'ni:///sha-256;0abc?ver=CBV2.0',
  type: 'TransformationEvent',
  eventTime: '2026-11-02T08:00:00.000Z',
  inputEPCList: [`${base}/id/materials/bag-1`],
  inputQuantityList: [
    { epcClass: `${base}/id/material-types/PET_CLEAR`, quantity: 12, uom: 'KGM' },
  ],
  transformationID: `${base}/id/segregation-units/s-1`,
  bizStep: 'repackaging',
  disposition: 'in_progress',
  bizLocation: { id: `${base}/id/hubs/h-1` },
};
const credential = (events: JsonObject[]) =>
  dteCredential({
    id: `${base}/api/credentials/clearances/c-1`,
    issuer: { did: didWebOf(base), name: 'Cairn' },
    validFrom: '2026-11-04T00:00:00.000Z',
    events,
    epcisContext: ['https://ref.gs1.org/standards/epcis/epcis-context.jsonld'],
    status: { listUrl: `${base}/credentials/status/revocation`, index: 42 },
  });

describe('a UNTP Digital Traceability Event credential', () => {
  it("validates against UNTP's DTE schema, its events in UNTP's shape with the EPCIS event beside", () => {
    const vc = credential([clearance, grading]);
    expect(untpDteSchemaErrors(vc)).toEqual([]);
    const [transaction, transformation] = vc.credentialSubject as JsonObject[];
    expect(transaction).toMatchObject({
      type: ['TransactionEvent', 'Event'],
      id: clearance.eventID,
      action: 'add',
      bizStep: 'https://ref.gs1.org/cbv/BizStep-shipping',
      sourceParty: `${base}/id/hubs/h-1`,
      destinationParty: `${base}/id/parties/Buyer`,
      epcisEvent: clearance,
    });
    expect(transformation.inputEPCList).toEqual([
      { type: ['Item'], id: `${base}/id/materials/bag-1`, name: 'Cairn tracked material' },
    ]);
    expect(vc.credentialStatus).toEqual({
      id: `${base}/credentials/status/revocation#42`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: '42',
      statusListCredential: `${base}/credentials/status/revocation`,
    });
  });

  it('the schema refuses a credential it should (no issuer, an unknown action)', () => {
    const { issuer: _issuer, ...withoutIssuer } = credential([clearance]);
    expect(untpDteSchemaErrors(withoutIssuer)).not.toEqual([]);
    const bad = credential([clearance]);
    (bad.credentialSubject as JsonObject[])[0].action = 'ADD';
    expect(untpDteSchemaErrors(bad)).not.toEqual([]);
    expect(untpEventOf({ ...grading, type: 'TransformationEvent' }).type).toEqual([
      'TransformationEvent',
      'Event',
    ]);
  });

  it('names the operator as did:web of the public URL (a port encoded, a path as segments)', () => {
    expect(didWebOf('https://cairn.example.org')).toBe('did:web:cairn.example.org');
    expect(didWebOf('http://localhost:3000')).toBe('did:web:localhost%3A3000');
    expect(didWebOf('https://example.org/cairn/')).toBe('did:web:example.org:cairn');
  });
});
