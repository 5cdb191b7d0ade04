import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { maxLengthOf } from './field-limits';
import { optionalString, requiredString } from './validation';
import { StartMaterialClearanceRequest } from './clearance.schema';

describe('maxLengthOf reads a text field’s limit from its schema', () => {
  const Form = z.object({
    name: requiredString(100),
    plate: optionalString(64),
    note: z.string().max(20).default(''),
    count: z.number().max(5),
    free: z.string(),
  });

  it('through required, optional, nullable and default fields', () => {
    expect(maxLengthOf(Form, 'name')).toBe(100);
    expect(maxLengthOf(Form, 'plate')).toBe(64);
    expect(maxLengthOf(Form, 'note')).toBe(20);
  });

  it('gives none for a field that is not text or has no limit', () => {
    expect(maxLengthOf(Form, 'count')).toBeUndefined();
    expect(maxLengthOf(Form, 'free')).toBeUndefined();
  });

  it('answers what the schema refuses: one more character is refused', () => {
    const max = maxLengthOf(StartMaterialClearanceRequest, 'buyer') ?? 0;
    expect(max).toBeGreaterThan(0);
    const body = (buyer: string) => ({ buyer });
    const issues = (buyer: string) =>
      StartMaterialClearanceRequest.safeParse(body(buyer)).error?.issues.filter(
        (i) => i.path[0] === 'buyer',
      ) ?? [];
    expect(issues('b'.repeat(max))).toEqual([]);
    expect(issues('b'.repeat(max + 1)).map((i) => i.message)).toEqual([
      'validationExceedsMaxLength',
    ]);
  });
});
