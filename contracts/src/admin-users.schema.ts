import { z } from 'zod';
import { ChangeOwnPasswordRequest, NewPassword } from './new-password';
import { AuthType, Gender, SecurityRole } from './enums';
import { phoneNumber, requiredEnum, requiredString } from './validation';

/** An email's limit, checked after the optional field is trimmed (so not readable from a field). */
export const EMAIL_MAX = 255;
const email = () =>
  z.string().trim().max(EMAIL_MAX, 'validationExceedsMaxLength').email('validationInvalid');

export const UserDetailsFields = z.object({
  gender: requiredEnum(Gender),
  firstName: requiredString(128),
  lastName: requiredString(128),
  email: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  authType: requiredEnum(AuthType),
});

/**
 * POST /api/admin/users/{uuid} (Document 2 §5): SMS needs a phone number; email sign-in needs an
 * email, and so does every hub owner (the "email for reporting"). Optional values are still checked.
 */
export const userDetailsRequest = (role: SecurityRole | null) =>
  UserDetailsFields.transform((user, ctx) => {
    const emailText = user.email?.trim() ?? '';
    const phoneText = user.phoneNumber?.trim() ?? '';
    const needsEmail = user.authType === 'EMAIL_PASSWORD' || role === 'ROLE_HUB_OWNER';
    if (needsEmail && !emailText)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validationRequired' });
    else if (emailText) {
      const parsed = email().safeParse(emailText);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', path: ['email'], message: parsed.error.issues[0].message });
    }
    if (user.authType === 'SMS' || phoneText) {
      const parsed = phoneNumber().safeParse(phoneText);
      if (!parsed.success)
        ctx.addIssue({
          code: 'custom',
          path: ['phoneNumber'],
          message: parsed.error.issues[0].message,
        });
    }
    return {
      ...user,
      email: emailText ? emailText.toLowerCase() : null,
      phoneNumber: phoneText || null,
    };
  });
export const UpdateUserRequest = userDetailsRequest(null);
export type UpdateUserRequest = z.output<typeof UpdateUserRequest>;
export type UpdateUserInput = z.input<typeof UpdateUserRequest>;

/**
 * POST /api/admin/users/{uuid}/changePassword (Document 2 §7: `{password}`): an admin sets a hub
 * manager's or owner's password, a system user its own; anyone else changing their own password
 * gives the current one too (the server says which caller needs it).
 */
export const ChangePasswordRequest = z.object({
  currentPassword: ChangeOwnPasswordRequest.shape.currentPassword.optional(),
  password: NewPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/** A row of GET /api/admin/users (Document 2 §3 User). */
export const AdminUserRow = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  gender: Gender,
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  authType: AuthType.nullable(),
  role: SecurityRole,
  suspended: z.boolean(),
  company: z.object({ uuid: z.string(), name: z.string() }).nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

/** GET /api/admin/users query: search by name, email or phone; filter by company name and role. */
export const UserListQuery = z.object({
  search: z.string().max(255, 'validationExceedsMaxLength').optional(),
  companyName: z.string().max(255, 'validationExceedsMaxLength').optional(),
  role: SecurityRole.optional(),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(25),
});
export type UserListQuery = z.infer<typeof UserListQuery>;

/** Hub manager and hub owner accounts are the only ones an admin edits or suspends (Document 2 §6). */
export const isEditableRole = (role: SecurityRole) =>
  role === 'ROLE_HUB_MANAGER' || role === 'ROLE_HUB_OWNER';
