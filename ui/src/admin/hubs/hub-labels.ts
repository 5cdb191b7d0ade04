import type { HubType } from '@cairn/contracts';
import { humanize } from '../../common/format';

/** Hub type names as people write them; the rest read well enough from the enum value. */
const HUB_TYPE_LABELS: Partial<Record<HubType, string>> = {
  CO_PROCESSING_FACILITY: 'Co-processing facility',
  PICKUP_POINT: 'Pick-up point',
};
export const hubTypeLabel = (type: HubType): string => HUB_TYPE_LABELS[type] ?? humanize(type);
