import { Card, NonIdealState } from '@blueprintjs/core';
import { isGradable, type RegisteredMaterialView } from '@cairn/contracts';
import { post } from '../../api/request';
import { useInstructionGate } from '../instruction-gate';
import { TruckLoadList } from './truck-loads';
import { useRun } from '../use-run.hook';
import { useHubConfig } from '../use-hub-config.hook';

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
    'Grading a truck load',
    'Weigh every graded output bag and register it with its picture. When the whole truck load is graded, finish the grading on this tab.',
  );
  const grade = (load: RegisteredMaterialView) =>
    run(() => post(`/api/registeredMaterials/${load.uuid}/grade`), 'Grading started.');
  return (
    <div className="grading-panel">
      <Card compact>
        <NonIdealState
          icon="filter-list"
          title="No grading in progress"
          description="Choose a truck load to grade it into output bags."
        />
      </Card>
      <TruckLoadList
        title="Truck loads to grade"
        empty="There is no material to grade."
        action={{
          text: 'Grade',
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
