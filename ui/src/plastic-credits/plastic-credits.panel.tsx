import { HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { type PlasticCredits, PlasticCreditsPeriodType } from '@cairn/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { materialTypeLabel } from '../common/material-label';
import { enumLabel } from '../common/enum-labels.messages';

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
        Approved plastic collected {data?.since ? `since ${data.since}` : 'so far'}:{' '}
        <strong>{(data?.total ?? 0).toFixed(2)} kg</strong>
      </p>
      <HTMLSelect
        aria-label="Period"
        value={periodType}
        onChange={(e) => setPeriodType(e.target.value as PlasticCreditsPeriodType)}
      >
        {PlasticCreditsPeriodType.options.map((p) => (
          <option key={p} value={p}>
            {enumLabel('PlasticCreditsPeriodType', p)}
          </option>
        ))}
      </HTMLSelect>
      {isLoading && !data && <Spinner size={20} aria-label="Loading plastic credits" />}
      {data && data.rows.length === 0 && (
        <NonIdealState icon="clean" description="No approved plastic volume yet." />
      )}
      {data && data.rows.length > 0 && (
        <HTMLTable compact striped aria-label="Plastic credits">
          <thead>
            <tr>
              <th>Period</th>
              <th>Material type</th>
              <th className="numeric">Approved</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((r) => (
              <tr key={`${r.period}|${r.materialType}`}>
                <td>{r.period}</td>
                <td>{materialTypeLabel(r.materialType)}</td>
                <td className="numeric">{r.weight.toFixed(2)} kg</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </div>
  );
}
