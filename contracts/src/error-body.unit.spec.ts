import { describe, expect, it } from 'vitest';
import { errorBodyOf } from './error-body';
import { ErrorBody } from './errors';

describe('an error body read without zod', () => {
  const cases: unknown[] = [
    { errorMessageKey: 'validationError', fieldErrors: { weight: 'validationRequired' } },
    { errorMessage: 'x', errorMessageKey: 'notFoundMessage', extra: 1 },
    {},
    null,
    'text',
    [1],
    { errorMessageKey: 3 },
    { fieldErrors: { weight: 1 } },
    { fieldErrors: [] },
    { fieldErrors: null },
    { errorMessage: null },
  ];
  it.each(cases)('reads %j as ErrorBody.parse does (or {} where it throws)', (json) => {
    const parsed = ErrorBody.safeParse(json);
    expect(errorBodyOf(json)).toEqual(parsed.success ? parsed.data : {});
  });
});
