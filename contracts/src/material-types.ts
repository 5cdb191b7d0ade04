import { z } from 'zod';
import { MATERIAL_TYPE_LABELS } from './material-type-labels';

export type MaterialType = keyof typeof MATERIAL_TYPE_LABELS;
export const MaterialType = z.enum(
  Object.keys(MATERIAL_TYPE_LABELS) as [MaterialType, ...MaterialType[]],
);
