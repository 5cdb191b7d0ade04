import { describe, expect, it } from 'vitest';
import { GenerateCollectorsRequest, GenerateTrackedItemsRequest } from './tracking.schema';
import { fieldErrorsOf } from './validation';

const errors = (
  schema: typeof GenerateCollectorsRequest | typeof GenerateTrackedItemsRequest,
  body: unknown,
) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('generate collectors and tracked items', () => {
  it('requires a count and a type', () => {
    expect(errors(GenerateCollectorsRequest, {})).toEqual({
      collectorsCount: 'validationRequired',
      type: 'validationRequired',
    });
    expect(errors(GenerateTrackedItemsRequest, { trackedItemsCount: '' })).toEqual({
      trackedItemsCount: 'validationRequired',
      type: 'validationRequired',
    });
  });
  it('takes at most 3 characters, so 1 to 999', () => {
    expect(
      errors(GenerateCollectorsRequest, { collectorsCount: '1000', type: 'HOUSEHOLD' }),
    ).toEqual({ collectorsCount: 'validationExceedsMaxLength' });
    expect(errors(GenerateCollectorsRequest, { collectorsCount: 0, type: 'HOUSEHOLD' })).toEqual({
      collectorsCount: 'validationInvalid',
    });
    expect(
      errors(GenerateCollectorsRequest, { collectorsCount: '1.5', type: 'HOUSEHOLD' }),
    ).toEqual({ collectorsCount: 'validationInvalid' });
    expect(GenerateCollectorsRequest.parse({ collectorsCount: '999', type: 'HOUSEHOLD' })).toEqual({
      collectorsCount: 999,
      type: 'HOUSEHOLD',
    });
    expect(GenerateTrackedItemsRequest.parse({ trackedItemsCount: 20, type: 'BALE' })).toEqual({
      trackedItemsCount: 20,
      type: 'BALE',
    });
  });
  it('takes only the types of its kind', () => {
    expect(
      errors(GenerateTrackedItemsRequest, { trackedItemsCount: 1, type: 'HOUSEHOLD' }),
    ).toEqual({ type: 'validationRequired' });
    expect(errors(GenerateCollectorsRequest, { collectorsCount: 1, type: 'BAG' })).toEqual({
      type: 'validationRequired',
    });
  });
});
