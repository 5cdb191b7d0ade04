import type {
  ClearanceKind,
  EventData,
  EventOf,
  MaterialType,
  QuantityUnit,
} from '@cairn/contracts';
import { type Decider, eventTypes, unreachable } from '../command-handling/decider';
import { DomainError } from '../command-handling/domain-error';
import { type StockLine, stockTaken } from './clearance-stock-taken.decider';

/**
 * The lifecycle every clearance shares (material clearance, clearance transport, handling center
 * clearance): LOADED when the truck is loaded (its stock leaves the hub), IN_TRANSIT once weighed
 * (a CLEARANCE hub event, and an ongoing transport the receiving hub registers from).
 */
export interface ClearanceAggregate {
  exists: boolean;
  kind: ClearanceKind | null;
  hubUuid: string | null;
  state: 'LOADED' | 'IN_TRANSIT' | null;
  partial: boolean;
  materialTypes: MaterialType[];
  productType: string | null;
  quantityUnit: QuantityUnit;
  buyer: string;
  transporterLicensePlate: string;
  transporterPictureFileUploadUuid: string;
  taken: Array<{ materialType: MaterialType; quantity: number }>;
}

export const streamOfClearance = (kind: ClearanceKind, uuid: string) =>
  kind === 'MATERIAL_CLEARANCE'
    ? `materialClearance-${uuid}`
    : kind === 'CLEARANCE_TRANSPORT'
      ? `clearanceTransport-${uuid}`
      : `handlingCenterClearance-${uuid}`;

export type StartMaterialClearance = {
  type: 'StartMaterialClearance';
} & EventData<'MaterialClearanceStarted'>;
export type StartClearanceTransport = {
  type: 'StartClearanceTransport';
} & EventData<'ClearanceTransportStarted'>;

export type ClearanceCommand =
  /** `lines`: what the stock decision (decideStockTaken) took. */
  | (StartMaterialClearance & { lines: StockLine[] })
  | (StartClearanceTransport & { lines: StockLine[] })
  /** `lines`: the weighing's final take and its cleared weight per material type. */
  | (WeighClearance & { lines: StockLine[] })
  | { type: 'ReturnClearanceStock'; clearanceUuid: string; at: string };

export type ClearanceEvent = EventOf<
  | 'MaterialClearanceStarted'
  | 'ClearanceTransportStarted'
  | 'ClearanceStockTaken'
  | 'ClearanceWeighed'
  | 'ClearanceStockReturned'
>;

const mustBeNew = (clearance: ClearanceAggregate) => {
  if (clearance.exists) throw new DomainError('conflict', 'conflictErrorMessage');
};
const mustBeLoaded = (clearance: ClearanceAggregate, kind: ClearanceKind, hubUuid: string) => {
  if (!clearance.exists || clearance.kind !== kind || clearance.hubUuid !== hubUuid)
    throw new DomainError('notFound', 'notFoundMessage');
  if (clearance.state !== 'LOADED') throw new DomainError('conflict', 'conflictErrorMessage');
};

const decide = (command: ClearanceCommand, c: ClearanceAggregate): ClearanceEvent[] => {
  switch (command.type) {
    // Loaded: the truck leaves with its stock.
    case 'StartMaterialClearance': {
      const { type: _t, lines, ...started } = command;
      mustBeNew(c);
      const line = {
        clearanceUuid: started.uuid,
        hubUuid: started.hubUuid,
        productType: started.productType,
      };
      return [
        { type: 'MaterialClearanceStarted', data: started },
        ...stockTaken(line, started.quantityUnit, lines, started.at),
      ];
    }
    case 'StartClearanceTransport': {
      const { type: _t, lines, ...started } = command;
      mustBeNew(c);
      const line = { clearanceUuid: started.uuid, hubUuid: started.hubUuid, productType: null };
      return [
        { type: 'ClearanceTransportStarted', data: started },
        ...stockTaken(line, 'KG', lines, started.at),
      ];
    }
    // Weighed: IN_TRANSIT, with what the clearance recorded when loaded.
    case 'WeighClearance': {
      const { type: _t, lines, kind, at, ...weighed } = command;
      mustBeLoaded(c, kind, weighed.hubUuid);
      const line = {
        clearanceUuid: weighed.uuid,
        hubUuid: weighed.hubUuid,
        productType: c.productType,
      };
      return [
        ...stockTaken(line, c.quantityUnit, lines, weighed.weighedAt),
        {
          type: 'ClearanceWeighed',
          data: {
            ...weighed,
            kind,
            eventType: 'CLEARANCE',
            createdAt: at,
            licensePlate: c.transporterLicensePlate,
            buyer: c.buyer,
            materialTypes: c.materialTypes,
            productType: c.productType,
            quantityUnit: c.quantityUnit,
            transporterPictureFileUploadUuid: c.transporterPictureFileUploadUuid,
          },
        },
      ];
    }
    // Its hub event removed: each material line it took comes back (docs/hub-stock.md).
    case 'ReturnClearanceStock': {
      const { clearanceUuid, at } = command;
      if (!c.exists || !c.hubUuid) return [];
      const hubUuid = c.hubUuid;
      return c.taken.map(({ materialType }) => ({
        type: 'ClearanceStockReturned',
        data: {
          uuid: `${clearanceUuid}:${materialType}`,
          clearanceUuid,
          hubUuid,
          materialType,
          at,
        },
      }));
    }
    default:
      return unreachable(command);
  }
};

const evolve = (state: ClearanceAggregate, event: ClearanceEvent): ClearanceAggregate => {
  switch (event.type) {
    case 'MaterialClearanceStarted': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        kind: 'MATERIAL_CLEARANCE',
        hubUuid: d.hubUuid,
        state: 'LOADED',
        partial: d.partialClearance,
        materialTypes: d.materialTypes,
        productType: d.productType,
        quantityUnit: d.quantityUnit,
        buyer: d.buyer,
        transporterLicensePlate: d.transporterLicensePlate,
        transporterPictureFileUploadUuid: d.pictureFileUploadUuid,
      };
    }
    case 'ClearanceTransportStarted': {
      const d = event.data;
      return {
        ...state,
        exists: true,
        kind: d.kind,
        hubUuid: d.hubUuid,
        state: 'LOADED',
        materialTypes: d.materialTypes,
        buyer: d.buyer,
        transporterLicensePlate: d.transporterLicensePlate,
        transporterPictureFileUploadUuid: d.transporterPictureFileUploadUuid,
      };
    }
    case 'ClearanceStockTaken': {
      const { materialType, quantity } = event.data;
      return {
        ...state,
        taken: [
          ...state.taken.filter((t) => t.materialType !== materialType),
          { materialType, quantity },
        ],
      };
    }
    case 'ClearanceWeighed':
      return { ...state, state: 'IN_TRANSIT' };
    // The stock comes back on the stream; the clearance keeps what it took, for its history.
    case 'ClearanceStockReturned':
      return state;
    default:
      return unreachable(event);
  }
};

export const clearanceDecider: Decider<ClearanceAggregate, ClearanceCommand, ClearanceEvent> = {
  initialState: () => ({
    exists: false,
    kind: null,
    hubUuid: null,
    state: null,
    partial: false,
    materialTypes: [],
    productType: null,
    quantityUnit: 'KG',
    buyer: '',
    transporterLicensePlate: '',
    transporterPictureFileUploadUuid: '',
    taken: [],
  }),
  eventTypes: eventTypes<ClearanceEvent>({
    MaterialClearanceStarted: true,
    ClearanceTransportStarted: true,
    ClearanceStockTaken: true,
    ClearanceWeighed: true,
    ClearanceStockReturned: true,
  }),
  evolve,
  decide,
};

/** POST .../weigh as the hub's user sends it, with the new ongoing transport's id. */
export type WeighClearance = { type: 'WeighClearance'; kind: ClearanceKind; at: string } & Omit<
  EventData<'ClearanceWeighed'>,
  | 'kind'
  | 'eventType'
  | 'createdAt'
  | 'licensePlate'
  | 'buyer'
  | 'materialTypes'
  | 'productType'
  | 'quantityUnit'
  | 'transporterPictureFileUploadUuid'
>;
