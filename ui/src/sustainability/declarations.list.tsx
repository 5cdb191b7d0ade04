import { Button, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { localDay, monthPeriod, type DeclarableClearance } from '@cairn/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { download } from '../api/request';
import { formatDayTime } from '../common/format';
import { materialTypeLabel } from '../common/material-label';
import { formatStock } from '../stock/stock-format';
import { t } from './sustainability.messages';

/**
 * A declaring recycler's clearances, each with its sustainability declaration (PDF) to download, and
 * the declaration of a month's clearances. `listPath` is the hub's or the admin's list; `pdfPath` and
 * `periodPath` build the matching download paths.
 */
export function DeclarationsList({
  listPath,
  pdfPath,
  periodPath,
}: {
  listPath: string;
  pdfPath: (clearanceUuid: string) => string;
  periodPath: string;
}) {
  const { data } = useSWR<DeclarableClearance[]>(listPath);
  const [busy, setBusy] = useState<string | null>(null);
  const [month, setMonth] = useState(() => localDay(new Date()).slice(0, 7));
  const fetchPdf = async (key: string, path: string) => {
    setBusy(key);
    try {
      await download('GET', path);
    } finally {
      setBusy(null);
    }
  };
  const monthPdf = () => {
    const { from, to } = monthPeriod(month);
    return fetchPdf('month', `${periodPath}?from=${from}&to=${to}`);
  };
  return (
    <section aria-labelledby="declarations-title" data-testid="declarations">
      <H3 id="declarations-title">{t('sustainability.declarations')}</H3>
      <FormGroup label={t('sustainability.month')} labelFor="declaration-month" inline>
        <InputGroup
          id="declaration-month"
          type="month"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
      </FormGroup>
      <Button
        icon="download"
        text={t('sustainability.monthDeclaration')}
        disabled={!/^\d{4}-\d{2}$/.test(month)}
        loading={busy === 'month'}
        onClick={() => void monthPdf()}
      />
      {data?.length === 0 && (
        <NonIdealState icon="document" description={t('sustainability.noClearances')} />
      )}
      <ul className="clearance-panel__list">
        {data?.map((c) => (
          <li key={c.uuid}>
            <span>
              {formatDayTime(c.weighedAt)} ·{' '}
              {c.materialType ? materialTypeLabel(c.materialType) : ''} ·{' '}
              {formatStock(c.weight, c.quantityUnit)}
            </span>
            <Button
              icon="download"
              text={t('sustainability.declaration')}
              aria-label={t('sustainability.declarationOf', { at: formatDayTime(c.weighedAt) })}
              loading={busy === c.uuid}
              onClick={() => void fetchPdf(c.uuid, pdfPath(c.uuid))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
