import { z } from 'zod';
import { MaterialType } from './material-types';

/** Zod fields the truck-load and processing schemas share (internal: not exported from the package). */
export const at = z.string();
export const optionalUuid = () => z.string().uuid('validationInvalid').nullish();
export const requiredMaterialType = () =>
  z.custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
    error: 'validationRequired',
  });
export const optionalMaterialType = () =>
  z
    .custom<z.infer<typeof MaterialType>>((v) => MaterialType.safeParse(v).success, {
      error: 'validationInvalid',
    })
    .nullish();
export { positiveWeight } from './validation';

export const Company = z.object({
  uuid: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  pipelineOwner: z.boolean(),
});
export const Actor = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });
