import { describe, it } from 'vitest';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { evidencePackDecider, type EvidencePackEvent } from './evidence-pack.decider';

const given = specificationFor(evidencePackDecider);
const request = {
  type: 'RequestEvidencePack',
  uuid: 'p',
  hubUuid: 'h',
  from: 'a',
  to: 'b',
  by: null,
  at: 't',
} as const;
const requested: EvidencePackEvent = {
  type: 'EvidencePackRequested',
  data: { uuid: 'p', hubUuid: 'h', from: 'a', to: 'b', requestedBy: null, at: 't' },
};
const built = { uuid: 'p', sha256: 'abc', size: 1, fileName: 'p.zip', files: 7, at: 't' };
const builtEvent: EvidencePackEvent = { type: 'EvidencePackBuilt', data: built };
const failure = { type: 'RecordEvidencePackFailed', uuid: 'p', reason: 'x', at: 't' } as const;
const twice = refusedAs('conflict', 'conflictErrorMessage');

describe('evidence pack decider', () => {
  it('is asked for once', () => {
    given([]).when(request).then([requested]);
    given([requested]).when(request).thenThrows(twice);
  });

  it('ends once: built or failed, and only once asked for', () => {
    given([])
      .when({ type: 'RecordEvidencePackBuilt', ...built })
      .thenThrows(twice);
    given([requested])
      .when({ type: 'RecordEvidencePackBuilt', ...built })
      .then([builtEvent]);
    given([requested])
      .when(failure)
      .then([{ type: 'EvidencePackFailed', data: { uuid: 'p', reason: 'x', at: 't' } }]);
    given([requested, builtEvent]).when(failure).thenThrows(twice);
  });
});
