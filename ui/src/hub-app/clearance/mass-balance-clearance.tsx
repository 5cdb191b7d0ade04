import { Button, Card, H2, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { type HubType, type MassBalanceClearable, type TypeWeight } from '@cairn/contracts';
import { fetcher, post } from '../../api/request';
import { ConfirmButton } from '../../common/confirm-button';
import { formatNumber, unitText } from '../../common/format';
import { stageTitle, type MassBalanceAccount } from '../pipeline-stages';
import { rowName } from '../mass-balance-row';
import { useRun } from '../use-run.hook';
import { t } from '../hub-forms.messages';

/** The accounts whose stock can leave, in the pipeline's order. */
const CLEARABLE: readonly MassBalanceAccount[] = ['REGISTRATION', 'SEGREGATION', 'PROCESSING'];
// Everything up to when the panel opened: what is in stock does not depend on a period.
const SINCE = new Date(0).toISOString();
export const clearablePath = (account: MassBalanceAccount, until: string) =>
  `/api/massBalance/clearable?account=${account}&startDate=${encodeURIComponent(SINCE)}&endDate=${encodeURIComponent(until)}`;

/** The clearance form for one row: its type (and product), its whole weight (Document 3 §5 query). */
export const clearRoute = (row: TypeWeight) =>
  `/clear-material-stock?materialTypes=${encodeURIComponent(row.materialType)}${row.productType ? `&productType=${encodeURIComponent(row.productType)}` : ''}&total=${row.weight.toFixed(3)}`;

/**
 * The mass-balance clearance panel (issue 18, Document 3 §2): what each stage holds, by material or
 * product type (GET /api/massBalance/clearable); a row is cleared through the clearance form, and a
 * recycler's registered material can be graded by type (POST /api/massBalance/grading/start).
 */
export function MassBalanceClearance({
  hubType,
  canGrade,
}: {
  hubType: HubType;
  canGrade: boolean;
}) {
  const navigate = useNavigate();
  const [account, setAccount] = useState<MassBalanceAccount>('SEGREGATION');
  // One instant per opening, or every render would ask again (a new key).
  const [until] = useState(() => new Date().toISOString());
  const { data, mutate } = useSWR<MassBalanceClearable>(clearablePath(account, until), fetcher);
  const { busy, run } = useRun();
  const rows = data?.clearableTypeBreakdown ?? [];
  return (
    <Card compact className="mass-balance-clearance" data-testid="mass-balance-clearance">
      <H2>{t('hub.clearFromMassBalance')}</H2>
      <HTMLSelect
        aria-label={t('hub.stage')}
        value={account}
        fill
        onChange={(e) => setAccount(e.target.value as MassBalanceAccount)}
        options={CLEARABLE.map((a) => ({
          value: a,
          label: t('hub.stageStock', { stage: stageTitle(a, hubType) }),
        }))}
      />
      {!data ? (
        <Spinner size={24} />
      ) : rows.length === 0 ? (
        <p className="bp6-text-muted">{t('hub.nothingToClear')}</p>
      ) : (
        <ul className="clearance-panel__list">
          {rows.map((row) => (
            <li key={`${row.materialType}-${row.productType ?? ''}-${row.quantityUnit}`}>
              <div>
                <strong>{rowName(row)}</strong>
                <div className="bp6-text-muted">
                  {formatNumber(row.weight, 3)} {unitText(row.quantityUnit)}
                </div>
              </div>
              <div className="mass-balance-clearance__actions">
                {canGrade && account === 'REGISTRATION' && (
                  <ConfirmButton
                    icon="filter-list"
                    text={t('hub.grade')}
                    disabled={busy}
                    confirmText={t('hub.grade')}
                    question={t('hub.gradeAllQuestion', { name: rowName(row) })}
                    onConfirm={() =>
                      run(async () => {
                        await post('/api/massBalance/grading/start', {
                          materialType: row.materialType,
                        });
                        await mutate();
                      }, t('hub.gradingStarted'))
                    }
                  />
                )}
                <Button
                  size="large"
                  intent="primary"
                  icon="export"
                  text={t('hub.clear')}
                  aria-label={t('hub.clearName', { name: rowName(row) })}
                  onClick={() => navigate(clearRoute(row))}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
