import { roundQuantity, type HubEventRow } from '@cairn/contracts';
import type { ReportTable } from './report-workbook';

/** Per collector (by tracking number): how many collections, their weight (kg) and volume (l), and the materials. */
export const collectorTable = (
  events: ReadonlyArray<
    Pick<HubEventRow, 'collectorTrackingNumber' | 'weight' | 'quantityUnit' | 'materialType'>
  >,
): ReportTable => {
  const byCollector = new Map<
    string,
    { count: number; kg: number; liter: number; materials: Set<string> }
  >();
  for (const e of events) {
    if (!e.collectorTrackingNumber) continue;
    const line = byCollector.get(e.collectorTrackingNumber) ?? {
      count: 0,
      kg: 0,
      liter: 0,
      materials: new Set<string>(),
    };
    line.count++;
    if (e.quantityUnit === 'LITER') line.liter += e.weight;
    else line.kg += e.weight;
    if (e.materialType) line.materials.add(e.materialType);
    byCollector.set(e.collectorTrackingNumber, line);
  }
  return {
    name: 'Collectors',
    header: ['collectorTrackingNumber', 'collections', 'weightKg', 'volumeLiter', 'materials'],
    rows: [...byCollector]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([number, l]) => [
        number,
        l.count,
        roundQuantity(l.kg),
        roundQuantity(l.liter),
        [...l.materials].sort().join(' '),
      ]),
  };
};
