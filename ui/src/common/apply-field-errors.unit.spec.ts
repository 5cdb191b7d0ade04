import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/request';
import { applyFieldErrors } from './apply-field-errors';

const recorder = () => {
  const calls: Array<[string, { type: string; message?: string }]> = [];
  return { calls, setError: (name: string, error: { type: string; message?: string }) => { calls.push([name, error]); } };
};

describe('applyFieldErrors: the server\'s field errors under their fields', () => {
  it('puts each message key under its field, dotted and indexed paths included, as a server error', () => {
    const { calls, setError } = recorder();
    const error = new ApiError(400, { errorMessageKey: 'validationErrorMessage', fieldErrors: { weight: 'validationInvalid', 'location.latitude': 'validationRequired', 'items[2].weight': 'validationNotPositive' } });
    expect(applyFieldErrors(error, setError as never)).toBe(true);
    expect(calls).toEqual([
      ['weight', { type: 'server', message: 'validationInvalid' }],
      ['location.latitude', { type: 'server', message: 'validationRequired' }],
      ['items.2.weight', { type: 'server', message: 'validationNotPositive' }],
    ]);
  });

  it('answers false and sets nothing for a failure without field errors (no answer, a 500, a plain value)', () => {
    const { calls, setError } = recorder();
    expect(applyFieldErrors(new TypeError('Failed to fetch'), setError as never)).toBe(false);
    expect(applyFieldErrors(new ApiError(500, {}), setError as never)).toBe(false);
    expect(applyFieldErrors(null, setError as never)).toBe(false);
    expect(calls).toEqual([]);
  });
});
