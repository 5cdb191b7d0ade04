import { randomUUID } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { type DemoHub, near, uploadScalePicture } from '../seed/demo-pictures';
import { seeded } from '../seed/scale-pictures';
import { startOngoingTransport } from './ongoing-transport.handlers';
import { carrierInput, registerReceivedMaterial } from './received-material.handlers';

/**
 * Trucks on the road from Pune (so the carrier, the handling center, the co-processing facility and the
 * recycler have something to receive) and two units in the carrier's store, ready to dispatch.
 */
export const seedTransportsDemo = async (
  app: AppContext,
  pune: DemoHub,
  carrier: DemoHub,
): Promise<void> => {
  let n = 0;
  const now = Date.now();
  const ctx = (hub: DemoHub, minutesAgo: number): CommandContext => ({
    commandId: `demo-transports-${n++}`,
    actorUuid: hub.managerUuid,
    hubUuid: hub.uuid,
    now: new Date(now - minutesAgo * 60_000).toISOString(),
  });
  const trucks: Array<[string, Array<'PET_CLEAR' | 'HDPE_MIXED' | 'MLP'>, number, number]> = [
    ['MH 12 AB 1234', ['PET_CLEAR', 'HDPE_MIXED'], 1450, 180],
    ['MH 14 CD 998', ['MLP'], 620, 95],
  ];
  for (const [plate, materialTypes, weight, minutesAgo] of trucks) {
    const uuid = randomUUID();
    await startOngoingTransport(app, ctx(pune, minutesAgo), {
      uuid,
      originHubUuid: pune.uuid,
      originHubType: pune.type,
      owner: pune.name,
      sourceUuid: uuid,
      transporterLicensePlate: plate,
      transporterDispatchedAt: new Date(now - minutesAgo * 60_000).toISOString(),
      materialTypes,
      weight,
      quantityUnit: 'KG',
    });
  }
  const actor = {
    uuid: carrier.managerUuid,
    role: 'ROLE_HUB_MANAGER' as const,
    hubUuid: carrier.uuid,
    firstName: 'Manager',
    lastName: carrier.city,
    impersonatedBy: null,
    tokenIssuedAt: now,
  };
  const random = seeded(11);
  for (const [weight, materialType, minutesAgo] of [
    [340, 'MIXED_PLASTIC', 300],
    [215, 'CARDBOARD', 240],
  ] as const) {
    const picture = await uploadScalePicture(
      app,
      ctx(carrier, minutesAgo),
      carrier.uuid,
      random,
      weight,
      { position: near(carrier.position, random) },
    );
    await registerReceivedMaterial(app, ctx(carrier, minutesAgo), {
      actor,
      hubUuid: carrier.uuid,
      kind: 'CARRIER',
      ...carrierInput({
        transportOwner: 'Rota Verde fleet',
        weight,
        materialType,
        pictureFileUploadUuid: picture.uuid,
      }),
    });
  }
};
