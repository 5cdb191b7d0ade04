import { type MaterialType, defined } from '@cairn/contracts';
import type { AppContext } from '../app-context';
import type { CommandContext } from '../command-handling/command-handler';
import { storeUpload } from '../files/file-upload.handlers';
import { IMAGE_TYPES } from '../files/sniff-mime-type';
import type { AuthUser } from '../http/access';
import { registerCollectedMaterial } from '../registration/registration.handlers';
import { type DemoHub, type Position, near, uploadScalePicture } from './demo-pictures';
import { resized, seeded } from './scale-pictures';

export interface DemoRegistration {
  uuid: string;
  hubUuid: string;
  materialType: MaterialType;
  weight: number;
  at: number;
  picture: Buffer;
}
interface Hubs {
  pune: DemoHub;
  recycler: DemoHub;
  handling: DemoHub;
  pickup: DemoHub;
  systemUserUuid: string;
}

const HOUR = 3_600_000;

/**
 * Which demo event shows which finding: its hub (DEMO_HUBS slug) and weight (null: the copied Pune bag's).
 * auto-review-demo.e2e.spec.ts asserts that exactly these, and the Köln clearance, are flagged.
 */
export const FINDING_EXAMPLES = {
  IMAGE_DUPLICATE: { hub: 'kothrud', weight: null },
  WEIGHT_OUTLIER: { hub: 'pune', weight: 96.5 },
  LOCATION_MISMATCH: { hub: 'pune', weight: 11.8 },
  DUPLICATE: { hub: 'pune', weight: 17.35 },
  IMAGE_LICENSE_PLATE_MISMATCH: { hub: 'bandung', weight: 2140.5 },
  HUB_EVENT_AUTO_CREATED: { hub: 'bandung', weight: 1962.5 },
  OCR_DATA_NOT_DETECTED: { hub: 'koeln', weight: 14.2 },
} as const;
const X = FINDING_EXAMPLES;
/** Mumbai, some 120 km from Pune: where the LOCATION_MISMATCH example's picture was taken. */
const MUMBAI: Position = { latitude: 19.07, longitude: 72.88 };

/**
 * One deliberate example of each finding the automatic review makes (docs/decisions.md, "Demo data"),
 * all in the last days, so a person has not reviewed them yet. Every other demo event is clean; the
 * Köln clearance's weigh slip (clearance.seed.ts) is the IMAGE_WEIGHT_MISMATCH example.
 * Test: auto-review/auto-review-demo.e2e.spec.ts.
 */
export const seedFindingExamples = async (
  app: AppContext,
  hubs: Hubs,
  registered: DemoRegistration[],
  collectorUuid: string,
): Promise<void> => {
  const now = Date.now();
  const random = seeded(7);
  let n = 0;
  const ctx = (hub: DemoHub, hoursAgo: number, actorUuid = hub.managerUuid): CommandContext => ({
    commandId: `demo-finding-${n++}`,
    actorUuid,
    hubUuid: hub.uuid,
    now: new Date(now - hoursAgo * HOUR).toISOString(),
  });
  const manager = (hub: DemoHub): AuthUser => ({
    uuid: hub.managerUuid,
    role: 'ROLE_HUB_MANAGER',
    hubUuid: hub.uuid,
    firstName: 'Manager',
    lastName: hub.city,
    impersonatedBy: null,
    tokenIssuedAt: now,
  });
  const register = async (
    hub: DemoHub,
    hoursAgo: number,
    input: {
      weight: number;
      materialType: MaterialType;
      picture: string;
      unit?: 'BAG' | 'TRUCK_LOAD';
      collectorUuid?: string | null;
      licensePlate?: string;
      actor?: AuthUser;
    },
  ) =>
    registerCollectedMaterial(app, ctx(hub, hoursAgo, input.actor?.uuid), {
      actor: input.actor ?? manager(hub),
      hubUuid: hub.uuid,
      input: {
        registrationUnit: input.unit ?? 'BAG',
        weight: input.weight,
        materialType: input.materialType,
        pictureFileUploadUuid: input.picture,
        collectorUuid: input.collectorUuid ?? null,
        trackedItemUuid: null,
        licensePlate: input.licensePlate ?? null,
      },
    });
  const scale = async (
    hub: DemoHub,
    hoursAgo: number,
    weight: number | null,
    options: { position?: Position; caption?: string } = {},
  ) =>
    (
      await uploadScalePicture(app, ctx(hub, hoursAgo + 0.02), hub.uuid, random, weight, {
        position: options.position ?? near(hub.position, random),
        caption: options.caption,
      })
    ).uuid;
  const { pune, recycler, handling, pickup } = hubs;

  // IMAGE_DUPLICATE: the pick-up point registers a Pune bag's picture again, as a messenger sends it (75 %, JPEG).
  const original = defined(
    registered.filter((r) => r.hubUuid === pune.uuid).at(-12),
    "Pune's twelfth registration from the end",
  );
  const copy = await resized(original.picture, 0.75);
  const copied = await storeUpload(
    app,
    ctx(pickup, 30.02),
    { buffer: copy, originalname: 'whatsapp-image.jpg', size: copy.length },
    { hubUuid: pickup.uuid, ...near(pickup.position, random) },
    IMAGE_TYPES,
  );
  await register(pickup, 30, {
    weight: original.weight,
    materialType: original.materialType,
    picture: copied.uuid,
  });

  // WEIGHT_OUTLIER: a bag five times what Pune registers of its most registered material.
  const counts = new Map<MaterialType, number>();
  for (const r of registered)
    if (r.hubUuid === pune.uuid) counts.set(r.materialType, (counts.get(r.materialType) ?? 0) + 1);
  const [common] = [...counts].sort((a, b) => b[1] - a[1])[0];
  await register(pune, 50, {
    weight: X.WEIGHT_OUTLIER.weight,
    materialType: common,
    picture: await scale(pune, 50, X.WEIGHT_OUTLIER.weight),
    collectorUuid,
  });

  // LOCATION_MISMATCH: an ordinary bag, but its picture was taken in Mumbai.
  await register(pune, 40, {
    weight: X.LOCATION_MISMATCH.weight,
    materialType: common,
    picture: await scale(pune, 40, X.LOCATION_MISMATCH.weight, { position: MUMBAI }),
    collectorUuid,
  });

  // DUPLICATE: the same bag registered twice, four minutes apart (the second with a new photo of the same reading).
  for (const hoursAgo of [26, 26 - 4 / 60]) {
    await register(pune, hoursAgo, {
      weight: X.DUPLICATE.weight,
      materialType: common,
      picture: await scale(pune, hoursAgo, X.DUPLICATE.weight),
      collectorUuid,
    });
  }

  // IMAGE_LICENSE_PLATE_MISMATCH: the weighbridge picture shows another truck's plate than the one typed.
  await register(recycler, 20, {
    unit: 'TRUCK_LOAD',
    weight: X.IMAGE_LICENSE_PLATE_MISMATCH.weight,
    materialType: 'PET_CLEAR',
    licensePlate: 'D 1834 AB',
    picture: await scale(recycler, 20, X.IMAGE_LICENSE_PLATE_MISMATCH.weight, {
      caption: 'D 7721 KX',
    }),
  });

  // HUB_EVENT_AUTO_CREATED: a truck load the weighbridge integration registered as the system user.
  const system: AuthUser = {
    uuid: hubs.systemUserUuid,
    role: 'ROLE_SYSTEM_USER',
    hubUuid: null,
    firstName: 'Sam',
    lastName: 'System',
    impersonatedBy: null,
    tokenIssuedAt: now,
  };
  const automatic = X.HUB_EVENT_AUTO_CREATED.weight;
  await register(recycler, 8, {
    unit: 'TRUCK_LOAD',
    weight: automatic,
    materialType: 'HDPE_MIXED',
    licensePlate: 'D 1840 AB',
    picture: await scale(recycler, 8, automatic),
    actor: system,
  });

  // OCR_DATA_NOT_DETECTED (Köln chose every check): the picture shows the scale switched off.
  await register(handling, 4, {
    weight: X.OCR_DATA_NOT_DETECTED.weight,
    materialType: 'PP_WOVEN',
    picture: await scale(handling, 4, null),
  });
};
