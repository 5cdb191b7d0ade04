import { Button, H4, NonIdealState } from '@blueprintjs/core';
import { formatQuantity } from '@cairn/contracts';
import { useState } from 'react';
import useSWR from 'swr';
import { download } from '../api/request';
import { formatDayTime } from '../common/format';
import { materialTypeLabel } from '../common/material-label';
import { t } from './sustainability.messages';

interface DeclarableClearance {
  uuid: string;
  weighedAt: string;
  weight: number;
  quantityUnit: 'KG' | 'LITER';
  materialType: string | null;
}

/**
 * A declaring recycler's clearances, each with its sustainability declaration (PDF) to download.
 * `listPath` is the hub's or the admin's list; `pdfPath` builds the matching download path.
 */
export function DeclarationsList({
  listPath,
  pdfPath,
}: {
  listPath: string;
  pdfPath: (clearanceUuid: string) => string;
}) {
  const { data } = useSWR<DeclarableClearance[]>(listPath);
  const [busy, setBusy] = useState<string | null>(null);
  const fetchPdf = async (uuid: string) => {
    setBusy(uuid);
    try {
      await download('GET', pdfPath(uuid));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="declarations-title" data-testid="declarations">
      <H4 id="declarations-title">{t('sustainability.declarations')}</H4>
      {data?.length === 0 && (
        <NonIdealState icon="document" description={t('sustainability.noClearances')} />
      )}
      <ul className="clearance-panel__list">
        {data?.map((c) => (
          <li key={c.uuid}>
            <span>
              {formatDayTime(c.weighedAt)} ·{' '}
              {c.materialType ? materialTypeLabel(c.materialType) : ''} ·{' '}
              {formatQuantity(c.weight, c.quantityUnit)}
            </span>
            <Button
              icon="download"
              text={t('sustainability.declaration')}
              aria-label={t('sustainability.declarationOf', { at: formatDayTime(c.weighedAt) })}
              loading={busy === c.uuid}
              onClick={() => void fetchPdf(c.uuid)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
