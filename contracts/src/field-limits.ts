import { z } from 'zod';

type Shape = Record<string, z.ZodType>;

/** The text schema inside optional, nullable and default wrappers, or null when it is not text. */
const textSchema = (schema: z.ZodType): z.ZodString | null => {
  if (schema instanceof z.ZodString) return schema;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  )
    return textSchema(schema.unwrap() as z.ZodType);
  return null;
};

/**
 * A text field's limit as its contracts schema sets it: a form's `maxLength` reads it here, so the
 * field stops where the server would refuse (`validationExceedsMaxLength`) and no copy can drift.
 */
export const maxLengthOf = <S extends Shape>(
  schema: { shape: S },
  field: keyof S & string,
): number | undefined => {
  const text = textSchema(schema.shape[field]);
  return text?.maxLength ?? undefined;
};
