import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { OngoingTransportRow } from '@cairn/projection-service';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import type { AuthUser } from '../http/access';
import { storeUpload } from '../files/file-upload.handlers';
import { IMAGE_TYPES } from '../files/sniff-mime-type';
import { type DemoHub, uploadScalePicture } from '../seed/demo-pictures';
import { seeded } from '../seed/scale-pictures';
import {
  coProcessingInput,
  registerReceivedMaterial,
} from '../transports/received-material.handlers';
import { recyclerOutputTypes } from './clearance-start.decider';
import { availableStock } from './available-stock.query';
import { weighClearance } from './clearance-weigh.handlers';
import { startClearanceTransport, startMaterialClearance } from './hub-clearance.handlers';

const PICTURES = fileURLToPath(new URL('../../../infra/seed/pictures/', import.meta.url));

/**
 * Clearances in every state for the demo: Pune has a partial clearance loaded and waiting for the
 * weighbridge; Bandung a clearance transport loaded; Köln one handling center clearance weighed and on
 * its way to Minas, which registered the Pune MLP truck and may certify it. Each step only runs when the
 * hub has the stock for it (the demo's registrations are random). Köln's weigh slip reads 12.5 kg, not
 * the weight registered: the demo's IMAGE_WEIGHT_MISMATCH example, its only use of that picture.
 */
export const seedClearanceDemo = async (
  app: AppContext,
  hubs: { pune: DemoHub; recycler: DemoHub; handling: DemoHub; coProcessing: DemoHub },
): Promise<void> => {
  let n = 0;
  const now = Date.now();
  const ctx = (hub: DemoHub, minutesAgo: number): CommandContext => ({
    commandId: `demo-clearance-${n++}`,
    actorUuid: hub.managerUuid,
    hubUuid: hub.uuid,
    now: new Date(now - minutesAgo * 60_000).toISOString(),
  });
  const actor = (hub: DemoHub): AuthUser => ({
    uuid: hub.managerUuid,
    role: 'ROLE_HUB_MANAGER',
    hubUuid: hub.uuid,
    firstName: 'Manager',
    lastName: hub.city,
    impersonatedBy: null,
    tokenIssuedAt: now,
  });
  const picture = async (hub: DemoHub, file: string, minutesAgo: number) => {
    const buffer = await readFile(PICTURES + file);
    return (
      await storeUpload(
        app,
        ctx(hub, minutesAgo),
        { buffer, originalname: file, size: buffer.length },
        { hubUuid: hub.uuid },
        IMAGE_TYPES,
      )
    ).uuid;
  };
  const biggest = (stock: ReadonlyMap<string, number>) =>
    [...stock.entries()].filter(([, q]) => q > 0).sort((a, b) => b[1] - a[1])[0];

  const { pune, recycler, handling, coProcessing } = hubs;
  const puneTop = biggest(await availableStock(app, pune.uuid));
  if (puneTop) {
    await startMaterialClearance(app, ctx(pune, 50), {
      materialTypes: [puneTop[0] as never],
      transporterLicensePlate: 'MH 12 KL 7702',
      partialClearance: true,
      estimatedWeight: Math.floor(puneTop[1] / 2) || puneTop[1],
      buyer: 'Bharat Polymers',
      pictureFileUploadUuid: await picture(pune, 'bag-on-scale-22-45-kg.png', 50),
      productType: null,
      quantityUnit: 'KG',
      materialClearanceUnitUuid: null,
      actor: actor(pune),
      hubUuid: pune.uuid,
    });
  }
  const recyclerStock = await availableStock(app, recycler.uuid);
  if (recyclerOutputTypes(recycler, recyclerStock).length > 0) {
    const leaving = await startClearanceTransport(app, ctx(recycler, 40), {
      transporterLicensePlate: 'D 8812 AB',
      buyer: 'Eco Pellets Jakarta',
      transporterPictureFileUploadUuid: await picture(recycler, 'bag-on-scale-14-80-kg.png', 40),
      actor: actor(recycler),
      hubUuid: recycler.uuid,
      kind: 'CLEARANCE_TRANSPORT',
    });
    // Weighed out: the recycler's material flow runs from registration to clearance (issue 39).
    await weighClearance(app, ctx(recycler, 30), {
      weight: 1650,
      // The weigh slip reads what was weighed, and is no copy of the transporter's picture: the
      // automatic review finds nothing to flag in it.
      weighSlipPictureFileUploadUuid: (
        await uploadScalePicture(app, ctx(recycler, 30), recycler.uuid, seeded(1650), 1650)
      ).uuid,
      actor: actor(recycler),
      hubUuid: recycler.uuid,
      kind: 'CLEARANCE_TRANSPORT',
      uuid: leaving.uuid,
    });
  }
  const handlingTop = biggest(await availableStock(app, handling.uuid));
  if (handlingTop) {
    const cleared = await startClearanceTransport(app, ctx(handling, 90), {
      materialTypes: [handlingTop[0] as never],
      transporterLicensePlate: 'K RH 2041',
      buyer: coProcessing.name,
      transporterPictureFileUploadUuid: await picture(handling, 'bag-on-scale-7-25-kg.png', 90),
      actor: actor(handling),
      hubUuid: handling.uuid,
      kind: 'HANDLING_CENTER_CLEARANCE',
    });
    await weighClearance(app, ctx(handling, 80), {
      weight: handlingTop[1],
      weighSlipPictureFileUploadUuid: await picture(handling, 'scale-display-12-5-kg.png', 80),
      actor: actor(handling),
      hubUuid: handling.uuid,
      kind: 'HANDLING_CENTER_CLEARANCE',
      uuid: cleared.uuid,
    });
  }
  // The co-processing facility received Pune's MLP truck: a truck load waiting for its certificate.
  const mlp = (await app.rows.list<OngoingTransportRow>('ongoingTransports')).find(
    (r) => r.transporterLicensePlate === 'MH 14 CD 998' && r.state === 'IN_TRANSIT',
  );
  if (mlp) {
    await registerReceivedMaterial(app, ctx(coProcessing, 30), {
      actor: actor(coProcessing),
      hubUuid: coProcessing.uuid,
      kind: 'CO_PROCESSING',
      ...coProcessingInput({
        weight: mlp.weight - 8,
        licensePlate: mlp.transporterLicensePlate,
        transportOwner: mlp.owner,
        ongoingTransportUuid: mlp.uuid,
        pictureFileUploadUuid: (
          await uploadScalePicture(
            app,
            ctx(coProcessing, 30),
            coProcessing.uuid,
            seeded(12),
            mlp.weight - 8,
            { position: coProcessing.position },
          )
        ).uuid,
        weighedAt: null,
        materialType: null,
      }),
    });
  }
};
