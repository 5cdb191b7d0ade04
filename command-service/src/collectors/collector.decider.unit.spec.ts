import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cairn/contracts';
import { fold } from '../command-handling/decider';
import { collectorDecider, decideDefineCollector } from './collector.decider';

const generated: DomainEvent = {
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
const picture = { exists: true, hubUuid: 'h', mimeType: 'image/png', analyzed: false };
const define = (given: DomainEvent[], over: Partial<typeof data> = {}, pic = picture) =>
  decideDefineCollector(
    { type: 'DefineCollector', data: { ...data, ...over }, today: '2026-11-22' },
    fold(collectorDecider, given),
    pic,
  );

describe('collector definition', () => {
  it('given a generated card, when its hub defines it, then CollectorDefined', () => {
    const events = define([generated]);
    expect(events).toEqual([{ type: 'CollectorDefined', data }]);
    expect(fold(collectorDecider, [generated, ...events]).defined).toBe(true);
  });
  it('given a defined card, when defined again, then the identity is corrected', () => {
    expect(
      define([generated, { type: 'CollectorDefined', data }], { name: 'Asha K' })[0].type,
    ).toBe('CollectorDefined');
  });
  it("refuses an unknown card and another hub's card with 404", () => {
    expect(() => define([])).toThrow('notFoundMessage');
    expect(() => define([generated], { hubUuid: 'other' })).toThrow('notFoundMessage');
  });
  it('refuses a birth date after today', () => {
    expect(() => define([generated], { birthDate: '2026-11-23' })).toThrow('validationError');
    expect(define([generated], { birthDate: '2026-11-22' })).toHaveLength(1);
  });
  it("refuses a missing or another hub's ID picture", () => {
    expect(() => define([generated], {}, { ...picture, exists: false })).toThrow('validationError');
    expect(() => define([generated], {}, { ...picture, hubUuid: 'x' })).toThrow('validationError');
  });
});
