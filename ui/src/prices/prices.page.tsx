import { Callout, Card, H1, H2, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { type Hub, type MaterialPrice, priceInEffect } from '@cairn/contracts';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { formatDate, formatDateTime } from '../common/dates';
import { formatNumber } from '../common/format';
import { t } from './prices.messages';
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
            {t('prices.hubs')}
          </Link>
          <H1>{hub ? t('prices.titleOf', { hub: hub.name }) : t('prices.title')}</H1>
        </div>
      </header>
      {hub && (
        <Card>
          <H2>{t('prices.setAPrice')}</H2>
          <PriceForm hubUuid={hubUuid} currency={hub.currency} />
        </Card>
      )}
      {isLoading && <Spinner aria-label={t('prices.loading')} />}
      {error && !prices && <Callout intent="danger">{t('genericErrorMessage')}</Callout>}
      {prices && prices.length === 0 && (
        <NonIdealState
          icon="tag"
          title={t('prices.noPrices')}
          description={t('prices.noPricesDescription')}
        />
      )}
      {prices && prices.length > 0 && (
        <div className="cairn-card-table">
          <HTMLTable className="cairn-hub-table" striped aria-label={t('prices.history')}>
            <thead>
              <tr>
                <th>{t('prices.materialType')}</th>
                <th className="numeric">{t('prices.price')}</th>
                <th>{t('prices.effectiveFrom')}</th>
                <th>{t('prices.set')}</th>
              </tr>
            </thead>
            <tbody>
              {prices.map((p) => (
                <tr key={`${p.materialType}|${p.effectiveFrom}|${p.setAt}`}>
                  <td>
                    {materialTypeLabel(p.materialType)}{' '}
                    {inEffect(p) && (
                      <Tag minimal intent="success">
                        {t('prices.inEffect')}
                      </Tag>
                    )}
                  </td>
                  <td className="numeric">
                    {formatNumber(p.price, 2)} {p.currency}
                  </td>
                  <td>{formatDate(p.effectiveFrom)}</td>
                  <td>
                    {formatDateTime(p.setAt)}
                    {p.setBy ? ` ${t('prices.by', { name: p.setBy.name })}` : ''}
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
