import { describe, expect, it } from 'vitest';
import { updatesForFeatures, updatesForType } from './hub-form-dependencies';

describe('hub form dependencies (Document 1 §4)', () => {
  it('clears the suppliers when the type changes', () => {
    expect(updatesForType('RECYCLER', 'COLLECTION_CENTER')).toMatchObject({ supplierUuids: [] });
  });

  it('changes nothing when the same type is picked again', () => {
    expect(updatesForType('RECYCLER', 'RECYCLER')).toEqual({});
  });

  it('resets organization and assigned hubs when becoming or leaving ORGANIZATION', () => {
    expect(updatesForType('ORGANIZATION', 'RECYCLER')).toMatchObject({
      organizationUuid: null,
      assignedCompanyUuids: [],
    });
    expect(updatesForType('RECYCLER', 'ORGANIZATION')).toMatchObject({
      organizationUuid: null,
      assignedCompanyUuids: [],
    });
    expect(updatesForType('RECYCLER', 'CARRIER')).not.toHaveProperty('organizationUuid');
  });

  it('turns off the switches that only one type may use', () => {
    expect(updatesForType('RECYCLER', 'COLLECTION_CENTER')).toMatchObject({
      enableRegistrationTruckPictureUpload: false,
    });
    expect(updatesForType('COLLECTION_CENTER', 'RECYCLER')).toMatchObject({
      generateSustainabilityDeclaration: false,
    });
    expect(updatesForType('COLLECTION_CENTER', null)).not.toHaveProperty(
      'enableRegistrationTruckPictureUpload',
    );
  });

  it('turns off auto-publish when EVENT_REVIEW is removed', () => {
    expect(updatesForFeatures([], ['EVENT_REVIEW'], 'WEEKLY')).toEqual({
      autoPublishEvents: false,
    });
  });

  it('turns off bale output when MATERIAL_SEGREGATION is removed', () => {
    expect(
      updatesForFeatures(['EVENT_REVIEW'], ['EVENT_REVIEW', 'MATERIAL_SEGREGATION'], null),
    ).toEqual({ enableBaleSegregationOutput: false });
  });

  it('sets a WEEKLY export only when the weekly export is added without a frequency', () => {
    expect(updatesForFeatures(['COLLECTION_CENTER_WEEKLY_DATA_EXPORT'], [], null)).toEqual({
      dataExportReportFrequency: 'WEEKLY',
    });
    expect(updatesForFeatures(['COLLECTION_CENTER_WEEKLY_DATA_EXPORT'], [], 'DAILY')).toEqual({});
  });
});
