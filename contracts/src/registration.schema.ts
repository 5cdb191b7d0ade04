import { z } from 'zod';
import { AnomalyTag, MaterialSourceType, RegistrationUnit } from './enums';
import { MaterialType } from './material-types';
import { QUANTITY_MAX, optionalString, uuid, positiveWeight, weight } from './validation';
import { capturedAtInstant, weighedAtInstant } from './future-time';

/** A number typed as text: empty is missing (validationRequired), not 0; text is validationInvalid. */
const numberFromText = () =>
  z.preprocess(
    (v) =>
      v === '' || v === null
        ? undefined
        : typeof v === 'string'
          ? Number.isFinite(Number(v))
            ? Number(v)
            : NaN
          : v,
    z.number({
      error: (issue) => (issue.input === undefined ? 'validationRequired' : 'validationInvalid'),
    }),
  );
const latitude = numberFromText().pipe(
  z.number().gt(-90, 'validationInvalid').lt(90, 'validationInvalid'),
);
const longitude = numberFromText().pipe(
  z.number().gt(-180, 'validationInvalid').lt(180, 'validationInvalid'),
);
export const Location = z.object({
  latitude,
  longitude,
  accuracy: numberFromText().pipe(z.number().min(0).max(QUANTITY_MAX.accuracyMetres)).optional(),
});

/** POST /api/fileUploads and /api/admin/fileUploads: the non-file multipart fields. */
/** POST /api/fileUploads (the hub app): a PDF or an image of at most 5,000,000 bytes (Document 3 §5). */
export const HUB_APP_UPLOAD_MAX_BYTES = 5_000_000;
/** POST /api/admin/fileUploads (Register Collected Materials): an image of at most 3,000,000 bytes. */
export const ADMIN_PICTURE_MAX_BYTES = 3_000_000;

export const FileUploadFields = z.object({
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  accuracy: numberFromText()
    .pipe(z.number().min(0, 'validationInvalid').max(QUANTITY_MAX.accuracyMetres, 'validationMax'))
    .optional(),
  hubCompanyUuid: z.string().uuid('validationInvalid').optional(),
  /** Ours (issue 31): when the picture was taken; also kept in the upload event's metadata. */
  capturedAt: capturedAtInstant(),
});
/** POST /api/admin/fileUploads: hubCompanyUuid, latitude and longitude all required (Document 1 §8). */
export const AdminFileUploadFields = FileUploadFields.extend({
  latitude,
  longitude,
  hubCompanyUuid: uuid(),
});
export const FileUpload = z.object({
  uuid: z.string(),
  directLink: z.string(),
  thumbnailDirectLink: z.string().optional(),
  fileName: z.string(),
  size: z.number(),
  mimeType: z.string(),
  postAnalysisResults: z.array(z.string()).default([]),
  analysisResults: z.array(z.string()).default([]),
  /** Ours (issue 31): when the picture was taken, as the phone sent it with the upload. */
  capturedAt: z.string().nullish(),
});
export type FileUpload = z.infer<typeof FileUpload>;

/** POST /api/collectedMaterials (the hub app; a waste bag, container or truck load). */
export const RegisterCollectedMaterialRequest = z.object({
  registrationUnit: RegistrationUnit.default('BAG'),
  weight: positiveWeight(),
  materialType: z.custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
    error: 'validationRequired',
  }),
  pictureFileUploadUuid: uuid(),
  supplierName: optionalString(100),
  supplierUuid: z.string().uuid('validationInvalid').nullish(),
  collectorUuid: z.string().uuid('validationInvalid').nullish(),
  collectionUnitUuid: z.string().uuid('validationInvalid').nullish(),
  trackedItemUuid: z.string().uuid('validationInvalid').nullish(),
  location: Location.nullish(),
  materialSourceType: MaterialSourceType.nullish(),
  weighedAt: weighedAtInstant(),
  /** Ours (issue 31): when the operator saved it on the phone; the outbox may send it much later. */
  capturedAt: capturedAtInstant(),
  licensePlate: optionalString(100),
  transportOwner: optionalString(100),
  /** Ours (issue 20): the truck's picture of a collection center's truck load, with enableRegistrationTruckPictureUpload. */
  truckPictureFileUploadUuid: z.string().uuid('validationInvalid').nullish(),
});
export type RegisterCollectedMaterialRequest = z.infer<typeof RegisterCollectedMaterialRequest>;

/** POST /api/admin/collectedMaterials */
export const AdminRegisterCollectedMaterialRequest = z.object({
  weight: positiveWeight(),
  materialType: z.custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
    error: 'validationRequired',
  }),
  pictureFileUploadUuid: uuid(),
  hubCompanyUuid: uuid(),
});
/** The form of Register Collected Materials (Document 1 §5). */
export const AdminRegisterCollectedMaterialForm = z.object({
  materialType: z.custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
    error: 'validationRequired',
  }),
  latitude,
  longitude,
});

/** A review's comment and a removal's reason: at most 2,000 characters (the drawer's fields stop there too). */
export const HUB_EVENT_COMMENT_MAX = 2000;

/** POST /api/admin/hubEvents/{uuid}/approve and /flag */
export const ReviewHubEventRequest = z.object({
  comment: optionalString(HUB_EVENT_COMMENT_MAX),
  weight: weight().nullish(),
  tags: z.array(AnomalyTag).max(AnomalyTag.options.length).default([]),
});
export type ReviewHubEventRequest = z.infer<typeof ReviewHubEventRequest>;

/**
 * A registration form's schema with the material source required when the hub asks for it
 * (requiresMaterialCollectionSource; the decider refuses the same with the same key).
 */
export const withRequiredMaterialSource = <S extends z.ZodType<{ materialSourceType?: unknown }>>(
  schema: S,
  required: boolean,
) =>
  schema.superRefine((body, ctx) => {
    if (required && !body.materialSourceType)
      ctx.addIssue({ code: 'custom', path: ['materialSourceType'], message: 'validationRequired' });
  });
