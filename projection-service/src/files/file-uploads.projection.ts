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
  analyzed: boolean;
  postAnalysisResults: string[];
}

export const fileUploadsProjection = defineProjection<FileUploadRow>()({
  name: 'fileUploads',
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
        return { ...data, analyzed: false, postAnalysisResults: [] };
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
