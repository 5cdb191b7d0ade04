import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { type DemoHub, near, uploadScalePicture } from '../seed/demo-pictures';
import { seeded } from '../seed/scale-pictures';
import { startOngoingTransport } from '../transports/ongoing-transport.handlers';
import { registerTruckLoad } from '../truck-loads/truck-loads.handlers';
import { addProcessingOutputBag, finishProcessing, startProcessing } from './processing.handlers';

/**
 * The recycler's day so far: two supplier truck loads from Pune received, the PET one processed into
 * flakes and finished, the HDPE one waiting for grading or processing.
 */
export const seedRecyclerDemo = async (
  app: AppContext,
  pune: DemoHub,
  recycler: DemoHub,
): Promise<void> => {
  let n = 0;
  const now = Date.now();
  const ctx = (hub: DemoHub, minutesAgo: number): CommandContext => ({
    commandId: `demo-recycler-${n++}`,
    actorUuid: hub.managerUuid,
    hubUuid: hub.uuid,
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
  const random = seeded(10);
  const picture = async (minutesAgo: number, weight: number) =>
    (
      await uploadScalePicture(app, ctx(recycler, minutesAgo), recycler.uuid, random, weight, {
        position: near(recycler.position, random),
        name: 'weighbridge.png',
      })
    ).uuid;
  const loads: string[] = [];
  for (const [plate, materialType, weight, minutesAgo] of [
    ['MH 12 GH 4410', 'PET_CLEAR', 1820, 600],
    ['MH 12 GH 4415', 'HDPE_MIXED', 1240, 420],
  ] as const) {
    const uuid = randomUUID();
    await startOngoingTransport(app, ctx(pune, minutesAgo + 2880), {
      uuid,
      originHubUuid: pune.uuid,
      originHubType: pune.type,
      owner: pune.name,
      sourceUuid: uuid,
      transporterLicensePlate: plate,
      transporterDispatchedAt: new Date(now - (minutesAgo + 2880) * 60_000).toISOString(),
      materialTypes: [materialType],
      weight,
      quantityUnit: 'KG',
    });
    const saved = await registerTruckLoad(app, ctx(recycler, minutesAgo), {
      weight: weight - 15,
      ongoingTransportUuid: uuid,
      pictureFileUploadUuid: await picture(minutesAgo, weight - 15),
      internalId: `WB-${minutesAgo}`,
      transportOwner: pune.name,
      materialType: null,
      licensePlate: null,
      supplier: null,
      weighedAt: null,
      actor,
      hubUuid: recycler.uuid,
    });
    loads.push(saved.uuid);
  }
  const unit = await startProcessing(app, ctx(recycler, 360), {
    registeredMaterialUuid: loads[0],
    hubUuid: recycler.uuid,
  });
  await addProcessingOutputBag(app, ctx(recycler, 120), {
    materialType: 'PET_FLAKES_CLEAR',
    productType: 'CHIP',
    processedAt: new Date(now - 120 * 60_000).toISOString().slice(0, 10),
    weight: 1690,
    quantityUnit: 'KG',
    pictureFileUploadUuid: await picture(120, 1690),
    trackedItemUuid: null,
    actor,
    hubUuid: recycler.uuid,
    unitUuid: unit.uuid,
  });
  await finishProcessing(app, ctx(recycler, 100), { hubUuid: recycler.uuid, unitUuid: unit.uuid });
};
