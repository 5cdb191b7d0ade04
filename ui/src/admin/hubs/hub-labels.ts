import type { HubType } from '@cairn/contracts';
import { enumLabel } from '../../common/enum-labels.messages';

/** A hub type's name in the user's language ("Pick-up point", "Abholstelle"). */
export const hubTypeLabel = (type: HubType): string => enumLabel('HubType', type);
