import { normalizePlate, type OngoingTransportView } from '@cairn/contracts';
import { type HubRow, type OngoingTransportRow, toTransportView } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import { notFound } from '../command-handling/domain-error';
import { loadHub } from '../hubs/hub.handlers';
import { mayReceiveFrom } from './ongoing-transport.decider';

/** Trucks in transit that this hub may receive (its configured suppliers'), newest first; one being received by another hub is left out. */
export const receivableTransports = async (
  app: AppContext,
  hub: HubRow,
): Promise<OngoingTransportRow[]> => {
  const rows = await app.rows.findBy<OngoingTransportRow>(
    'ongoingTransports',
    'state',
    'IN_TRANSIT',
  );
  return rows
    .filter((r) =>
      mayReceiveFrom(hub, { uuid: r.originHubUuid, type: r.originHubType as HubRow['type'] }),
    )
    .filter((r) => !r.receivingHubUuid || r.receivingHubUuid === hub.uuid)
    .sort((a, b) => b.transporterDispatchedAt.localeCompare(a.transporterDispatchedAt));
};

export const ongoingTransportsCount = async (app: AppContext, hub: HubRow) =>
  (await receivableTransports(app, hub)).length;

/**
 * POST /api/ongoingTransports/search: the transports whose whole plate is the input (spaces, dashes and
 * case ignored), among those this hub may receive; a part of a plate, or nothing, finds nothing.
 */
export const searchTransports = async (
  app: AppContext,
  hubUuid: string,
  plate: string | null | undefined,
): Promise<OngoingTransportView[]> => {
  const wanted = normalizePlate(plate ?? '');
  if (!wanted) return [];
  const rows = await receivableTransports(app, await loadHub(app, hubUuid));
  return rows
    .filter((r) => normalizePlate(r.transporterLicensePlate) === wanted)
    .slice(0, 20)
    .map(toTransportView);
};

/**
 * GET /api/ongoingTransports/{id}: the sending and the receiving hub may always read it; any other
 * hub only while it may still receive it. Everyone else gets 404.
 */
export const transportOfHub = async (
  app: AppContext,
  hubUuid: string,
  uuid: string,
): Promise<OngoingTransportView> => {
  const row = await app.rows.get<OngoingTransportRow>('ongoingTransports', uuid);
  if (!row) throw notFound();
  if (row.originHubUuid === hubUuid || row.receivingHubUuid === hubUuid)
    return toTransportView(row);
  const receivable = await receivableTransports(app, await loadHub(app, hubUuid));
  if (!receivable.some((r) => r.uuid === uuid)) throw notFound();
  return toTransportView(row);
};
