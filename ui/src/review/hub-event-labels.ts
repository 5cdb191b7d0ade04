import { type HubEventRow } from '@cairn/contracts';
import { materialTypeLabel } from '../common/material-label';
import { enumLabel } from '../common/enum-labels.messages';

/** A registration names its material, a processing output its product. */
export const materialOrProduct = (
  event: Pick<HubEventRow, 'materialType' | 'productType'>,
): string =>
  [
    event.materialType && materialTypeLabel(event.materialType),
    event.productType && enumLabel('ProductType', event.productType),
  ]
    .filter(Boolean)
    .join(' / ') || '-';

/** Tags found by the system and those given by a reviewer, once each. */
export const eventTags = (event: HubEventRow): string[] =>
  Array.from(new Set([...(event.anomalies ?? []), ...(event.review?.tags ?? [])]));
