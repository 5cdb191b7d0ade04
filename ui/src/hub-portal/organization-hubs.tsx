import { FormGroup, H4, HTMLSelect, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { type HubStockRow, type HubType } from '@cairn/contracts';
import useSWR from 'swr';
import { MassBalancePanel } from '../hub-app/mass-balance-panel';
import { formatPrice, formatStock } from '../stock/stock-format';
import { materialTypeLabel } from '../common/material-label';

export interface AssignedHub {
  uuid: string;
  name: string;
  type: HubType;
}
export const ASSIGNED_HUBS_KEY = '/api/organization/hubs';

/** The assigned hub an ORGANIZATION's owner is looking at. */
export function AssignedHubPicker({
  hubs,
  value,
  onChange,
}: {
  hubs: AssignedHub[];
  value: string;
  onChange: (uuid: string) => void;
}) {
  return (
    <FormGroup label="Hub" labelFor="organization-hub" inline>
      <HTMLSelect id="organization-hub" value={value} onChange={(e) => onChange(e.target.value)}>
        {hubs.map((h) => (
          <option key={h.uuid} value={h.uuid}>
            {h.name}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}

/** An assigned hub's pipeline, mass balance and stock, as its own owner sees them. */
export function AssignedHubOverview({ hub }: { hub: AssignedHub }) {
  const { data: stock } = useSWR<HubStockRow[]>(`/api/stock?hubUuid=${hub.uuid}`);
  return (
    <section aria-label={`Overview of ${hub.name}`} className="hub-portal__pipeline">
      <H4>Pipeline and mass balance</H4>
      <MassBalancePanel hubType={hub.type} hubUuid={hub.uuid} />
      <H4>Stock</H4>
      {stock && stock.length === 0 && <NonIdealState icon="box" description="No stock." />}
      {stock && stock.length > 0 && (
        <HTMLTable compact striped aria-label={`Stock of ${hub.name}`}>
          <thead>
            <tr>
              <th>Material type</th>
              <th className="numeric">Stock</th>
              <th className="numeric">Value</th>
            </tr>
          </thead>
          <tbody>
            {stock.map((row) => (
              <tr key={`${row.materialType}-${row.quantityUnit}`}>
                <td>{materialTypeLabel(row.materialType)}</td>
                <td className="numeric">{formatStock(row.quantity, row.quantityUnit)}</td>
                <td className="numeric">{formatPrice(row.value, row.currency)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
