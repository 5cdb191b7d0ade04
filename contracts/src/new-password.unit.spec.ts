import { describe, expect, it } from 'vitest';
import { NewPassword, isCommonPassword } from './new-password';

const keyOf = (password: unknown) => {
  const parsed = NewPassword.safeParse(password);
  return parsed.success ? 'ok' : parsed.error.issues[0].message;
};

describe('a new password (issue 21 §4)', () => {
  it('refuses blank ones, spaces only included, and keeps the length bounds', () => {
    expect(keyOf(undefined)).toBe('validationRequired');
    expect(keyOf('')).toBe('validationRequired');
    expect(keyOf(' '.repeat(16))).toBe('validationRequired');
    expect(keyOf('\t \n'.repeat(5))).toBe('validationRequired');
    expect(keyOf('short-pw')).toBe('validationMin');
    expect(keyOf('x1'.repeat(65))).toBe('validationExceedsMaxLength');
  });
  it('refuses the most common passwords, their stems with digits or signs added, and near-repeats', () => {
    for (const common of [
      'password1234',
      'QWERTY123456',
      '1q2w3e4r5t6y',
      'dragon123456',
      'sunshine!!!!',
      '111111111111',
      'abababababab',
    ]) {
      expect(isCommonPassword(common), common).toBe(true);
      expect(keyOf(common), common).toBe('validationPasswordTooCommon');
    }
  });
  it('accepts an ordinary passphrase', () => {
    expect(keyOf('violet-harbour-lantern-42')).toBe('ok');
    expect(keyOf('   padded but long enough   ')).toBe('ok');
  });
});
