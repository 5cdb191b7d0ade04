import { Button, Card, H2, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { useNavigate } from 'react-router-dom';
import { type ProcessingUnitView, type QuantityUnit } from '@cairn/contracts';
import { post } from '../../api/request';
import { ConfirmButton } from '../../common/confirm-button';
import { formatNumber, numberText, unitText } from '../../common/format';
import type { HubConfig } from '../use-hub-config.hook';
import { StartProcessingForm } from './start-processing-form';
import { TruckLoadList } from '../truck-loads/truck-loads';
import { useRun } from '../use-run.hook';
import { useOngoingProcessing } from './ongoing-processing';
import { EndInErrorButton } from '../end-in-error-button';
import { t } from '../hub-forms.messages';
import { materialTypeLabel } from '../../common/material-label';
import { enumLabel, enumLabels } from '../../common/product-labels.messages';

/** Input, output bags and totals of the ongoing processing. */
function OngoingProcessingCard({ unit }: { unit: ProcessingUnitView }) {
  const total = (u: QuantityUnit) =>
    unit.outputMaterialBags.filter((b) => b.quantityUnit === u).reduce((s, b) => s + b.weight, 0);
  const liters = total('LITER');
  return (
    <Card className="grading-card" compact data-testid="ongoing-processing">
      <H2>{t('hub.ongoingProcessing')}</H2>
      <div className="registration-panel__figures">
        <div>
          <span className="registration-panel__figure">{unit.outputMaterialBags.length}</span>
          <span className="bp6-text-muted">
            {t('hub.outputBagsUnit', { count: unit.outputMaterialBags.length })}
          </span>
        </div>
        <div>
          <span className="registration-panel__figure">{formatNumber(total('KG'), 2)}</span>
          <span className="bp6-text-muted">{t('hub.unitProcessed', { unit: 'kg' })}</span>
        </div>
        {liters > 0 && (
          <div>
            <span className="registration-panel__figure">{formatNumber(liters, 2)}</span>
            <span className="bp6-text-muted">{t('hub.unitProcessed', { unit: 'l' })}</span>
          </div>
        )}
      </div>
      <p className="bp6-text-muted">
        {t('hub.processingFrom', {
          weight: `${numberText(unit.formattedWeight)} kg`,
          material: materialTypeLabel(unit.materialType),
        })}
        {unit.supplier ? ` (${unit.supplier})` : ''}
        {unit.rejectedWeight > 0
          ? `, ${t('hub.rejected', { weight: `${formatNumber(unit.rejectedWeight, 2)} kg` })}`
          : ''}
      </p>
      {(unit.processingSteps ?? []).length > 0 && (
        <p data-testid="processing-steps">
          Steps: {unit.processingSteps.map(enumLabels('ProcessingStep')).join(' → ')}
        </p>
      )}
      {unit.outputMaterialBags.length > 0 && (
        <ul className="registration-panel__breakdown">
          {unit.outputMaterialBags.map((b) => (
            <li key={b.uuid}>
              <span className="registration-panel__material">
                {materialTypeLabel(b.materialType)}
              </span>
              <span className="bp6-text-muted">{enumLabel('ProductType', b.productType)}</span>
              <span className="registration-panel__weight">
                {formatNumber(b.weight, 2)} {unitText(b.quantityUnit)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The Processing tab: a start view until a processing unit is in progress, then the ongoing processing, which can be finished (Document 3 §2). */
export function ProcessingPanel({ hub }: { hub: HubConfig }) {
  const navigate = useNavigate();
  const { unit, data, error } = useOngoingProcessing();
  const { busy, run } = useRun();
  if (!data && !error) return <Spinner size={32} />;
  if (!unit) {
    return (
      <div className="grading-panel">
        <Card compact>
          <NonIdealState
            icon="cog"
            title={t('hub.noProcessing')}
            description={t('hub.noProcessingDescription')}
          />
        </Card>
        <TruckLoadList
          title={t('hub.truckLoadsToProcess')}
          empty={t('noMaterialSourceForProcessing')}
          action={{
            text: t('hub.process'),
            icon: 'cog',
            busy,
            confirm: t('hub.processQuestion'),
            onClick: (load) =>
              void run(
                () => post(`/api/registeredMaterials/${load.uuid}/process`),
                t('hub.processingStarted'),
              ),
          }}
        />
        <StartProcessingForm hub={hub} />
      </div>
    );
  }
  return (
    <div className="grading-panel">
      <OngoingProcessingCard unit={unit} />
      <div className="grading-panel__actions">
        <Button
          size="large"
          fill
          intent="primary"
          icon="add"
          text={t('hub.registerOutputBag')}
          disabled={busy}
          onClick={() => navigate(`/processing-unit/${unit.uuid}/register-output-material-bag`)}
        />
        <ConfirmButton
          fill
          icon="tick"
          text={t('hub.finishProcessing')}
          loading={busy}
          disabled={unit.outputMaterialBags.length === 0}
          question={t('hub.finishProcessingQuestion')}
          confirmText={t('hub.finishProcessing')}
          onConfirm={() =>
            run(() => post(`/api/processingUnits/${unit.uuid}/finish`), t('hub.processingFinished'))
          }
        />
        <EndInErrorButton
          path={`/api/processingUnits/${unit.uuid}/error`}
          question={t('hub.processingErrorQuestion')}
          doneMessage={t('hub.processingEndedInError')}
          disabled={busy}
        />
      </div>
      {unit.outputMaterialBags.length === 0 && (
        <p className="bp6-text-muted">{t('hub.registerOneToFinish')}</p>
      )}
    </div>
  );
}
