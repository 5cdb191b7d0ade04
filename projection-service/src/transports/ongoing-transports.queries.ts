import type { OngoingTransportView } from '@cairn/contracts';
import type { OngoingTransportRow } from './transports.projection';

/** A transport as the receiving hub's pickers and the truck-load form show it: what is left to receive. */
export const toTransportView = (row: OngoingTransportRow): OngoingTransportView => ({
  uuid: row.uuid,
  owner: row.owner,
  transporterLicensePlate: row.transporterLicensePlate,
  transporterDispatchedAt: row.transporterDispatchedAt,
  materialTypes: row.materialTypes,
  remainingMaterialTypes: row.materialTypes.filter((m) => !row.receivedMaterialTypes.includes(m)),
  weight: row.weight,
  quantityUnit: row.quantityUnit,
  state: row.state,
});
