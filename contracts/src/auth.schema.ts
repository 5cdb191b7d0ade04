import { z } from 'zod';
import {
  Feature,
  HubState,
  HubType,
  Language,
  SecurityRole,
  CameraResolution,
  Region,
} from './enums';
import { MaterialType } from './material-types';
import { phoneNumber } from './validation';

export const SignInRequest = z.object({
  email: z
    .string({ error: 'validationRequired' })
    .trim()
    .min(1, 'validationRequired')
    .max(255, 'validationExceedsMaxLength'),
  password: z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .max(256, 'validationExceedsMaxLength'),
});
export const OtpRequest = z.object({ phoneNumber: phoneNumber() });
export const OtpVerifyRequest = z.object({
  phoneNumber: phoneNumber(),
  code: z.string({ error: 'validationRequired' }).regex(/^\d{6}$/, 'validationOtpLength'),
});
/** GET /api/users/current; kept in local storage as userIdentity (Document 1 §3). */
export const CurrentUser = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  securityRole: SecurityRole,
  language: Language,
  region: Region,
  /** The origin of the user's region when regions have their own origins (REGION_ORIGINS). */
  regionOrigin: z.string().nullish(),
  impersonatedSignIn: z.boolean(),
  /** An emailed first password: the app asks for a new one before anything else. */
  passwordChangeRequired: z.boolean().optional(),
  company: z
    .object({ uuid: z.string(), name: z.string(), type: HubType, state: HubState })
    .nullish(),
  features: z.array(Feature),
  collectedMaterialTypes: z.array(MaterialType),
  cameraResolution: CameraResolution,
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * A session's token. Signing in (email and password, or a one-time code) answers the signed-in
 * user too, what GET /api/users/current would: the app then needs no second round trip before it
 * opens the user's home (issue 18: each one is 562 ms on Fast 3G).
 */
export const TokenResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: CurrentUser.optional(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
