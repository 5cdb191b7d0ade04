import { describe, expect, it } from 'vitest';
import { fold } from '../command-handling/decider';
import { decideEvidencePack, evidencePackDecider } from './evidence-pack.decider';

const requested = {
  type: 'EvidencePackRequested' as const,
  data: { uuid: 'p', hubUuid: 'h', from: 'a', to: 'b', requestedBy: null, at: 't' },
};
const built = { uuid: 'p', sha256: 'abc', size: 1, fileName: 'p.zip', files: 7, at: 't' };

describe('evidence pack decider', () => {
  it('is asked for once, then ends once: built or failed', () => {
    expect(
      decideEvidencePack(
        { type: 'RequestEvidencePack', data: requested.data },
        evidencePackDecider.initialState,
      ),
    ).toEqual([requested]);
    expect(() =>
      decideEvidencePack(
        { type: 'RequestEvidencePack', data: requested.data },
        fold(evidencePackDecider, [requested]),
      ),
    ).toThrow();
    expect(() =>
      decideEvidencePack(
        { type: 'RecordEvidencePackBuilt', data: built },
        evidencePackDecider.initialState,
      ),
    ).toThrow();
    const state = fold(evidencePackDecider, [requested]);
    expect(decideEvidencePack({ type: 'RecordEvidencePackBuilt', data: built }, state)).toEqual([
      { type: 'EvidencePackBuilt', data: built },
    ]);
    const done = fold(evidencePackDecider, [requested, { type: 'EvidencePackBuilt', data: built }]);
    expect(() =>
      decideEvidencePack(
        { type: 'RecordEvidencePackFailed', data: { uuid: 'p', reason: 'x', at: 't' } },
        done,
      ),
    ).toThrow();
  });
});
