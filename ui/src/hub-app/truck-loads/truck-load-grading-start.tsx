import { Card } from '@blueprintjs/core';
import { NonIdealState } from '../../common/headings';
import { isGradable, type RegisteredMaterialView } from '@cairn/contracts';
import { post } from '../../api/request';
import { useInstructionGate } from '../instruction-gate';
import { TruckLoadList } from './truck-loads';
import { useRun } from '../use-run.hook';
import { useHubConfig } from '../use-hub-config.hook';
import { t } from '../hub-forms.messages';

/**
 * A recycler's grading start view: grade one waiting truck load (POST /api/registeredMaterials/{uuid}/grade).
 * Until the user has seen the instruction more than three times, a dialog explains how the grading ends;
 * continuing records the view and starts (Document 3 §4).
 */
export function RecyclerGradingStart() {
  const { busy, run } = useRun();
  const { data: hub } = useHubConfig();
  const instruction = useInstructionGate(
    'FINISH_TRUCK_LOAD_GRADING',
    t('hub.truckLoadGradingInstructionTitle'),
    t('hub.truckLoadGradingInstruction'),
  );
  const grade = (load: RegisteredMaterialView) =>
    run(() => post(`/api/registeredMaterials/${load.uuid}/grade`), t('hub.gradingStarted'));
  return (
    <div className="grading-panel">
      <Card compact>
        <NonIdealState
          icon="filter-list"
          title={t('hub.noGrading')}
          description={t('hub.chooseTruckLoadToGrade')}
        />
      </Card>
      <TruckLoadList
        title={t('hub.truckLoadsToGrade')}
        empty={t('noMaterialSourceForGrading')}
        action={{
          text: t('hub.grade'),
          icon: 'filter-list',
          busy,
          // segregationInputMaterialTypes: only loads of a material the hub grades.
          offered: (load) => !!hub && isGradable(hub, load.materialType),
          onClick: (load) => void instruction.ask(() => grade(load)),
        }}
      />
      {instruction.dialog}
    </div>
  );
}
