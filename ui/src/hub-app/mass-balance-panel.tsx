import { Button, Card, Collapse, H2, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import useSWR from 'swr';
import type { HubType, MassBalanceOverview } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { formatNumber, unitText } from '../common/format';
import { PeriodSelector, usePeriod } from '../common/period-selector';
import type { Period } from '../common/period-range';
import { useDebouncedValue } from '../common/use-debounced-value';
import { stageTitle, type MassBalanceAccount } from './pipeline-stages';
import { rowName } from './mass-balance-row';
import { t } from './hub-forms.messages';

const ACCOUNTS: readonly MassBalanceAccount[] = [
  'REGISTRATION',
  'SEGREGATION',
  'PROCESSING',
  'CLEARANCE',
];

const overviewPath = (account: string, period: Period, hubUuid?: string) =>
  `/api/massBalance/overview?account=${account}&startDate=${encodeURIComponent(period.start.toISOString())}&endDate=${encodeURIComponent(period.end.toISOString())}${hubUuid ? `&hubUuid=${hubUuid}` : ''}`;

/** Kilograms, and the litres (OIL) beside them when there are any: the two are never added (no conversion factor). */
export const totalText = (
  data: Pick<MassBalanceOverview, 'total' | 'literTotal' | 'quantityUnit'> | undefined,
): string => {
  const kg = `${formatNumber(data?.total ?? 0, 2)} ${unitText(data?.quantityUnit ?? 'KG')}`;
  return data?.literTotal ? `${kg} · ${formatNumber(data.literTotal, 2)} ${unitText('LITER')}` : kg;
};

/** One account's total in the period, expandable per material type. */
function AccountTotal({
  account,
  title,
  period,
  hubUuid,
}: {
  account: string;
  title: string;
  period: Period;
  hubUuid?: string;
}) {
  const [open, setOpen] = useState(false);
  const { data, error } = useSWR<MassBalanceOverview>(
    overviewPath(account, period, hubUuid),
    fetcher,
    {
      keepPreviousData: true,
    },
  );
  const unit = unitText(data?.quantityUnit ?? 'KG');
  const rows = data?.outputTypeBreakdown ?? [];
  const flagged = data?.flaggedTotal ?? 0;
  return (
    <div className="mass-balance__account" data-testid={`mass-balance-${account}`}>
      <Button
        variant="minimal"
        fill
        alignText="start"
        className="mass-balance__toggle"
        disabled={rows.length === 0}
        icon={open ? 'chevron-down' : 'chevron-right'}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        <span className="mass-balance__title">{title}</span>
        <span className="mass-balance__total">
          {!data && !error ? <Spinner size={14} /> : totalText(data)}
        </span>
      </Button>
      {flagged > 0 && (
        <p className="mass-balance__flagged bp6-text-small">
          {t('hub.flaggedShare', { weight: `${formatNumber(flagged, 2)} ${unit}` })}
        </p>
      )}
      <Collapse isOpen={open && rows.length > 0}>
        <ul className="mass-balance__breakdown">
          {rows.map((r) => (
            <li key={`${r.materialType}-${r.productType ?? ''}-${r.quantityUnit}`}>
              <span className="mass-balance__material">{rowName(r)}</span>
              <span className="mass-balance__weight">
                {formatNumber(r.weight, 2)} {unitText(r.quantityUnit)}
              </span>
            </li>
          ))}
        </ul>
      </Collapse>
    </div>
  );
}

/**
 * Mass balance for hubs with MASS_BALANCE_TRACKING: each stage's total of the chosen period, named as
 * the hub type names it. `hubUuid`: an ORGANIZATION's assigned hub (the caller's own hub otherwise).
 */
export function MassBalancePanel({ hubType, hubUuid }: { hubType?: HubType; hubUuid?: string }) {
  const [period, setPeriod] = usePeriod();
  // Arrows may be pressed quickly: ask the server once the period rests for 500 ms (Document 3 §9).
  const settled = useDebouncedValue(period, 500);
  return (
    <Card className="mass-balance" compact>
      <H2>{t('hub.massBalance')}</H2>
      <PeriodSelector period={period} onChange={setPeriod} />
      {ACCOUNTS.map((account) => (
        <AccountTotal
          key={account}
          account={account}
          title={stageTitle(account, hubType)}
          period={settled}
          hubUuid={hubUuid}
        />
      ))}
    </Card>
  );
}
