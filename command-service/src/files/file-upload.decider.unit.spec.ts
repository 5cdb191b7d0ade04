import { describe, it } from 'vitest';
import { refusedAs, specificationFor } from '../../test/harness/decider-specification';
import { fileUploadDecider, type FileUploadEvent } from './file-upload.decider';

const uuid = '00000000-0000-4000-8000-000000000001';
const hubUuid = '00000000-0000-4000-8000-0000000000a1';
const at = '2026-11-01T10:00:00.000Z';
const given = specificationFor(fileUploadDecider);
const upload = {
  uuid,
  hubUuid,
  sha256: 'ab12',
  fileName: 'bag.jpg',
  size: 1200,
  mimeType: 'image/jpeg',
  latitude: null,
  longitude: null,
  accuracy: null,
};
const uploaded: FileUploadEvent = { type: 'FileUploaded', data: { ...upload, uploadedAt: at } };
const analysis = { uuid, engine: 'tesseract', results: ['12.5 kg'] };
const analyzed: FileUploadEvent = { type: 'FileAnalyzed', data: { ...analysis, analyzedAt: at } };
const discard = { type: 'DiscardUnattachedUpload', uuid, hubUuid, at } as const;

describe('file upload decider', () => {
  it('records an upload once', () => {
    given([])
      .when({ type: 'UploadFile', ...upload, at })
      .then([uploaded]);
    given([uploaded])
      .when({ type: 'UploadFile', ...upload, at })
      .thenThrows(refusedAs('conflict', 'conflictErrorMessage'));
  });

  it('records the analysis once, of a known upload only', () => {
    given([uploaded])
      .when({ type: 'RecordAnalysis', ...analysis, at })
      .then([analyzed]);
    given([uploaded, analyzed])
      .when({ type: 'RecordAnalysis', ...analysis, at })
      .then([]);
    given([])
      .when({ type: 'RecordAnalysis', ...analysis, at })
      .thenThrows(refusedAs('notFound', 'notFoundMessage'));
  });

  it('discards an unattached upload once', () => {
    const discarded: FileUploadEvent = {
      type: 'FileUploadDiscarded',
      data: { uuid, hubUuid, reason: 'UNATTACHED', at },
    };
    given([uploaded]).when(discard).then([discarded]);
    given([uploaded, discarded]).when(discard).then([]);
    given([]).when(discard).then([]);
  });
});
