import { Card, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import type { RegisteredMaterialView } from '@cairn/contracts';
import { get, post } from '../../api/request';
import { ContinueDialog } from '../../common/continue-dialog';
import { TruckLoadList } from './truck-loads';
import { useRun } from '../use-run.hook';

const INSTRUCTION = 'FINISH_TRUCK_LOAD_GRADING';
const INSTRUCTION_PATH = `/api/userInstructionViews?instruction=${INSTRUCTION}`;

/**
 * A recycler's grading start view: grade one waiting truck load (POST /api/registeredMaterials/{uuid}/grade).
 * Until the user has seen the instruction more than three times, a dialog explains how the grading ends;
 * continuing records the view and starts (Document 3 §4).
 */
export function RecyclerGradingStart() {
  const { busy, run } = useRun();
  const [asking, setAsking] = useState<RegisteredMaterialView | null>(null);
  const grade = (load: RegisteredMaterialView) => run(() => post(`/api/registeredMaterials/${load.uuid}/grade`), 'Grading started.');
  const choose = async (load: RegisteredMaterialView) => {
    const seen = await get<{ viewsCount: number }>(INSTRUCTION_PATH).catch(() => ({ viewsCount: 0 }));
    if (seen.viewsCount > 3) await grade(load);
    else setAsking(load);
  };
  return (
    <div className="grading-panel">
      <Card compact>
        <NonIdealState icon="filter-list" title="No grading in progress" description="Choose a truck load to grade it into output bags." />
      </Card>
      <TruckLoadList title="Truck loads to grade" empty="There is no material to grade."
        action={{ text: 'Grade', icon: 'filter-list', busy, onClick: (load) => void choose(load) }} />
      <ContinueDialog isOpen={!!asking} title="Grading a truck load"
        message="Weigh every graded output bag and register it with its picture. When the whole truck load is graded, finish the grading on this tab."
        onCancel={() => setAsking(null)}
        onContinue={() => {
          const load = asking!;
          setAsking(null);
          void run(async () => { await post('/api/userInstructionViews', { instruction: INSTRUCTION }); await post(`/api/registeredMaterials/${load.uuid}/grade`); }, 'Grading started.');
        }} />
    </div>
  );
}
