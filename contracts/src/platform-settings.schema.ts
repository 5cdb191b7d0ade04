import { z } from 'zod';

/**
 * How long a collector's ID document picture is kept after their last activity (issue 33 §6), in
 * months, unless the admin sets another: long enough for a year's audit and its follow-up.
 */
export const ID_PICTURE_RETENTION_MONTHS_DEFAULT = 24;

/** GET/POST /api/admin/platformSettings: the platform-wide settings an admin changes. */
export const PlatformSettings = z.object({
  idPictureRetentionMonths: z
    .number({ error: 'validationRequired' })
    .int('validationInvalid')
    .min(1, 'validationMin')
    .max(120, 'validationMax'),
});
export type PlatformSettings = z.infer<typeof PlatformSettings>;

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  idPictureRetentionMonths: ID_PICTURE_RETENTION_MONTHS_DEFAULT,
};

/** Event data of this slice; registered in events.ts. The retention deletion names no one but by uuid. */
export const PLATFORM_SETTINGS_EVENT_SCHEMAS = {
  PlatformSettingsChanged: PlatformSettings.extend({ changedBy: z.string(), at: z.string() }),
  IdPictureDeleted: z.object({
    collectorUuid: z.string(),
    reason: z.enum(['RETENTION']),
    deletedFileUploadUuids: z.array(z.string()),
    retentionMonths: z.number(),
    lastActivityAt: z.string(),
    at: z.string(),
  }),
};
