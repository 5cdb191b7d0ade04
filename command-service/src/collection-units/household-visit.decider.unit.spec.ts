import { describe, it } from 'vitest';
import { HubFields } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import type { HubAggregate } from '../hubs/hub.decider';
import { refusedAs } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type CollectionUnitEvent,
  type RecordHouseholdVisit,
  collectionUnitDecider,
} from './collection-unit.decider';
import { decideHouseholdVisit } from './household-visit.decider';

const at = '2026-11-02T07:00:00.000Z';
const hub = (features: string[]): HubAggregate => ({
  exists: true,
  state: 'ACTIVE',
  fields: HubFields.parse({
    name: 'CC',
    type: 'COLLECTION_CENTER',
    cameraResolution: 'W720_H960',
    street: 's',
    zipCode: '1',
    city: 'c',
    country: 'IN',
    currency: 'INR',
    features: ['MATERIAL_COLLECTION', ...features],
  }),
});
const started: CollectionUnitEvent = {
  type: 'CollectionUnitStarted',
  data: {
    uuid: 'u1',
    hubUuid: 'h',
    transporterLicensePlate: 'MH-12-AB-1234',
    transporterPictureFileUploadUuid: 'p',
    createdAt: at,
  },
};
const finished: CollectionUnitEvent = {
  type: 'CollectionUnitFinished',
  data: {
    uuid: 'u1',
    hubUuid: 'h',
    weight: null,
    quantityUnit: null,
    weighSlipPictureFileUploadUuid: null,
    at,
  },
};
const unit = (...events: CollectionUnitEvent[]) => fold(collectionUnitDecider, events);
const visit = (outcome: RecordHouseholdVisit['outcome'], hubUuid = 'h'): RecordHouseholdVisit => ({
  type: 'RecordHouseholdVisit',
  uuid: 'u1',
  hubUuid,
  visitUuid: 'v1',
  outcome,
  supplierUuid: 'pp',
  at,
});

describe('a household visit without material (issue 20 item 5)', () => {
  it('joins the round in progress when the hub has the outcome’s feature', () => {
    whenDeciding(() =>
      decideHouseholdVisit(visit('VACANT'), {
        hub: hub(['COLLECTOR_HOUSEHOLD_VACANT']),
        unit: unit(started),
      }),
    ).then([
      {
        streamId: 'collectionUnit-u1',
        events: [
          {
            type: 'CollectionUnitHouseholdVisited',
            data: {
              uuid: 'u1',
              hubUuid: 'h',
              visitUuid: 'v1',
              outcome: 'VACANT',
              supplierUuid: 'pp',
              at,
            },
          },
        ],
      },
    ]);
  });
  it('is forbidden for an outcome whose feature the hub lacks', () => {
    whenDeciding(() =>
      decideHouseholdVisit(visit('FEE_PAID'), {
        hub: hub(['COLLECTOR_HOUSEHOLD_VACANT', 'COLLECTOR_HOUSEHOLD_NO_WASTE']),
        unit: unit(started),
      }),
    ).thenThrows(refusedAs('forbidden', 'apiErrorForbidden'));
  });
  it('is not found on another hub’s round, and a conflict on a finished one', () => {
    const features = ['COLLECTOR_HOUSEHOLD_NO_WASTE'];
    whenDeciding(() =>
      decideHouseholdVisit(visit('NO_WASTE', 'other'), { hub: hub(features), unit: unit(started) }),
    ).thenThrows(refusedAs('notFound', 'notFoundMessage'));
    whenDeciding(() =>
      decideHouseholdVisit(visit('NO_WASTE'), {
        hub: hub(features),
        unit: unit(started, finished),
      }),
    ).thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });
});
