import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/**
 * The common-password list of zxcvbn-ts (about 49,000 leaked passwords, offline). A password is too
 * common when it is on the list, is a listed word with digits or signs tacked on ("dragon123456"),
 * or is made of fewer than five different characters ("111111111111", "abababababab").
 */
const COMMON = new Set(dictionary['passwords-common']);
export const isCommonPassword = (password: string): boolean => {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/u, '');
  return COMMON.has(lower) || (stem.length >= 4 && COMMON.has(stem)) || new Set(lower).size < 5;
};

export const NEW_PASSWORD_MIN = 12;

/** A password someone chooses (a change, a reset): not blank, 12 to 128 characters, not a common one. */
export const NewPassword = z
  .string({ error: 'validationRequired' })
  .superRefine((password, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (!password.trim()) fail('validationRequired');
    else if (password.length < NEW_PASSWORD_MIN) fail('validationMin');
    else if (password.length > 128) fail('validationExceedsMaxLength');
    else if (isCommonPassword(password)) fail('validationPasswordTooCommon');
  });

/** POST /api/users/current/password: the account's own password, given the current one. */
export const ChangeOwnPasswordRequest = z.object({
  currentPassword: z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .max(256, 'validationExceedsMaxLength'),
  password: NewPassword,
});
export type ChangeOwnPasswordRequest = z.infer<typeof ChangeOwnPasswordRequest>;

/** POST /api/auth/passwordReset: the link's token and the new password. */
export const PasswordResetRequest = z.object({
  token: z
    .string({ error: 'validationRequired' })
    .min(1, 'validationRequired')
    .max(2000, 'validationExceedsMaxLength'),
  password: NewPassword,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;
