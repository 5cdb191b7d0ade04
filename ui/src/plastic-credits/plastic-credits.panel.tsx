import { HTMLSelect, HTMLTable, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { type PlasticCredits, PlasticCreditsPeriodType } from '@cairn/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { materialTypeLabel } from '../common/material-label';
import { formatDate } from '../common/dates';
import { formatNumber } from '../common/format';
import { t } from './plastic-credits.messages';

/**
 * Approved plastic volume since the hub's since day, per period and material (docs/decisions.md
 * "Plastic credits"). `path` is the admin's or the hub's call; `?periodType=` is added here.
 */
export function PlasticCreditsPanel({ path }: { path: string }) {
  const [periodType, setPeriodType] = useState<PlasticCreditsPeriodType>('MONTH');
  const join = path.includes('?') ? '&' : '?';
  const { data, isLoading } = useSWR<PlasticCredits>(`${path}${join}periodType=${periodType}`, {
    keepPreviousData: true,
  });
  return (
    <div className="plastic-credits" data-testid="plastic-credits">
      <p className="bp6-text-muted">
        {data?.since
          ? t('credits.approvedSince', { since: formatDate(data.since) })
          : t('credits.approvedSoFar')}{' '}
        <strong>{formatNumber(data?.total ?? 0, 2)} kg</strong>
      </p>
      <HTMLSelect
        aria-label={t('credits.period')}
        value={periodType}
        onChange={(e) => setPeriodType(e.target.value as PlasticCreditsPeriodType)}
      >
        {PlasticCreditsPeriodType.options.map((p) => (
          <option key={p} value={p}>
            {t(`credits.period_${p}`)}
          </option>
        ))}
      </HTMLSelect>
      {isLoading && !data && <Spinner size={20} aria-label={t('credits.loading')} />}
      {data && data.rows.length === 0 && (
        <NonIdealState icon="clean" description={t('credits.none')} />
      )}
      {data && data.rows.length > 0 && (
        <HTMLTable compact striped aria-label={t('credits.title')}>
          <thead>
            <tr>
              <th>{t('credits.period')}</th>
              <th>{t('credits.materialType')}</th>
              <th className="numeric">{t('credits.approved')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={`${r.period}|${r.materialType}`}>
                <td>{r.period}</td>
                <td>{materialTypeLabel(r.materialType)}</td>
                <td className="numeric">{formatNumber(r.weight, 2)} kg</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
