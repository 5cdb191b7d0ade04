import {
  Button,
  Callout,
  Card,
  FormGroup,
  H1,
  HTMLSelect,
  HTMLTable,
  Spinner,
} from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { useState } from 'react';
import useSWR from 'swr';
import { type HubStockRow, type HubSummary } from '@cairn/contracts';
import { download, fetcher } from '../api/request';
import { formatPrice, formatStock, oilInLiters } from './stock-format';
import { unitText } from '../common/format';
import './hub-stock.css';
import { AsOfBanner, AsOfPicker, asOfParam } from '../audit-trail/as-of';
import { t } from './stock.messages';
import { materialTypeLabel } from '../common/material-label';

/** /admin/hub-stock (Document 2 §2): stock per hub and material, a hub filter and an export. */
export default function HubStockPage() {
  const [hubUuid, setHubUuid] = useState('');
  const [exporting, setExporting] = useState(false);
  const [asOf, setAsOf] = useState('');
  // No query: every hub, whatever its state (Document 2 §7).
  const { data: hubs } = useSWR<HubSummary[]>('/api/admin/companies/hubs', fetcher);
  const query = hubUuid ? `?hubUuid=${encodeURIComponent(hubUuid)}` : '';
  const { data: rows, isLoading } = useSWR<HubStockRow[]>(
    `/api/admin/hubs/stock${query}${asOfParam(asOf, query ? '&' : '?')}`,
    fetcher,
    { keepPreviousData: true },
  );
  const showHub = !hubUuid;
  const anyFlagged = (rows ?? []).some((row) => (row.flaggedQuantity ?? 0) !== 0);

  const onExport = async () => {
    setExporting(true);
    try {
      await download('POST', `/api/admin/hubs/stock/export${query}`);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="hub-stock-page">
      <div className="hub-stock-page__header">
        <H1>{t('stock.hubStock')}</H1>
        <Button
          icon="export"
          text={t('stock.export')}
          loading={exporting}
          disabled={!rows?.length}
          onClick={() => void onExport()}
        />
      </div>
      <Card className="hub-stock-page__filters">
        <FormGroup label={t('stock.hub')} labelFor="stock-hub">
          <HTMLSelect
            id="stock-hub"
            value={hubUuid}
            onChange={(e) => setHubUuid(e.currentTarget.value)}
            options={[
              { value: '', label: t('stock.allHubs') },
              ...(hubs ?? []).map((h) => ({
                value: h.uuid,
                label: h.city ? `${h.name} (${h.city})` : h.name,
              })),
            ]}
          />
        </FormGroup>
        <AsOfPicker value={asOf} onChange={setAsOf} />
      </Card>
      <AsOfBanner value={asOf} />
      <Card className="hub-stock-page__list">
        {isLoading && !rows ? (
          <Spinner />
        ) : !rows?.length ? (
          <NonIdealState
            icon="box"
            title={t('stock.noStock')}
            description={t('stock.noStockDescription')}
          />
        ) : (
          <HTMLTable striped className="hub-stock-table">
            <thead>
              <tr>
                {showHub && <th>{t('stock.hub')}</th>}
                <th>{t('stock.materialType')}</th>
                <th className="numeric">{t('stock.stock')}</th>
                <th className="numeric">{t('stock.price')}</th>
                <th className="numeric">{t('stock.value')}</th>
                <th className="numeric">{t('stock.baleCount')}</th>
                {anyFlagged && <th className="numeric">{t('stock.ofWhichFlagged')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.hubUuid}-${row.materialType}-${row.quantityUnit}`}>
                  {showHub && <td>{row.hubName}</td>}
                  <td>{materialTypeLabel(row.materialType)}</td>
                  <td className="numeric">
                    {formatStock(row.quantity, row.quantityUnit)}
                    {oilInLiters(row) && (
                      <div className="bp6-text-muted bp6-text-small">{oilInLiters(row)}</div>
                    )}
                  </td>
                  <td className="numeric">
                    {formatPrice(row.price, row.currency)}
                    {row.price !== null && `/${unitText(row.quantityUnit)}`}
                  </td>
                  <td className="numeric">{formatPrice(row.value, row.currency)}</td>
                  <td className="numeric">{row.baleCount}</td>
                  {anyFlagged && (
                    <td className="numeric">
                      {row.flaggedQuantity
                        ? formatStock(row.flaggedQuantity, row.quantityUnit)
                        : '-'}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
        {anyFlagged && (
          <Callout intent="warning" icon="flag" className="hub-stock-page__flagged">
            {t('stock.flaggedExplained')}
          </Callout>
        )}
      </Card>
    </div>
  );
}
