import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { post } from '../api/request';
import { ConfirmButton } from '../common/confirm-button';
import { OngoingGradingCard, useOngoingGrading } from './ongoing-grading';
import { useRun } from './use-run.hook';
import { useInstructionGate } from './instruction-gate';
import type { HubConfig } from './use-hub-config.hook';
import { RecyclerGradingStart } from './truck-loads/truck-load-grading-start';
import { MixedMaterialList } from './mixed-materials';

/** The Grading tab: a start view until a segregation unit exists, then the ongoing grading (Document 3 §2). */
export function GradingPanel({ hub }: { hub?: HubConfig }) {
  const navigate = useNavigate();
  const { unit, data, error } = useOngoingGrading();
  const recycler = hub?.type === 'RECYCLER';
  const { busy, run } = useRun();
  const instruction = useInstructionGate(
    'FINISH_MATERIAL_GRADING',
    'Grading the waste bags',
    'Sort every registered waste bag into output bags. Weigh each output bag and register it with its picture. When all are graded, finish the grading on this tab.',
  );

  if (!data && !error) return <Spinner size={32} />;
  // A recycler grades one truck load at a time (recycler/).
  if (!unit && recycler) return <RecyclerGradingStart />;
  if (!unit) {
    return (
      <div className="grading-panel">
        <Card compact>
          <NonIdealState
            icon="filter-list"
            title="No grading in progress"
            description="Start grading to sort every registered waste bag that is not graded yet into output bags, or grade a container or truck load on its own."
          />
        </Card>
        <Button
          size="large"
          fill
          intent="primary"
          icon="play"
          text="Start grading"
          loading={busy}
          onClick={() =>
            void instruction.ask(() =>
              run(() => post('/api/collectedMaterials/grade', {}), 'Grading started.'),
            )
          }
        />
        {/* Containers and truck loads are graded one at a time (Document 3 §7, collectedMaterialUuid). */}
        <MixedMaterialList
          busy={busy}
          onGrade={(m) =>
            void instruction.ask(() =>
              run(
                () => post('/api/collectedMaterials/grade', { collectedMaterialUuid: m.uuid }),
                'Grading started.',
              ),
            )
          }
        />
        {instruction.dialog}
      </div>
    );
  }
  return (
    <div className="grading-panel">
      <OngoingGradingCard unit={unit} />
      <div className="grading-panel__actions">
        <Button
          size="large"
          fill
          intent="primary"
          icon="add"
          text="Register output bag"
          disabled={busy}
          onClick={() => navigate(`/segregation-unit/${unit.uuid}/register-output-material-bag`)}
        />
        <ConfirmButton
          fill
          icon="tick"
          text="Finish grading"
          loading={busy}
          disabled={unit.outputMaterialBagCount === 0}
          question="Finish this grading? Its output bags are final and no bag can be added to it."
          confirmText="Finish grading"
          onConfirm={() =>
            run(() => post(`/api/segregationUnits/${unit.uuid}/finish`), 'Grading finished.')
          }
        />
      </div>
      {unit.outputMaterialBagCount === 0 && (
        <p className="bp6-text-muted">Register at least one output bag to finish.</p>
      )}
    </div>
  );
}
