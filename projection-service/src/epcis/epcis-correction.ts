import type { EventOf, StoredEvent } from '@cairn/contracts';
import type { JsonObject } from './epcis-event-id';

/** A weight amendment of a hub event: the corrected EPCIS event the original's declaration names. */
export interface EpcisCorrection {
  declarationTime: string;
  /** Cairn's global position of the amendment: where the corrected event stands in the query's order. */
  globalPosition: string;
  /** The corrected event under the placeholder base, without eventID. */
  event: JsonObject;
}

const QUANTITY_LISTS = ['quantityList', 'outputQuantityList'] as const;

/**
 * The original event as it should have been recorded: the amended weight in its one quantity
 * (a list of several classes carries no quantity) and in Cairn's weight fields, and the place of
 * the amendment in Cairn's hash chain, so that the corrected event has an eventID of its own.
 */
export function correctedEvent(
  original: JsonObject,
  amendment: StoredEvent<EventOf<'HubEventWeightAmended'>>,
): JsonObject {
  const { weight } = amendment.data;
  const corrected: JsonObject = { ...original };
  for (const field of QUANTITY_LISTS) {
    const list = original[field];
    if (Array.isArray(list) && list.length === 1 && typeof list[0] === 'object' && list[0])
      corrected[field] = [{ ...(list[0] as JsonObject), quantity: weight }];
  }
  for (const [key, value] of Object.entries(original))
    if (key.startsWith('cairn:') && value && typeof value === 'object' && 'cairn:value' in value)
      corrected[key] = { ...(value as JsonObject), 'cairn:value': weight };
  return {
    ...corrected,
    'cairn:eventType': amendment.type,
    'cairn:streamId': amendment.streamId,
    'cairn:streamPosition': amendment.streamPosition,
    'cairn:globalPosition': amendment.globalPosition,
  };
}

export function correctionOf(
  original: JsonObject,
  amendment: StoredEvent<EventOf<'HubEventWeightAmended'>>,
): EpcisCorrection {
  return {
    declarationTime: new Date(amendment.data.at).toISOString(),
    globalPosition: amendment.globalPosition,
    event: correctedEvent(original, amendment),
  };
}
