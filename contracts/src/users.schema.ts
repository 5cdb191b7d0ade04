import { z } from 'zod';
import { AuthType, Gender, Language } from './enums';
import { phoneNumber, requiredString } from './validation';

export type HubUserKind = 'manager' | 'owner';
const ROLE_OF = { manager: 'ROLE_HUB_MANAGER', owner: 'ROLE_HUB_OWNER' } as const;

// z.enum rather than requiredEnum: its issue does not abort, so the cross-field rules below still run
// and a dialog submitted empty shows every message at once.
const requiredChoice = <T extends string>(values: T[]) =>
  z.enum(values as [T, ...T[]], { error: 'validationRequired' });

/**
 * POST /api/admin/companies/hubs/{uuid}/addHubManager and /addHubOwner (Document 2 §5): the dialog
 * uses the same schema. The path decides the role; a role in the body must agree with it.
 */
export const hubUserRequest = (kind: HubUserKind) =>
  z
    .object({
      gender: requiredChoice(Gender.options),
      firstName: requiredString(128),
      lastName: requiredString(128),
      email: z.string().trim().max(255, 'validationExceedsMaxLength').nullish(),
      phoneNumber: z.string().trim().nullish(),
      authType: requiredChoice(AuthType.options),
      role: z.literal(ROLE_OF[kind], { error: 'validationInvalid' }).nullish(),
      // The language of the app and of the emails the user gets; English when not given.
      language: z.enum(Language.options, { error: 'validationInvalid' }).default('EN'),
    })
    .superRefine(
      (user, ctx) => {
        const issue = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        // Runs even when other fields fail (see `when`), so the value may be raw input: read it defensively.
        const email = typeof user.email === 'string' ? user.email.trim() : '';
        const phone = typeof user.phoneNumber === 'string' ? user.phoneNumber.trim() : '';
        // A hub owner receives reports by email whatever the sign-in method.
        const emailRequired = user.authType === 'EMAIL_PASSWORD' || kind === 'owner';
        if (!email) {
          if (emailRequired) issue('email', 'validationRequired');
        } else if (email.length <= 255 && !z.email().safeParse(email).success)
          issue('email', 'validationInvalid');
        if (user.authType === 'SMS' || phone) {
          const parsed = phoneNumber().safeParse(phone);
          if (!parsed.success) issue('phoneNumber', parsed.error.issues[0].message);
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
export const AddHubManagerRequest = hubUserRequest('manager');
export const AddHubOwnerRequest = hubUserRequest('owner');
export type AddHubUserRequest = z.infer<typeof AddHubManagerRequest>;
export const hubUserRole = (kind: HubUserKind) => ROLE_OF[kind];
