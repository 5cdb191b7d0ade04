import { defineProjection } from '../projection';

export interface FileUploadRow {
  uuid: string;
  hubUuid: string | null;
  sha256: string;
  fileName: string;
  size: number;
  mimeType: string;
  latitude: number | null;
  longitude: number | null;
  uploadedAt: string;
  /** When the picture was taken, as the phone sent it (issue 31; its capturedAt field): null when not sent. */
  capturedAt?: string | null;
  analyzed: boolean;
  postAnalysisResults: string[];
}

export const fileUploadsProjection = defineProjection<FileUploadRow>()({
  name: 'fileUploads',
  // 2: the picture's capture time, from the upload's metadata (issue 31).
  version: 2,
  model: {
    name: 'fileUploads',
    fields: { HUB_UUID: { path: 'hubUuid', type: 'text' } },
    sortBy: 'uploadedAt',
  },
  handles: ['FileUploaded', 'FileAnalyzed', 'FileUploadDiscarded'],
  keyOf: (event) => event.data.uuid,
  evolve(row, event) {
    switch (event.type) {
      case 'FileUploaded': {
        const { accuracy: _a, ...data } = event.data;
        return {
          ...data,
          capturedAt: event.metadata.capturedAt ?? null,
          analyzed: false,
          postAnalysisResults: [],
        };
      }
      case 'FileAnalyzed':
        return row && { ...row, analyzed: true, postAnalysisResults: event.data.results };
      case 'FileUploadDiscarded':
        return null;
      default:
        return row;
    }
  },
});
