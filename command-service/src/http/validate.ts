import type { z } from 'zod';
import { fieldErrorsOf } from '@cairn/contracts';
import { DomainError } from '../command-handling/domain-error';

/** Parses input with a contracts schema; bad input answers 400 with a key per field and changes nothing. */
export const parse = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input);
  if (!result.success)
    throw new DomainError('invalid', 'validationError', fieldErrorsOf(result.error) as never);
  return result.data;
};
