import { Callout, Card, H2, H4, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { type Hub, type MaterialPrice, priceInEffect } from '@cairn/contracts';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatDateTime } from '../common/dates';
import { t } from '../i18n';
import { PriceForm } from './price-form';
import { pricesKey } from './prices.api';
import '../admin/admin.css';
import { materialTypeLabel } from '../common/material-label';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * /admin/hubs/:hubUuid/prices: the hub's price list (docs/decisions.md "Prices"): set a price per
 * material from a day on, and every price ever set, the ones in effect today marked.
 */
export default function PricesPage() {
  const { hubUuid = '' } = useParams();
  const { data: hub } = useSWR<Hub>(`/api/admin/companies/hubs/${hubUuid}`);
  const { data: prices, error, isLoading } = useSWR<MaterialPrice[]>(pricesKey(hubUuid));
  const inEffect = (p: MaterialPrice) =>
    !!hub && priceInEffect(prices ?? [], p.materialType, today(), hub.currency) === p;
  return (
    <section className="cairn-page">
      <header className="cairn-page-header">
        <div>
          <Link to="/admin/hubs" className="cairn-back-link">
            Hubs
          </Link>
          <H2>Prices{hub ? `: ${hub.name}` : ''}</H2>
        </div>
      </header>
      {hub && (
        <Card>
          <H4>Set a price</H4>
          <PriceForm hubUuid={hubUuid} currency={hub.currency} />
        </Card>
      )}
      {isLoading && <Spinner aria-label="Loading prices" />}
      {error && !prices && <Callout intent="danger">{t('genericErrorMessage')}</Callout>}
      {prices && prices.length === 0 && (
        <NonIdealState icon="tag" title="No prices" description="No price has been set yet." />
      )}
      {prices && prices.length > 0 && (
        <div className="cairn-card-table">
          <HTMLTable className="cairn-hub-table" striped aria-label="Price history">
            <thead>
              <tr>
                <th>Material type</th>
                <th className="numeric">Price</th>
                <th>Effective from</th>
                <th>Set</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((p) => (
                <tr key={`${p.materialType}|${p.effectiveFrom}|${p.setAt}`}>
                  <td>
                    {materialTypeLabel(p.materialType)}{' '}
                    {inEffect(p) && (
                      <Tag minimal intent="success">
                        In effect
                      </Tag>
                    )}
                  </td>
                  <td className="numeric">
                    {p.price.toFixed(2)} {p.currency}
                  </td>
                  <td>{p.effectiveFrom}</td>
                  <td>
                    {formatDateTime(p.setAt)}
                    {p.setBy ? ` by ${p.setBy.name}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      )}
    </section>
  );
}
