import type {
  HubEventRecord,
  HubRow,
  LineageRow,
  RegisteredMaterialRow,
} from '@cairn/projection-service';
import type { AppContext } from '../app-context';

export interface ClearedMaterial {
  clearance: HubEventRecord;
  /** The materials the clearance took from stock (its lineage's CLEARED inputs). */
  materialTypes: string[];
  buyer: string | null;
  /** Who the material came from, by name: supplier hubs, the hubs that sent it, collectors. */
  sources: string[];
}

/**
 * The sources of what a clearance cleared (docs/decisions.md "Sustainability declaration"): a
 * clearance takes from the hub's stock of a material, and stock is not kept first-in-first-out, so
 * its sources are those of every registration of that material at the hub up to the clearance, read
 * from lineage: the supplier hub, the hub a transport came from, the collector; and a supplier
 * that is no hub of Cairn by the name the registration gave (a truck load's `supplier`).
 */
export const clearedMaterial = async (
  app: AppContext,
  clearance: HubEventRecord,
): Promise<ClearedMaterial> => {
  const node = await app.rows.get<LineageRow>('lineage', clearance.uuid);
  const materialTypes = [
    ...new Set(
      (node?.inputs ?? [])
        .filter((i) => i.kind === 'CLEARED' && i.fromKind === 'STOCK')
        .map((i) => i.from.split(':')[2]),
    ),
  ];
  const registrations = (
    await app.rows.findBy<HubEventRecord>('hubEvents', 'hubUuid', clearance.hubUuid)
  ).filter(
    (e) =>
      e.type === 'REGISTRATION' &&
      !e.removed &&
      e.materialType !== null &&
      materialTypes.includes(e.materialType) &&
      e.createdAt <= clearance.createdAt,
  );
  const rows = await app.rows.getMany<LineageRow>(
    'lineage',
    registrations.map((r) => r.uuid),
  );
  const loads = await app.rows.getMany<RegisteredMaterialRow>(
    'registeredMaterials',
    registrations.map((r) => r.uuid),
  );
  const hubIds = new Set<string>();
  const collectorIds = new Set<string>();
  const transportIds = new Set<string>();
  const named: string[] = [];
  for (const row of rows.values()) {
    for (const i of row.inputs) {
      if (i.fromKind === 'HUB') hubIds.add(i.from);
      else if (i.fromKind === 'COLLECTOR') collectorIds.add(i.from);
      else if (i.fromKind === 'TRANSPORT') transportIds.add(i.from);
    }
    const load = loads.get(row.id);
    if (load) {
      if (!load.ongoingTransportUuid && load.supplier) named.push(load.supplier);
    } else if (row.label && !row.inputs.some((i) => i.fromKind === 'HUB')) named.push(row.label);
  }
  const transports = await app.rows.getMany<LineageRow>('lineage', [...transportIds]);
  for (const t of transports.values()) if (t.hubUuid) hubIds.add(t.hubUuid);
  hubIds.delete(clearance.hubUuid);
  const hubs = await app.rows.getMany<HubRow>('hubs', [...hubIds]);
  const collectors = await app.rows.getMany<LineageRow>('lineage', [...collectorIds]);
  const sources = [
    ...[...hubIds].map((id) => hubs.get(id)?.name).filter((n): n is string => !!n),
    ...[...collectors.values()].map((c) => `Collector ${c.label ?? c.id}`),
    ...named.map((name) => `${name} (supplier not on Cairn)`),
  ];
  return {
    clearance,
    materialTypes,
    buyer: node?.label ?? null,
    sources: [...new Set(sources)].sort((a, b) => a.localeCompare(b)),
  };
};
