import { Button, Card, H4, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { materialTypeLabel, type ProcessingUnitView } from '@cairn/contracts';
import { post } from '../../api/request';
import { ConfirmButton } from '../../common/confirm-button';
import { humanize, unitText } from '../../common/format';
import type { HubConfig } from '../use-hub-config.hook';
import { StartProcessingForm } from './start-processing-form';
import { TruckLoadList } from '../truck-loads/truck-loads';
import { useRun } from '../use-run.hook';
import { useOngoingProcessing } from './ongoing-processing';

/** Input, output bags and totals of the ongoing processing. */
function OngoingProcessingCard({ unit }: { unit: ProcessingUnitView }) {
  const total = (u: 'KG' | 'LITER') =>
    unit.outputMaterialBags.filter((b) => b.quantityUnit === u).reduce((s, b) => s + b.weight, 0);
  const liters = total('LITER');
  return (
    <Card className="grading-card" compact data-testid="ongoing-processing">
      <H4>Ongoing processing</H4>
      <div className="registration-panel__figures">
        <div>
          <span className="registration-panel__figure">{unit.outputMaterialBags.length}</span>
          <span className="bp6-text-muted">output bags</span>
        </div>
        <div>
          <span className="registration-panel__figure">{total('KG').toFixed(2)}</span>
          <span className="bp6-text-muted">kg processed</span>
        </div>
        {liters > 0 && (
          <div>
            <span className="registration-panel__figure">{liters.toFixed(2)}</span>
            <span className="bp6-text-muted">l processed</span>
          </div>
        )}
      </div>
      <p className="bp6-text-muted">
        From {unit.formattedWeight} kg of {materialTypeLabel(unit.materialType)}
        {unit.supplier ? ` (${unit.supplier})` : ''}
        {unit.rejectedWeight > 0 ? `, ${unit.rejectedWeight.toFixed(2)} kg rejected` : ''}
      </p>
      {(unit.processingSteps ?? []).length > 0 && (
        <p data-testid="processing-steps">
          Steps: {unit.processingSteps.map(humanize).join(' → ')}
        </p>
      )}
      {unit.outputMaterialBags.length > 0 && (
        <ul className="registration-panel__breakdown">
          {unit.outputMaterialBags.map((b) => (
            <li key={b.uuid}>
              <span className="registration-panel__material">
                {materialTypeLabel(b.materialType)}
              </span>
              <span className="bp6-text-muted">{humanize(b.productType)}</span>
              <span className="registration-panel__weight">
                {b.weight.toFixed(2)} {unitText(b.quantityUnit)}
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
            title="No processing in progress"
            description="Process a waiting truck load, or material from your stock."
          />
        </Card>
        <TruckLoadList
          title="Truck loads to process"
          empty="There is no material to process."
          action={{
            text: 'Process',
            icon: 'cog',
            busy,
            confirm: 'Process this truck load? Its whole weight goes into a new processing run.',
            onClick: (load) =>
              void run(
                () => post(`/api/registeredMaterials/${load.uuid}/process`),
                'Processing started.',
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
          text="Register output bag"
          disabled={busy}
          onClick={() => navigate(`/processing-unit/${unit.uuid}/register-output-material-bag`)}
        />
        <ConfirmButton
          fill
          icon="tick"
          text="Finish processing"
          loading={busy}
          disabled={unit.outputMaterialBags.length === 0}
          question="Finish this processing run? Its output bags are final and no bag can be added to it."
          confirmText="Finish processing"
          onConfirm={() =>
            run(() => post(`/api/processingUnits/${unit.uuid}/finish`), 'Processing finished.')
          }
        />
      </div>
      {unit.outputMaterialBags.length === 0 && (
        <p className="bp6-text-muted">Register at least one output bag to finish.</p>
      )}
    </div>
  );
}
