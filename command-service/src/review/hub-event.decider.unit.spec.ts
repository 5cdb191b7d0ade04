import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventData } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { decideReview, hubEventDecider, type ReviewHubEvent } from './hub-event.decider';

const uuid = '00000000-0000-4000-8000-0000000000e1';
const at = '2026-11-02T08:00:00.000Z';
const registered = (over: Partial<EventData<'CollectedMaterialRegistered'>> = {}): DomainEvent => ({
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
const given = (...events: DomainEvent[]) => fold(hubEventDecider, events);

describe('hub event review decider', () => {
  it('approves a registered event', () => {
    const events = decideReview(review(), given(registered()));
    expect(events).toEqual([
      { type: 'HubEventReviewed', data: expect.objectContaining({ status: 'APPROVED', tags: [] }) },
    ]);
  });

  it('refuses to approve while tags are selected', () => {
    expect(() => decideReview(review({ tags: ['OTHER'] }), given(registered()))).toThrow(
      'validationError',
    );
  });

  it('flags with at least one tag', () => {
    expect(() => decideReview(review({ type: 'FlagHubEvent' }), given(registered()))).toThrow(
      'validationError',
    );
    const [event] = decideReview(
      review({ type: 'FlagHubEvent', tags: ['IMAGE_POOR_QUALITY'] }),
      given(registered()),
    );
    expect(event.type === 'HubEventReviewed' && event.data.status).toBe('FLAGGED');
  });

  it('records a changed weight as an amendment before the review', () => {
    const events = decideReview(review({ weight: 11 }), given(registered()));
    expect(events.map((e) => e.type)).toEqual(['HubEventWeightAmended', 'HubEventReviewed']);
    expect(given(registered(), ...events).weight).toBe(11);
  });

  it('does not amend the weight of a bale', () => {
    expect(() =>
      decideReview(review({ weight: 11 }), given(registered({ registrationUnit: 'BALE' }))),
    ).toThrow('hubEventNotAmendable');
  });

  it('answers 404 for an unknown or removed event', () => {
    expect(() => decideReview(review(), given())).toThrow('notFoundMessage');
    const removed: DomainEvent = {
      type: 'HubEventRemoved',
      data: { uuid, comment: 'dup', duplicateOf: null, at },
    };
    expect(() => decideReview(review(), given(registered(), removed))).toThrow('notFoundMessage');
  });
});
