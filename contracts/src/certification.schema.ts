import { z } from 'zod';
import { HubEventType, UserInstruction, type QuantityUnit } from './enums';
import { MaterialType } from './material-types';
import { QUANTITY_MAX, quantity, uuid, positiveWeight } from './validation';

/** POST /api/collectedMaterials/{materialUuid}/certify: certifiedWeight required, greater than 0 (Document 3 §5). */
export const CertifyCollectedMaterialRequest = z.object({
  certifiedWeight: positiveWeight(),
  certificatePictureFileUploadUuid: uuid(),
});
export type CertifyCollectedMaterialRequest = z.infer<typeof CertifyCollectedMaterialRequest>;

/**
 * POST /api/coProcessingMaterials/{uuid}/addCertificate. Moisture required, above 0 and below 100; calorific
 * value required, above 0 (Document 2 §5, the certification form rules); ash optional, 0 to 100 percent.
 */
export const CoProcessingCertificateRequest = z.object({
  moisturePercentage: quantity(QUANTITY_MAX.percentage).pipe(
    z.number().gt(0, 'validationMin').lt(100, 'validationMax'),
  ),
  ashPercentage: quantity(QUANTITY_MAX.percentage).nullish(),
  calorificValue: quantity(QUANTITY_MAX.calorificValue).pipe(z.number().gt(0, 'validationMin')),
  certificatePictureFileUploadUuid: uuid(),
});
export type CoProcessingCertificateRequest = z.infer<typeof CoProcessingCertificateRequest>;

/** GET /api/collectedMaterials/readyForCertification (Document 3 §3 "Ready-for-certification material"). */
export interface ReadyForCertificationView {
  uuid: string;
  weighedAt: string;
  weight: number;
  quantityUnit: QuantityUnit;
  licensePlate: string | null;
  materialType: string | null;
}

/** Document 3 §3 "User instruction view". */
export type UserInstructionName = z.infer<typeof UserInstruction>;
export const UserInstructionViewRequest = z.object({
  instruction: z.custom<z.infer<typeof UserInstruction>>(
    (v) => UserInstruction.safeParse(v).success,
    { error: 'validationRequired' },
  ),
});
export interface UserInstructionView {
  instruction: z.infer<typeof UserInstruction>;
  viewsCount: number;
}

export const CertifiedMaterialKind = z.enum([
  'COLLECTED_MATERIAL',
  'REGISTERED_MATERIAL',
  'CO_PROCESSING_MATERIAL',
]);
export type CertifiedMaterialKind = z.infer<typeof CertifiedMaterialKind>;

const at = z.string();
const Actor = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });
const Company = z.object({
  uuid: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  pipelineOwner: z.boolean(),
});

export const CERTIFICATION_EVENT_SCHEMAS = {
  /** `certificate-<uuid>`: a CERTIFICATION hub event about one material. */
  MaterialCertificateAdded: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    materialUuid: z.string(),
    materialKind: CertifiedMaterialKind,
    company: Company,
    createdBy: Actor,
    eventType: HubEventType,
    weight: z.number(),
    quantityUnit: z.enum(['KG', 'LITER']),
    materialType: MaterialType.nullable(),
    licensePlate: z.string().nullable(),
    certifiedWeight: z.number().nullable(),
    moisturePercentage: z.number().nullable(),
    ashPercentage: z.number().nullable(),
    calorificValue: z.number().nullable(),
    certificatePictureFileUploadUuid: z.string(),
    certificateMimeType: z.string(),
    createdAt: at,
    autoPublished: z.boolean(),
  }),
  /** On the material's own stream: it is certified (once). */
  MaterialCertified: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    materialKind: CertifiedMaterialKind,
    certificateUuid: z.string(),
    at,
  }),
  /** On the material's own stream: its certificate's hub event was removed; it is uncertified (and may be certified again). */
  MaterialCertificationWithdrawn: z.object({
    uuid: z.string(),
    hubUuid: z.string(),
    materialKind: CertifiedMaterialKind,
    certificateUuid: z.string(),
    at,
  }),
  /** `userInstructionViews-<userUuid>`: the user saw an instruction dialog once more. */
  UserInstructionViewed: z.object({ userUuid: z.string(), instruction: UserInstruction, at }),
} as const;
