import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { plateOf, useEvidence } from './evidence-form';

/**
 * The picture step of a form whose picture shows a truck: the upload fills `pictureField`, and the
 * licence plate the text recognition reads fills `plateField`, unless the user has typed one.
 */
export function usePlateEvidence<V extends FieldValues>(
  form: UseFormReturn<V>,
  pictureField: Path<V>,
  plateField: Path<V>,
) {
  const { setValue, getValues, getFieldState } = form;
  return useEvidence(
    (upload) =>
      setValue(pictureField, upload.uuid as PathValue<V, Path<V>>, { shouldValidate: true }),
    (read) => {
      const plate = plateOf(read);
      if (plate && !getFieldState(plateField).isDirty && !getValues(plateField))
        setValue(plateField, plate as PathValue<V, Path<V>>, { shouldValidate: true });
    },
  );
}
