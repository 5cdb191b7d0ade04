import './truck-loads/truck-loads.css';
import { Button, Card, H3, Spinner } from '@blueprintjs/core';
import useSWR from 'swr';
import { type MixedMaterialView } from '@cairn/contracts';
import { fetcher } from '../api/request';
import { formatDayTime, formatNumber, unitText } from '../common/format';
import { unitLabel } from './pipeline-stages';
import { t } from './hub-forms.messages';
import { materialTypeLabel } from '../common/material-label';

const MIXED_MATERIALS_PATH = '/api/collectedMaterials/mixed';

/**
 * A collection center's containers and truck loads not graded yet (GET /api/collectedMaterials/mixed): each is
 * graded on its own (POST /api/collectedMaterials/grade with its uuid), while "Start grading" takes the waste bags.
 * Nothing shows when none waits.
 */
export function MixedMaterialList({
  busy,
  onGrade,
}: {
  busy: boolean;
  onGrade: (material: MixedMaterialView) => void;
}) {
  const { data, error } = useSWR<MixedMaterialView[]>(MIXED_MATERIALS_PATH, fetcher);
  if (!data && !error) return <Spinner size={20} />;
  if (!data || data.length === 0) return null;
  return (
    <Card compact className="truck-loads" data-testid="mixed-materials">
      <H3>{t('hub.mixedToGrade')}</H3>
      <ul className="truck-loads__list">
        {data.map((m) => (
          <li key={m.uuid} className="truck-loads__row mixed-materials__row">
            {/* At 360 px the name wraps rather than hide the material; the weight leads the line under it. */}
            <div className="truck-loads__main">
              <strong>
                {unitLabel(m.registrationUnit)}: {materialTypeLabel(m.materialType)}
              </strong>
              <span className="bp6-text-muted truck-loads__meta">
                {[
                  `${formatNumber(m.weight, 2)} ${unitText(m.quantityUnit)}`,
                  m.licensePlate,
                  formatDayTime(m.createdAt),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </div>
            <Button
              size="large"
              icon="filter-list"
              text={t('hub.grade')}
              disabled={busy}
              aria-label={t('hub.gradeUnitOf', {
                unit: m.registrationUnit,
                material: materialTypeLabel(m.materialType),
              })}
              onClick={() => onGrade(m)}
            />
          </li>
        ))}
      </ul>
    </Card>
  );
}
