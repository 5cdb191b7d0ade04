import { describe, expect, it } from 'vitest';
import type { EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { type HubEventEvent, type ReviewHubEvent, hubEventDecider } from './hub-event.decider';

const uuid = '00000000-0000-4000-8000-0000000000e1';
const at = '2026-11-02T08:00:00.000Z';
const registered = (
  over: Partial<EventData<'CollectedMaterialRegistered'>> = {},
): HubEventEvent => ({
  type: 'CollectedMaterialRegistered',
  data: {
    uuid,
    hubUuid: 'h',
    company: { uuid: 'h', name: 'Hub', city: 'Pune', country: 'IN', pipelineOwner: false },
    createdBy: { uuid: 'u', firstName: 'A', lastName: 'B' },
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
    ...over,
  },
});
const review = (over: Partial<ReviewHubEvent> = {}): ReviewHubEvent => ({
  type: 'ApproveHubEvent',
  uuid,
  comment: null,
  tags: [],
  weight: null,
  reviewedBy: 'admin',
  at,
  ...over,
});
const given = specificationFor(hubEventDecider);
const reviewed = (over: Partial<EventData<'HubEventReviewed'>> = {}): HubEventEvent => ({
  type: 'HubEventReviewed',
  data: {
    uuid,
    status: 'APPROVED',
    comment: null,
    tags: [],
    weight: null,
    reviewedBy: 'admin',
    reviewedAt: at,
    ...over,
  },
});

describe('hub event review decider', () => {
  it('approves a registered event', () => {
    given([registered()]).when(review()).then([reviewed()]);
  });

  it('refuses to approve while tags are selected', () => {
    given([registered()])
      .when(review({ tags: ['OTHER'] }))
      .thenThrows(refusedAs('invalid', 'validationError', { tags: 'validationInvalid' }));
  });

  it('flags with at least one tag', () => {
    given([registered()])
      .when(review({ type: 'FlagHubEvent' }))
      .thenThrows(refusedAs('invalid', 'validationError', { tags: 'validationRequired' }));
    given([registered()])
      .when(review({ type: 'FlagHubEvent', tags: ['IMAGE_POOR_QUALITY'] }))
      .then([reviewed({ status: 'FLAGGED', tags: ['IMAGE_POOR_QUALITY'] })]);
  });

  it('records a changed weight as an amendment before the review', () => {
    const amended: HubEventEvent = {
      type: 'HubEventWeightAmended',
      data: { uuid, weight: 11, previousWeight: 12.5, at },
    };
    given([registered()])
      .when(review({ weight: 11 }))
      .then([amended, reviewed({ weight: 11 })]);
    expect(fold(hubEventDecider, [registered(), amended]).weight).toBe(11);
  });

  it('does not amend the weight of a bale', () => {
    given([registered({ registrationUnit: 'BALE' })])
      .when(review({ weight: 11 }))
      .thenThrows(refusedAs('invalid', 'hubEventNotAmendable'));
  });

  it('answers 404 for an unknown or removed event', () => {
    given([]).when(review()).thenThrows(refusedAs('notFound', 'notFoundMessage'));
    const removed: HubEventEvent = {
      type: 'HubEventRemoved',
      data: { uuid, comment: 'dup', duplicateOf: null, at },
    };
    given([registered(), removed])
      .when(review())
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
});
