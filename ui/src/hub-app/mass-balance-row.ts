import { materialTypeLabel } from '../common/material-label';
import { enumLabel } from '../common/product-labels.messages';

/**
 * A mass-balance row: its material, and its product when it has one ("HDPE mixed · Oil"). Apart
 * from pipeline-stages.ts, which the overview's first screen loads: the product names load with
 * the mass-balance tab and the clearance forms.
 */
export const rowName = (row: { materialType: string; productType: string | null }): string =>
  materialTypeLabel(row.materialType) +
  (row.productType ? ` · ${enumLabel('ProductType', row.productType)}` : '');
