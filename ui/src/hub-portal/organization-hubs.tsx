import { FormGroup, H4, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { type HubStockRow, type HubType } from '@cairn/contracts';
import useSWR from 'swr';
import { MassBalancePanel } from '../hub-app/mass-balance-panel';
import { formatPrice, formatStock } from '../stock/stock-format';
import { materialTypeLabel } from '../common/material-label';
import { t } from './hub-portal.messages';

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
    <FormGroup label={t('portal.hub')} labelFor="organization-hub" inline>
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
    <section
      aria-label={t('portal.overviewOf', { hub: hub.name })}
      className="hub-portal__pipeline"
    >
      <H4>{t('portal.pipelineAndMassBalance')}</H4>
      <MassBalancePanel hubType={hub.type} hubUuid={hub.uuid} />
      <H4>{t('portal.stock')}</H4>
      {stock && stock.length === 0 && (
        <NonIdealState icon="box" description={t('portal.noStock')} />
      )}
      {stock && stock.length > 0 && (
        <HTMLTable compact striped aria-label={t('portal.stockOf', { hub: hub.name })}>
          <thead>
            <tr>
              <th>{t('portal.materialType')}</th>
              <th className="numeric">{t('portal.stock')}</th>
              <th className="numeric">{t('portal.value')}</th>
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
