import { Card, H2 } from '@blueprintjs/core';
import { type SegregationUnitView } from '@cairn/contracts';
import useSWR from 'swr';
import { fetcher } from '../api/request';
import { formatNumber, numberText, unitText } from '../common/format';
import { ONGOING_GRADING_PATH } from './overview-first-requests';
import { gradingInputText } from './pipeline-stages';
import { t } from './hub-app.messages';
import { materialTypeLabel } from '../common/material-label';

export { ONGOING_GRADING_PATH };

/** The hub's PROCESSING segregation unit, if any (the list holds at most one). */
export function useOngoingGrading() {
  const answer = useSWR<SegregationUnitView[]>(ONGOING_GRADING_PATH, fetcher);
  return { ...answer, unit: answer.data?.[0] ?? null };
}

/** Bag count, total and per-material breakdown of the ongoing grading (Document 3 §2 /finish-grading). */
export function OngoingGradingCard({ unit }: { unit: SegregationUnitView }) {
  const unitLabel = unitText(unit.quantityUnit);
  const breakdown = Object.entries(unit.materialBreakdown).sort((a, b) => b[1] - a[1]);
  return (
    <Card className="grading-card" compact data-testid="ongoing-grading">
      <H2>{t('hub.ongoingGrading')}</H2>
      <div className="registration-panel__figures">
        <div>
          <span className="registration-panel__figure">{unit.outputMaterialBagCount}</span>
          <span className="bp6-text-muted">
            {t('hub.outputBagsUnit', { count: unit.outputMaterialBagCount })}
          </span>
        </div>
        <div>
          <span className="registration-panel__figure">
            {numberText(unit.formattedMaterialTotal)}
          </span>
          <span className="bp6-text-muted">{t('hub.unitGraded', { unit: unitLabel })}</span>
        </div>
      </div>
      <p className="bp6-text-muted">
        {unit.originalMaterialType
          ? t('hub.gradingFromOf', {
              input: gradingInputText(unit),
              weight: `${numberText(unit.formattedWeight)} ${unitLabel}`,
              material: materialTypeLabel(unit.originalMaterialType),
            })
          : t('hub.gradingFrom', {
              input: gradingInputText(unit),
              weight: `${numberText(unit.formattedWeight)} ${unitLabel}`,
            })}
      </p>
      {breakdown.length > 0 && (
        <ul className="registration-panel__breakdown">
          {breakdown.map(([type, weight]) => (
            <li key={type}>
              <span className="registration-panel__material">{materialTypeLabel(type)}</span>
              <span />
              <span className="registration-panel__weight">
                {formatNumber(weight, 2)} {unitLabel}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
