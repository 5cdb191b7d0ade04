import { Button, Card, Spinner } from '@blueprintjs/core';
import { NonIdealState } from '../common/headings';
import { useNavigate } from 'react-router-dom';
import { post } from '../api/request';
import { ConfirmButton } from '../common/confirm-button';
import { OngoingGradingCard, useOngoingGrading } from './ongoing-grading';
import { useRun } from './use-run.hook';
import { useInstructionGate } from './instruction-gate';
import type { HubConfig } from './use-hub-config.hook';
import { RecyclerGradingStart } from './truck-loads/truck-load-grading-start';
import { MixedMaterialList } from './mixed-materials';
import { EndInErrorButton } from './end-in-error-button';
import { t } from './hub-forms.messages';

/** The Grading tab: a start view until a segregation unit exists, then the ongoing grading (Document 3 §2). */
export function GradingPanel({ hub }: { hub?: HubConfig }) {
  const navigate = useNavigate();
  const { unit, data, error } = useOngoingGrading();
  const recycler = hub?.type === 'RECYCLER';
  const { busy, run } = useRun();
  const instruction = useInstructionGate(
    'FINISH_MATERIAL_GRADING',
    t('hub.gradingInstructionTitle'),
    t('hub.gradingInstruction'),
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
            title={t('hub.noGrading')}
            description={t('hub.noGradingDescription')}
          />
        </Card>
        <Button
          size="large"
          fill
          intent="primary"
          icon="play"
          text={t('hub.startGrading')}
          loading={busy}
          onClick={() =>
            void instruction.ask(() =>
              run(() => post('/api/collectedMaterials/grade', {}), t('hub.gradingStarted')),
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
                t('hub.gradingStarted'),
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
          text={t('hub.registerOutputBag')}
          disabled={busy}
          onClick={() => navigate(`/segregation-unit/${unit.uuid}/register-output-material-bag`)}
        />
        <ConfirmButton
          fill
          icon="tick"
          text={t('hub.finishGrading')}
          loading={busy}
          disabled={unit.outputMaterialBagCount === 0}
          question={t('hub.finishGradingQuestion')}
          confirmText={t('hub.finishGrading')}
          onConfirm={() =>
            run(() => post(`/api/segregationUnits/${unit.uuid}/finish`), t('hub.gradingFinished'))
          }
        />
        <EndInErrorButton
          path={`/api/segregationUnits/${unit.uuid}/error`}
          question={t('hub.gradingErrorQuestion')}
          doneMessage={t('hub.gradingEndedInError')}
          disabled={busy}
        />
      </div>
      {unit.outputMaterialBagCount === 0 && (
        <p className="bp6-text-muted">{t('hub.registerOneToFinish')}</p>
      )}
    </div>
  );
}
