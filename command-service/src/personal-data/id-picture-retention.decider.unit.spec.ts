import { describe, it } from 'vitest';
import { specificationFor } from '../../test/harness/decider-specification';
import { platformSettingsDecider } from '../platform-settings/platform-settings.decider';
import {
  type DeleteIdPicturesForRetention,
  type RetentionEvent,
  retentionDecider,
} from './id-picture-retention.decider';

const at = '2026-12-06T03:00:00.000Z';
const command: DeleteIdPicturesForRetention = {
  type: 'DeleteIdPicturesForRetention',
  collectorUuid: 'c',
  fileUploadUuids: ['f1'],
  retentionMonths: 24,
  lastActivityAt: '2024-01-01T00:00:00.000Z',
  at,
};
const deleted = (...uuids: string[]): RetentionEvent => ({
  type: 'IdPictureDeleted',
  data: {
    collectorUuid: 'c',
    reason: 'RETENTION',
    deletedFileUploadUuids: uuids,
    retentionMonths: 24,
    lastActivityAt: '2024-01-01T00:00:00.000Z',
    at,
  },
});

describe('ID picture retention decider', () => {
  const given = specificationFor(retentionDecider);

  it('records the deletion, naming the collector and the reason only', () => {
    given([])
      .when(command)
      .then([deleted('f1')]);
  });

  it('records each picture once', () => {
    given([deleted('f1')])
      .when(command)
      .then([]);
    given([deleted('f1')])
      .when({ ...command, fileUploadUuids: ['f1', 'f2'] })
      .then([deleted('f2')]);
  });
});

describe('platform settings decider', () => {
  const given = specificationFor(platformSettingsDecider);
  const change = (months: number) =>
    ({
      type: 'ChangePlatformSettings',
      settings: { idPictureRetentionMonths: months },
      changedBy: 'admin',
      at,
    }) as const;
  const changed = (months: number) =>
    ({
      type: 'PlatformSettingsChanged',
      data: { idPictureRetentionMonths: months, changedBy: 'admin', at },
    }) as const;

  it('starts at the documented default of 24 months: saving it records nothing', () => {
    given([]).when(change(24)).then([]);
  });

  it('records a change, and nothing when saved again unchanged', () => {
    given([])
      .when(change(12))
      .then([changed(12)]);
    given([changed(12)])
      .when(change(12))
      .then([]);
  });
});
