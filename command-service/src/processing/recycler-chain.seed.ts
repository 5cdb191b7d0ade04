import type { RegisteredMaterialRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { addOutputBag, finishGrading } from '../grading/grading.handlers';
import { type DemoHub, near, uploadScalePicture } from '../seed/demo-pictures';
import { seeded } from '../seed/scale-pictures';
import { gradeTruckLoads } from '../truck-loads/truck-loads.handlers';
import { addProcessingOutputBag, finishProcessing, startProcessing } from './processing.handlers';

/**
 * The recycler's whole chain (issue 39): after its PET load was processed and cleared, the HDPE load
 * waiting since the morning is graded into natural and coloured HDPE, and the natural part processed
 * from stock into flakes (with a rejected share), so that its material flow shows every step:
 * registration → grading → processing → clearance. Run after the clearances, which it leaves as they are.
 */
export const seedRecyclerChainDemo = async (app: AppContext, recycler: DemoHub): Promise<void> => {
  let n = 0;
  const now = Date.now();
  const ctx = (minutesAgo: number): CommandContext => ({
    commandId: `demo-recycler-chain-${n++}`,
    actorUuid: recycler.managerUuid,
    hubUuid: recycler.uuid,
    now: new Date(now - minutesAgo * 60_000).toISOString(),
  });
  const actor = {
    uuid: recycler.managerUuid,
    role: 'ROLE_HUB_MANAGER' as const,
    hubUuid: recycler.uuid,
    firstName: 'Manager',
    lastName: recycler.city,
    impersonatedBy: null,
    tokenIssuedAt: now,
  };
  const random = seeded(39);
  const picture = async (minutesAgo: number, weight: number) =>
    (
      await uploadScalePicture(app, ctx(minutesAgo), recycler.uuid, random, weight, {
        position: near(recycler.position, random),
      })
    ).uuid;
  const load = (
    await app.rows.findBy<RegisteredMaterialRow>('registeredMaterials', 'hubUuid', recycler.uuid)
  ).find((r) => r.state === 'REGISTERED' && !r.removed && r.materialType === 'HDPE_MIXED');
  if (!load) return;

  const grading = await gradeTruckLoads(app, ctx(28), {
    hubUuid: recycler.uuid,
    target: { uuid: load.uuid },
  });
  for (const [materialType, weight, minutesAgo] of [
    ['HDPE_NATURAL', 905, 24],
    ['HDPE_COLORED', 248.5, 22],
  ] as const)
    await addOutputBag(app, ctx(minutesAgo), {
      weight,
      materialType,
      pictureFileUploadUuid: await picture(minutesAgo, weight),
      trackedItemUuid: null,
      actor,
      hubUuid: recycler.uuid,
      unitUuid: grading.uuid,
    });
  await finishGrading(app, ctx(20), { hubUuid: recycler.uuid, unitUuid: grading.uuid });

  const unit = await startProcessing(app, ctx(18), {
    hubUuid: recycler.uuid,
    materialType: 'HDPE_NATURAL',
    supplier: null,
    originalWeight: 905,
    rejectedWeight: 35,
    processingSteps: null,
  });
  await addProcessingOutputBag(app, ctx(8), {
    materialType: 'HDPE_FLAKES',
    productType: 'PELLET',
    processedAt: new Date(now - 8 * 60_000).toISOString().slice(0, 10),
    weight: 812.4,
    quantityUnit: 'KG',
    pictureFileUploadUuid: await picture(8, 812.4),
    trackedItemUuid: null,
    actor,
    hubUuid: recycler.uuid,
    unitUuid: unit.uuid,
  });
  await finishProcessing(app, ctx(5), { hubUuid: recycler.uuid, unitUuid: unit.uuid });
};
