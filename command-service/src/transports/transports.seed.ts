import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { HubRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { storeUpload } from '../files/file-upload.handlers';
import { IMAGE_TYPES } from '../files/sniff-mime-type';
import { startOngoingTransport } from './ongoing-transport.handlers';
import { carrierInput, registerReceivedMaterial } from './received-material.handlers';

const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));
type DemoHub = HubRow & { managerUuid: string };

/**
 * Trucks on the road from Pune (so the carrier, the handling center, the co-processing facility and the
 * recycler have something to receive) and two units in the carrier's store, ready to dispatch.
 */
export const seedTransportsDemo = async (app: AppContext, pune: DemoHub, carrier: DemoHub): Promise<void> => {
  let n = 0;
  const now = Date.now();
  const ctx = (hub: DemoHub, minutesAgo: number): CommandContext => ({
    commandId: `demo-transports-${n++}`, actorUuid: hub.managerUuid, hubUuid: hub.uuid, now: new Date(now - minutesAgo * 60_000).toISOString(),
  });
  const trucks: Array<[string, Array<'PET_CLEAR' | 'HDPE_MIXED' | 'MLP'>, number, number]> = [
    ['MH 12 AB 1234', ['PET_CLEAR', 'HDPE_MIXED'], 1450, 180], ['MH 14 CD 998', ['MLP'], 620, 95],
  ];
  for (const [plate, materialTypes, weight, minutesAgo] of trucks) {
    const uuid = randomUUID();
    await startOngoingTransport(app, ctx(pune, minutesAgo), {
      uuid, originHubUuid: pune.uuid, originHubType: pune.type, owner: pune.name, sourceUuid: uuid, transporterLicensePlate: plate,
      transporterDispatchedAt: new Date(now - minutesAgo * 60_000).toISOString(), materialTypes, weight, quantityUnit: 'KG',
    });
  }
  const actor = { uuid: carrier.managerUuid, role: 'ROLE_HUB_MANAGER' as const, hubUuid: carrier.uuid, firstName: 'Manager', lastName: carrier.city, impersonatedBy: null, tokenIssuedAt: now };
  for (const [file, weight, materialType, minutesAgo] of [['bag-on-scale-22-45-kg.png', 340, 'MIXED_PLASTIC', 300], ['bag-on-scale-14-80-kg.png', 215, 'CARDBOARD', 240]] as const) {
    const buffer = await readFile(PICTURES + file);
    const picture = await storeUpload(app, ctx(carrier, minutesAgo), { buffer, originalname: file, size: buffer.length }, { hubUuid: carrier.uuid, latitude: -8.05, longitude: -34.9 }, IMAGE_TYPES);
    await registerReceivedMaterial(app, ctx(carrier, minutesAgo), actor, carrier.uuid, 'CARRIER', carrierInput({
      transportOwner: 'Rota Verde fleet', weight, materialType, pictureFileUploadUuid: picture.uuid,
    }));
  }
};
