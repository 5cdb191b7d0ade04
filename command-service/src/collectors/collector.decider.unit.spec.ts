import { describe, it } from 'vitest';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { whenDeciding } from '../../test/harness/stream-decision-specification';
import {
  type CollectorEvent,
  type DefineCollector,
  collectorDecider,
  decideDefineCollector,
} from './collector.decider';

const generated: CollectorEvent = {
  type: 'CollectorGenerated',
  data: { uuid: 'c', hubUuid: 'h', type: 'INDIVIDUAL', trackingNumber: 'IND-H-000001', at: 't' },
};
const data = {
  uuid: 'c',
  hubUuid: 'h',
  name: 'Asha',
  idNumber: 'ID-1',
  birthDate: '1990-01-02',
  idDocumentFileUploadUuid: 'f',
  at: 't',
};
const define = (over: Partial<typeof data> = {}): DefineCollector => ({
  type: 'DefineCollector',
  ...data,
  ...over,
  today: '2026-11-22',
});
const defined: CollectorEvent = { type: 'CollectorDefined', data };
const given = specificationFor(collectorDecider);
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };

describe('collector definition', () => {
  it('given a generated card, when its hub defines it, then CollectorDefined', () => {
    given([generated]).when(define()).then([defined]);
  });
  it('given a defined card, when defined again, then the identity is corrected', () => {
    given([generated, defined])
      .when(define({ name: 'Asha K' }))
      .then([{ type: 'CollectorDefined', data: { ...data, name: 'Asha K' } }]);
  });
  it("refuses an unknown card and another hub's card with 404", () => {
    given([]).when(define()).thenThrows(refusedAs('notFound', 'notFoundMessage'));
    given([generated])
      .when(define({ hubUuid: 'other' }))
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });
  it('refuses a birth date after today', () => {
    given([generated])
      .when(define({ birthDate: '2026-11-23' }))
      .thenThrows(refusedAs('invalid', 'validationError', { birthDate: 'validationNotInFuture' }));
    given([generated])
      .when(define({ birthDate: '2026-11-22' }))
      .then([{ type: 'CollectorDefined', data: { ...data, birthDate: '2026-11-22' } }]);
  });
  it("refuses a missing or another hub's ID picture, after the card's own checks", () => {
    const collector = { exists: true, hubUuid: 'h', trackingNumber: 'C-1', defined: false };
    const badPicture = refusedAs('invalid', 'validationError', {
      idDocumentFileUploadUuid: 'validationInvalid',
    });
    whenDeciding(() =>
      decideDefineCollector(define(), { collector, picture: { ...picture, exists: false } }),
    ).thenThrows(badPicture);
    whenDeciding(() =>
      decideDefineCollector(define(), { collector, picture: { ...picture, hubUuid: 'x' } }),
    ).thenThrows(badPicture);
    whenDeciding(() =>
      decideDefineCollector(define({ hubUuid: 'x' }), { collector, picture }),
    ).thenThrows(refusedAs('notFound'));
    whenDeciding(() => decideDefineCollector(define(), { collector, picture })).then([
      { streamId: 'collector-c', events: [defined] },
    ]);
  });
});
