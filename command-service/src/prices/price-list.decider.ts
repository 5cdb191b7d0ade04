import type { EventOf, HubState, MaterialPrice, MaterialType } from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError, notFound } from '../command-handling/domain-error';

/** A hub's price list: every price ever set, kept as history (stream `prices-<hubUuid>`). */
export interface PriceListAggregate {
  entries: MaterialPrice[];
}

export type PriceListCommand = {
  type: 'SetMaterialPrice';
  hubUuid: string;
  /** The hub as it stands: its currency names the price's; null when there is no such hub. */
  hub: { state: HubState; currency: string } | null;
  materialType: MaterialType;
  price: number;
  effectiveFrom: string;
  by: { uuid: string; name: string } | null;
  at: string;
};

export type PriceListEvent = EventOf<'MaterialPriceSet'>;

/** The price set last for that material and day, in that currency (what setting it again would repeat). */
const sameDayEntry = (state: PriceListAggregate, c: PriceListCommand) =>
  state.entries
    .filter((e) => e.materialType === c.materialType && e.effectiveFrom === c.effectiveFrom)
    .sort((a, b) => a.setAt.localeCompare(b.setAt))
    .at(-1);

const decide = (command: PriceListCommand, state: PriceListAggregate): PriceListEvent[] => {
  switch (command.type) {
    case 'SetMaterialPrice': {
      if (!command.hub) throw notFound();
      if (command.hub.state === 'ARCHIVED')
        throw new DomainError('invalid', 'hubNotActive', { hubUuid: 'validationInvalid' });
      const last = sameDayEntry(state, command);
      // The same price again for that day changes nothing: a retried or double submit records nothing.
      if (last && last.price === command.price && last.currency === command.hub.currency) return [];
      return [
        {
          type: 'MaterialPriceSet',
          data: {
            hubUuid: command.hubUuid,
            materialType: command.materialType,
            price: command.price,
            currency: command.hub.currency,
            effectiveFrom: command.effectiveFrom,
            setAt: command.at,
            setBy: command.by,
          },
        },
      ];
    }
    default:
      return unreachable(command.type);
  }
};

const evolve = (state: PriceListAggregate, event: PriceListEvent): PriceListAggregate => {
  switch (event.type) {
    case 'MaterialPriceSet':
      return { entries: [...state.entries, event.data] };
    default:
      return unreachable(event.type);
  }
};

export const priceListDecider: Decider<PriceListAggregate, PriceListCommand, PriceListEvent> = {
  initialState: () => ({ entries: [] }),
  eventTypes: eventTypes<PriceListEvent>({ MaterialPriceSet: true }),
  evolve,
  decide,
};
