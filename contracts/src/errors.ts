import { z } from 'zod';
import { ERROR_KEYS, VALIDATION_KEYS } from './messages';

export const ValidationKey = z.enum(VALIDATION_KEYS);
export type ValidationKey = z.infer<typeof ValidationKey>;

export const ErrorKey = z.enum(ERROR_KEYS);
export type ErrorKey = z.infer<typeof ErrorKey>;

/** The error body of every answer with status >= 400. */
export const ErrorBody = z.object({
  errorMessage: z.string().optional(),
  errorMessageKey: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
